/**
 * The site's languages: the one place that lists them and writes their address prefixes.
 * Browser, prerender, server and scripts all read this module; nothing else spells `/ja`.
 * A third language is one entry here, plus its catalogs under `locales/<code>/`.
 */
export const localeTable = {
  en: { prefix: '', openGraph: 'en_US' },
  ja: { prefix: '/ja', openGraph: 'ja_JP' },
} as const;

export type Locale = keyof typeof localeTable;

/** Every locale, the default first. */
export const locales = Object.keys(localeTable) as Locale[];

/** The language of unprefixed addresses and of the source catalogs. */
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeTable, value);
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
