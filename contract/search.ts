import { splitLocalePrefix } from './locales';

/**
 * Site search (docs/behaviour.md §14): where the build writes Pagefind's index and script
 * (scripts/search-index.ts), which the search page loads (src/features/search), and the search
 * page's own address, which the index leaves out.
 */
export const searchBundlePath = '/pagefind/';

/** The search page's address in the route table (locale-free). */
export const searchPath = '/search';

/**
 * Whether a page's file in dist/ (`ja/search/index.html`) is the search page in some language:
 * the one page the index leaves out, and the one whose policy lets it run the search.
 */
export function isSearchPageFile(file: string): boolean {
  const parts = file.split(/[\\/]/);
  if (parts.at(-1) !== 'index.html') return false;
  return splitLocalePrefix(`/${parts.slice(0, -1).join('/')}`).path === searchPath;
}
