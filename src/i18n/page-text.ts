import type { i18n as I18n } from 'i18next';
import type { Locale } from '@contract/locales';
import type { Namespace } from './namespaces';
import { withPhrases } from './phrase-mark';

/** Where a page's title, description and heading live in its catalog. */
export interface PageTextKeys {
  title: string;
  description: string;
  heading: string;
}

export const defaultPageTextKeys: PageTextKeys = {
  title: 'meta.title',
  description: 'meta.description',
  heading: 'heading',
};

export interface PageTextRef {
  namespace: Namespace;
  keys: PageTextKeys;
  values?: Readonly<Record<string, string | number>>;
}

export interface PageText {
  /** The full document title, brand included. */
  documentTitle: string;
  title: string;
  description: string;
  heading: string;
  /** The heading with its phrase marks, for `Phrases` to set on screen (./phrases.tsx). */
  headingPhrases: string;
}

/**
 * The texts of a page for its locale. The keys come from the route table, not from code, so they
 * cannot be typed at compile time; a unit test proves every route's keys exist in `locales/en`.
 */
export function pageText(i18n: I18n, locale: Locale, ref: PageTextRef): PageText {
  // Keys are data from the route table here (see above), so the typed `t` gets a plain string.
  const t = i18n.getFixedT(locale, ref.namespace) as unknown as (
    key: string,
    values?: Readonly<Record<string, unknown>>,
  ) => string;
  const common = i18n.getFixedT(locale, 'common');
  const title = t(ref.keys.title, ref.values);
  return {
    title,
    documentTitle: common('meta.titleTemplate', { title }),
    description: t(ref.keys.description, ref.values),
    heading: t(ref.keys.heading, ref.values),
    headingPhrases: t(ref.keys.heading, { ...ref.values, ...withPhrases }),
  };
}
