import type * as Catalogs from '@/i18n/catalogs';
import type { Locale } from '@contract/locales';
import type { Namespace } from '@/i18n/namespaces';

/**
 * The catalogs module as if some namespaces had no Japanese file yet: lets tests prove what the
 * site does for an untranslated page, whatever the real catalogs hold today.
 */
export function withoutJapanese(
  real: typeof Catalogs,
  missing: readonly Namespace[],
): typeof Catalogs {
  const hasCatalog = (locale: Locale, namespace: Namespace) =>
    !(locale === 'ja' && missing.includes(namespace)) && real.hasCatalog(locale, namespace);
  return {
    ...real,
    hasCatalog,
    hasCatalogs: (locale, namespaces) =>
      namespaces.every((namespace) => hasCatalog(locale, namespace)),
  };
}
