/** What the site needs to know about one of its languages. */
export interface LocaleEntry {
  /** The address prefix: `''` for the default locale, `/<code>` for the others. */
  prefix: string;
  /**
   * Its Open Graph locale, `ll_CC`: also the language and region a browser of its readers names
   * (`ja_JP` is `ja-JP`, `regionalTag()`).
   */
  openGraph: string;
  /**
   * The language's name in itself (its autonym, as `Intl.DisplayNames` writes it), which the
   * header's language switch shows to its readers on every page, whatever the page's language.
   * Written here rather than asked of `Intl.DisplayNames` in the browser: the first one a page
   * makes costs about 200 ms of main thread on a phone (see `src/components/office-address.tsx`).
   */
  name: string;
  /**
   * How the enquiry form asks for a name: one full-name field (`full`), or family name then
   * given name with an optional phonetic reading (`family-given`, as Japanese forms do: 姓, 名,
   * フリガナ). Either way the enquiry carries one `name`, family name first in the second case.
   */
  nameFields: 'full' | 'family-given';
}

/**
 * The site's languages: the one place that lists them and writes their address prefixes.
 * Browser, prerender, server and scripts all read this module; nothing else spells `/ja`.
 * A third language is one entry here, plus its catalogs under `locales/<code>/`
 * (`tests/unit/third-language-site.test.ts` builds the site with one).
 */
export const localeTable = {
  en: { prefix: '', openGraph: 'en_US', name: 'English', nameFields: 'full' },
  ja: { prefix: '/ja', openGraph: 'ja_JP', name: '日本語', nameFields: 'family-given' },
} as const satisfies Record<string, LocaleEntry>;

export type Locale = keyof typeof localeTable;

/** Every locale, the default first. */
export const locales = Object.keys(localeTable) as Locale[];

/** The language of unprefixed addresses and of the source catalogs. */
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeTable, value);
}

/** A locale's language with its region, as its readers' browsers name it: `ja-JP`. */
export function regionalTag(locale: Locale): string {
  return localeTable[locale].openGraph.replace('_', '-');
}

/** The address prefix of a locale: `''` for the default, `/ja` for Japanese. */
export function localePrefix(locale: Locale): string {
  return localeTable[locale].prefix;
}

/** A locale-free path under a locale's prefix: `/team` → `/ja/team`, `/` → `/ja`. */
export function withLocalePrefix(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The locale an address's prefix names, and the path under it: `/ja/team` → ja, `/team`;
 * `/ja` and `/ja/` → ja, `/`; anything else → the default locale and the address itself.
 */
export function splitLocalePrefix(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: defaultLocale, path: pathname };
}
