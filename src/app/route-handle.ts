import type { i18n as I18n } from 'i18next';
import type { Locale } from '@contract/locales';
import { pageText, type PageText } from '@/i18n/page-text';
import type { PageRoute } from '@/features/feature';

/** Data the app attaches to its routes (React Router's `handle`). */
export interface LayoutHandle {
  kind: 'layout';
  locale: Locale;
}

export interface PageHandle {
  kind: 'page';
  locale: Locale;
  page: PageRoute;
  notFound: boolean;
}

export type RouteHandle = LayoutHandle | PageHandle;

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).kind === 'page';
}

/** The title, description and heading of the page a route shows, in the route's language. */
export function pageTextOf(i18n: I18n, { locale, page }: PageHandle): PageText {
  return pageText(i18n, locale, {
    namespace: page.namespaces[0],
    keys: page.textKeys,
    values: page.textValues,
  });
}
