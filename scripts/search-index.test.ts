import { describe, expect, it } from 'vitest';
import { pageAddress } from './search-index';

describe('the pages the search index holds', () => {
  it('are the prerendered pages, at the addresses they are served at', () => {
    expect(pageAddress('index.html')).toBe('/');
    expect(pageAddress('ja/index.html')).toBe('/ja');
    expect(pageAddress('blogs/10/index.html')).toBe('/blogs/10');
    expect(pageAddress('ja/Growth_marketing/index.html')).toBe('/ja/Growth_marketing');
    expect(pageAddress('japanese/index.html')).toBe('/japanese');
  });

  it('leave out the not-found pages, the search page in every language, and other files', () => {
    expect(pageAddress('404.html')).toBeNull();
    expect(pageAddress('ja/404.html')).toBeNull();
    expect(pageAddress('search/index.html')).toBeNull();
    expect(pageAddress('ja/search/index.html')).toBeNull();
    expect(pageAddress('blogs/feed.atom')).toBeNull();
  });
});
