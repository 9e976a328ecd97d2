import { hasCatalogs } from '@/i18n/catalogs';
import { defaultLocale, locales, type Locale } from '@contract/locales';
import { localizePath, resolveLocale } from './addresses';
import type { LocalizedHref } from '@/i18n/locale-context';
import type { PageRoute } from '@/features/feature';
import { routeTable } from './route-table';

/** A page is published in a locale exactly when every catalog it reads exists there. */
export function isPublished(page: PageRoute, locale: Locale): boolean {
  return hasCatalogs(locale, ['common', ...page.namespaces]);
}

export function publishedRoutes(locale: Locale): PageRoute[] {
  return routeTable.filter((page) => isPublished(page, locale));
}

/** The page in every locale it is published in. */
export function alternatesOf(page: PageRoute): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    if (isPublished(page, locale)) alternates[locale] = localizePath(page.path, locale);
  }
  return alternates;
}

const pagesByPath = new Map(routeTable.map((page) => [page.path, page]));

/** A link target for a reader in `locale`: the translated page if published, else the original. */
export function localizeHref(path: string, locale: Locale): LocalizedHref {
  const page = pagesByPath.get(resolveLocale(path).path);
  if (page && isPublished(page, locale)) return { href: localizePath(page.path, locale), locale };
  return { href: path, locale: defaultLocale };
}

/** Every address to prerender: each page in each locale it is published in. */
export function prerenderPaths(): string[] {
  return locales.flatMap((locale) =>
    publishedRoutes(locale).map((page) => localizePath(page.path, locale)),
  );
}
