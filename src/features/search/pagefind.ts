import { searchBundlePath } from '@contract/search';

/** One page found, as the search page shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** A passage of the page around the match, HTML with the matched words in `<mark>`. */
  excerpt: string;
}

/** The pages that match a query, best first; each page's details load only when asked for. */
export interface SearchResults {
  count: number;
  /** The details of the results from `start` (inclusive) to `end` (exclusive). */
  hits: (start: number, end: number) => Promise<SearchHit[]>;
}

/** What of Pagefind's browser API (`/pagefind/pagefind.js`, written by the build) is used. */
interface PagefindModule {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (query: string) => Promise<{
    results: { data: () => Promise<PagefindData> }[];
  } | null>;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

let loaded: Promise<PagefindModule> | null = null;
let language: string | null = null;

/**
 * Pagefind's script and the index of the page's language (`<html lang>`), loaded on the first
 * search and kept. A failed load (no connection) is tried again by the next search. A language
 * switch in the app loads the other language's index.
 */
async function pagefind(): Promise<PagefindModule> {
  const lang = document.documentElement.lang;
  if (loaded && language !== lang) {
    const previous = await loaded.catch(() => null);
    await previous?.destroy();
    loaded = null;
  }
  if (!loaded) {
    language = lang;
    loaded = (async () => {
      const module = (await import(
        /* @vite-ignore */ `${searchBundlePath}pagefind.js`
      )) as PagefindModule;
      await module.options({ excerptLength: 24 });
      await module.init();
      return module;
    })();
    loaded.catch(() => {
      loaded = null;
    });
  }
  return loaded;
}

/** Starts loading search before the first query (when the visitor reaches the search field). */
export function preloadSearch(): void {
  pagefind().catch(() => undefined);
}

/** Searches the pages in the page's language. Rejects if the index cannot be loaded. */
export async function searchSite(query: string): Promise<SearchResults> {
  const found = await (await pagefind()).search(query);
  const results = found?.results ?? [];
  return {
    count: results.length,
    hits: async (start, end) =>
      Promise.all(
        results.slice(start, end).map(async (result) => {
          const data = await result.data();
          return { url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt };
        }),
      ),
  };
}
