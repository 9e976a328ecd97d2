/**
 * The words the enquiry service writes to visitors, from the site's own catalogs in `locales/`,
 * read with i18next: the automatic reply (`enquiryReply`) and the form it shows back when a form
 * sent without JavaScript needs correcting (`enquiryForm`, the words of the form on the site).
 * A language without a catalog falls back to English.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { defaultLocale, locales } from '../../contract/locales';

const namespaces = ['enquiryReply', 'enquiryForm'] as const;

/** The site's catalogs folder (tests point at a copy). */
const defaultLocalesDir = resolve(import.meta.dirname, '..', '..', 'locales');

/** An i18next instance holding the service's catalogs in every language that has them. */
export function createServiceI18n(brand: string, localesDir = defaultLocalesDir): I18n {
  const resources: Resource = {};
  for (const locale of locales) {
    for (const namespace of namespaces) {
      const file = join(localesDir, locale, `${namespace}.json`);
      if (!existsSync(file)) continue;
      resources[locale] = {
        ...resources[locale],
        [namespace]: JSON.parse(readFileSync(file, 'utf8')) as Resource,
      };
    }
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    ns: [...namespaces],
    initAsync: false,
    // Plain text for mail; each HTML part escapes what it writes itself.
    interpolation: { escapeValue: false, defaultVariables: { brand } },
  });
  return instance;
}
