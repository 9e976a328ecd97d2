import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSkippedHeadingLevels, renderApp } from '../../../tests/render-app';
import type { SearchHit, SearchResults } from './pagefind';

/** The index as the tests give it: pages by query, or a failure to load. */
const index = vi.hoisted(() => ({
  pages: new Map<string, SearchHit[]>(),
  fails: false,
  asked: [] as string[],
}));

vi.mock('./pagefind', () => ({
  preloadSearch: () => undefined,
  searchSite: (query: string): Promise<SearchResults> => {
    index.asked.push(query);
    if (index.fails) return Promise.reject(new Error('offline'));
    const found = index.pages.get(query) ?? [];
    return Promise.resolve({
      count: found.length,
      hits: (start, end) => Promise.resolve(found.slice(start, end)),
    });
  },
}));

function hits(count: number, word: string): SearchHit[] {
  return Array.from({ length: count }, (_, n) => ({
    url: `/blogs/${String(n + 1)}`,
    title: `Article ${String(n + 1)} on ${word}`,
    excerpt: `how <mark>${word}</mark> reporting &amp; audits work`,
  }));
}

const field = () => screen.getByRole('searchbox');
const status = () => screen.getByRole('status');

beforeEach(() => {
  index.pages.clear();
  index.fails = false;
  index.asked = [];
  window.history.replaceState(null, '', '/search');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('search page', () => {
  it('is a search landmark with a labelled field, a Search button and one h1', async () => {
    await renderApp('/search');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const form = screen.getByRole('search');
    expect(within(form).getByRole('searchbox', { name: 'Search this site' })).toHaveAttribute(
      'name',
      'q',
    );
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('action', '/search');
    expect(status()).toBeEmptyDOMElement();
    expectNoSkippedHeadingLevels();
  });

  it('searches as the visitor types, announces the count and lists the pages with the match marked', async () => {
    index.pages.set('ESG', hits(3, 'ESG'));
    await renderApp('/search');
    await userEvent.type(field(), 'ESG');
    await waitFor(() => expect(status()).toHaveTextContent('3 pages match “ESG”.'));
    expect(index.asked).toEqual(['ESG']);
    const results = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(results).toHaveLength(3);
    const first = within(results[0]!);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Article 1 on ESG');
    expect(first.getByRole('link', { name: 'Article 1 on ESG' })).toHaveAttribute(
      'href',
      '/blogs/1',
    );
    // The excerpt is text: its entity decoded, its match in a <mark> of the page's own.
    expect(results[0]).toHaveTextContent('how ESG reporting & audits work');
    expect(results[0]!.querySelector('mark')).toHaveTextContent('ESG');
    expect(window.location.search).toBe('?q=ESG');
  });

  it('says so when nothing matches, and when search cannot load', async () => {
    await renderApp('/search');
    await userEvent.type(field(), 'zebra{Enter}');
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'No page matches “zebra”. Try another word, or fewer words.',
      ),
    );
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();

    index.fails = true;
    await userEvent.clear(field());
    await userEvent.type(field(), 'data{Enter}');
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Search could not be loaded. Check your connection, then search again.',
      ),
    );
  });

  it('shows ten results at a time, and focus moves to the first of the next ten', async () => {
    index.pages.set('data', hits(23, 'data'));
    await renderApp('/search');
    await userEvent.type(field(), 'data{Enter}');
    const list = await screen.findByRole('list', { name: 'Results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more results' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(within(list).getByRole('link', { name: 'Article 11 on data' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show 3 more results' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: /more result/ })).toBeNull();
  });

  it('searches the query in the address at once (a shared link)', async () => {
    index.pages.set('ESG', hits(1, 'ESG'));
    window.history.replaceState(null, '', '/search?q=ESG');
    await renderApp('/search?q=ESG');
    await waitFor(() => expect(status()).toHaveTextContent('One page matches “ESG”.'));
    expect(field()).toHaveValue('ESG');
  });

  it('speaks Japanese on the Japanese page, counting in 件', async () => {
    index.pages.set('データ基盤', hits(2, 'データ基盤'));
    await renderApp('/ja/search');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('サイト内検索');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/ja/search');
    await userEvent.type(field(), 'データ基盤{Enter}');
    await waitFor(() =>
      expect(status()).toHaveTextContent('「データ基盤」に一致するページが2件見つかりました。'),
    );
  });
});
