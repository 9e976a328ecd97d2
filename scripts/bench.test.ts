import { describe, expect, it } from 'vitest';
import { median } from './bench';
import { unexpectedChunks } from './chunk-budget';
import { deferFullStylesheet, lowPriorityBootScript } from './inline-critical-css';

const scripts = (...names: string[]) => names.map((name) => `http://127.0.0.1:1/assets/${name}`);

describe('the benchmark', () => {
  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('finds code a page does not use: carousels off the home page, the blog elsewhere, the other language', () => {
    expect(unexpectedChunks('/', 'en', scripts('home-page-1.js', 'en-articles-2.js'))).toEqual([]);
    expect(unexpectedChunks('/team', 'en', scripts('home-page-1.js', 'en-team-2.js'))).toEqual([
      'home-page-1.js',
    ]);
    expect(
      unexpectedChunks('/team', 'en', scripts('article-page-1.js', 'en-article3-2.js')),
    ).toEqual(['article-page-1.js', 'en-article3-2.js']);
    expect(
      unexpectedChunks('/ja/blogs/3', 'ja', scripts('article-page-1.js', 'ja-article3-2.js')),
    ).toEqual([]);
    expect(unexpectedChunks('/ja/team', 'ja', scripts('en-common-1.js', 'ja-team-2.js'))).toEqual([
      'en-common-1.js',
    ]);
  });
});

describe('critical CSS post-processing', () => {
  it('turns the end-of-body stylesheet into a template the boot script applies, with a noscript copy', () => {
    const html =
      '<main></main>\n  <link rel="stylesheet" crossorigin href="/assets/index-1.css"></body>';
    expect(deferFullStylesheet(html)).toBe(
      '<main></main>\n  <template data-full-stylesheet><link rel="stylesheet" href="/assets/index-1.css"></template>' +
        '<noscript><link rel="stylesheet" href="/assets/index-1.css"></noscript></body>',
    );
  });

  it('fetches the boot script at low priority', () => {
    expect(
      lowPriorityBootScript('<script type="module" crossorigin src="/assets/index-1.js">'),
    ).toBe('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
  });
});
