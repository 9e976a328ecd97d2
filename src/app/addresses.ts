import {
  localePrefix,
  locales,
  splitLocalePrefix,
  withLocalePrefix,
  type Locale,
} from '@contract/locales';
import { routeTable } from './route-table';

/**
 * The addresses of the site's pages in every locale: the locale prefixes of `@contract/locales`,
 * except for pages that keep an address of their own in a locale (`localePaths` in the route
 * table: the Japan desk is `/japanese` in Japanese). The key is the path in the route table; such
 * an address pins the locale by itself.
 */
const pinnedPaths: ReadonlyMap<string, Record<Locale, string>> = new Map(
  routeTable.flatMap(({ path, localePaths }) =>
    localePaths
      ? [
          [
            path,
            Object.fromEntries(
              locales.map((locale) => [
                locale,
                localePaths[locale] ?? withLocalePrefix(path, locale),
              ]),
            ) as Record<Locale, string>,
          ],
        ]
      : [],
  ),
);

/** The address of a route-table path in a locale. */
export function localizePath(path: string, locale: Locale): string {
  const pinned = pinnedPaths.get(path);
  if (pinned) return pinned[locale];
  return withLocalePrefix(path, locale);
}

export interface ResolvedPath {
  locale: Locale;
  /** The route-table path the address stands for. */
  path: string;
}

/** The locale an address pins, and the locale-free path it stands for. Never consults the browser. */
export function resolveLocale(pathname: string): ResolvedPath {
  for (const [path, perLocale] of pinnedPaths) {
    for (const locale of locales) {
      if (perLocale[locale] === pathname) return { locale, path };
    }
  }
  return splitLocalePrefix(pathname);
}

export interface Redirect {
  from: string;
  to: string;
  locale: Locale;
}

/**
 * Addresses a visitor may guess for a pinned page, and where they lead: the Japan desk's paths
 * under the Japanese prefix lead to `/japanese`. The default locale has no prefix, so nothing
 * to guess there.
 */
export function pinnedRedirects(): Redirect[] {
  const redirects: Redirect[] = [];
  for (const [path, perLocale] of pinnedPaths) {
    for (const locale of locales) {
      const prefix = localePrefix(locale);
      if (!prefix) continue;
      const to = perLocale[locale];
      for (const guess of new Set([`${prefix}${path}`, `${prefix}${to}`])) {
        if (guess !== to) redirects.push({ from: guess, to, locale });
      }
    }
  }
  return redirects;
}

/** The path under which unknown addresses of a locale fall (for the not-found route). */
export function notFoundPattern(locale: Locale): string {
  const prefix = localePrefix(locale);
  return prefix ? `${prefix}/*` : '*';
}
