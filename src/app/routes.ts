import type { i18n as I18n } from 'i18next';
import { redirect, type RouteObject } from 'react-router-dom';
import { ensureNamespaces } from '@/i18n/create-i18n';
import { locales, type Locale } from '@contract/locales';
import { localizePath, notFoundPattern, pinnedRedirects } from './addresses';
import { publishedRoutes } from './published-routes';
import type { LayoutHandle, PageHandle } from './route-handle';
import type { PageRoute } from '@/features/feature';
import { notFoundRoute } from './route-table';
import { SiteLayout } from '@/app/layout/site-layout';

function pageRoute(i18n: I18n, locale: Locale, page: PageRoute, notFound = false): RouteObject {
  const handle: PageHandle = { kind: 'page', locale, page, notFound };
  return {
    id: `${page.id}:${locale}`,
    path: notFound ? notFoundPattern(locale) : localizePath(page.path, locale),
    caseSensitive: true,
    handle,
    // The page's catalogs load before it renders, on the server and on every client navigation.
    loader: async () => {
      await ensureNamespaces(i18n, locale, ['common', ...page.namespaces]);
      return null;
    },
    lazy: async () => ({ Component: (await page.load()).default }),
  };
}

/**
 * The router's routes: the locale-free route table composed with every locale, one layout per
 * locale holding the pages published in it and a not-found page for every other address.
 */
export function createRoutes(i18n: I18n): RouteObject[] {
  return locales.map((locale) => {
    const handle: LayoutHandle = { kind: 'layout', locale };
    return {
      id: `layout:${locale}`,
      Component: SiteLayout,
      handle,
      children: [
        ...publishedRoutes(locale).map((page) => pageRoute(i18n, locale, page)),
        ...pinnedRedirects()
          .filter((entry) => entry.locale === locale)
          .map(({ from, to }): RouteObject => ({
            id: `redirect:${from}`,
            path: from,
            caseSensitive: true,
            loader: () => redirect(to, 301),
          })),
        pageRoute(i18n, locale, notFoundRoute, true),
      ],
    };
  });
}
