import type { Locale } from '@/i18n/locales';
import type { PageRoute } from './route-table';

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
