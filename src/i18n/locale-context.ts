import { createContext, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext, useTranslation } from 'react-i18next';
import { defaultLocale, type Locale } from '@contract/locales';
import type { Namespace } from './namespaces';
import type { PageText } from './page-text';

export interface LocalizedHref {
  href: string;
  /** The language of the page the link leads to (differs when the page is not translated yet). */
  locale: Locale;
}

export interface LocaleContextValue {
  /** The language of the page on screen, pinned by its address. */
  locale: Locale;
  /** The address of a route-table path for a reader of this page: translated when published. */
  localize: (path: string) => LocalizedHref;
}

export const LocaleContext = createContext<LocaleContextValue>({
  locale: defaultLocale,
  localize: (path) => ({ href: path, locale: defaultLocale }),
});

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}

/** `useTranslation` bound to the page's own language, whatever the visitor's preference. */
export function useT<N extends Namespace>(namespace: N) {
  const { locale } = useLocale();
  return useTranslation(namespace, { lng: locale });
}

export interface PageContextValue {
  /** The catalog that holds the page's own words (its first namespace). */
  namespace: Namespace;
  /** The route's own values (an article's id). */
  values: Readonly<Record<string, string | number>>;
  text: PageText;
  /** The same page in every locale it is published in (including the current one). */
  alternates: Partial<Record<Locale, string>>;
  notFound: boolean;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() outside a page route');
  return page;
}

/** The i18next instance itself, without waiting for any catalog (unlike `useTranslation()`). */
export function useI18n(): I18n {
  return useContext(I18nContext).i18n;
}

/** A `t` whose keys are data (see `useLooseT`). */
export type LooseT = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/**
 * `t` for keys that are data rather than code: the vertical pages' section and item ids come
 * from `src/features/verticals/verticals.ts`, so they cannot be typed; a unit test proves that every key
 * the content names exists in `locales/en`.
 */
export function useLooseT(namespace: Namespace): LooseT {
  const { t } = useT(namespace);
  return t as unknown as LooseT;
}
