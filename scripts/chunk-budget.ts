import { locales, splitLocalePrefix } from '../contract/locales';

/**
 * Which of the scripts a page loaded it should not have: code for features the page does not
 * have (the home page's carousels, the blog) and another language's words. Used by
 * `npm run bench` and by the browser tests.
 */
export function unexpectedChunks(
  path: string,
  locale: string,
  scripts: readonly string[],
): string[] {
  const names = scripts.map((script) => new URL(script).pathname.split('/').pop() ?? '');
  const page = splitLocalePrefix(path).path;
  const isHome = page === '/';
  const isBlog = /^\/blogs(\/|$)/.test(page);
  const others = locales.filter((other) => other !== locale);
  return names.filter(
    (name) =>
      (!isHome && /^(carousel|home-page)/.test(name)) ||
      (!isBlog && /^(article-page|blog-listing-page|[a-z]{2}-article\d)/.test(name)) ||
      others.some((other) => name.startsWith(`${other}-`)),
  );
}
