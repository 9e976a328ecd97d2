import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { site } from '@/site';
import { loadCatalog } from './catalogs';
import { defaultPostProcess, plainText } from './phrase-mark';
import { defaultLocale, isLocale, locales, type Locale } from '@contract/locales';
import type { Namespace } from './namespaces';

/** localStorage key under which the visitor's own choice of language is remembered. */
export const languageChoiceKey = 'setu.language';

const bundledCatalogs: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadCatalog(language as Locale, namespace).then(
      (catalog) => callback(null, catalog),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export interface CreateI18nOptions {
  /**
   * In the browser: let the language detector read the visitor's preference (a remembered choice
   * first, then the browser's languages). It only decides which language to offer; the address
   * alone decides which language a page shows.
   */
  detectPreference?: boolean;
}

/** A fresh i18next instance (one per prerendered page, one in the browser). */
export async function createI18n({
  detectPreference = false,
}: CreateI18nOptions = {}): Promise<I18n> {
  const i18n = i18next.createInstance();
  i18n.use(bundledCatalogs);
  // Japanese catalogs carry phrase marks; `t` returns text without them unless asked (./phrases.tsx).
  i18n.use(plainText);
  if (detectPreference) i18n.use(LanguageDetector);
  const strict = import.meta.env.DEV || import.meta.env.MODE === 'test';
  await i18n.init({
    ...(detectPreference ? {} : { lng: defaultLocale }),
    supportedLngs: locales,
    fallbackLng: defaultLocale,
    load: 'languageOnly',
    ns: [],
    defaultNS: 'common',
    partialBundledLanguages: true,
    postProcess: defaultPostProcess,
    interpolation: { escapeValue: false, defaultVariables: { brand: site.brand } },
    // `<wbr/>`: the phrase breaks of text set by `transPhrases` (./phrases.tsx).
    react: { transKeepBasicHtmlNodesFor: ['br', 'strong', 'i', 'p', 'wbr'] },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: languageChoiceKey,
      // Nothing is cached on detection: only a visitor's explicit choice is remembered.
      caches: [],
    },
    saveMissing: strict,
    missingKeyHandler: strict
      ? (languages, namespace, key) => {
          console.error(`Missing translation ${namespace}:${key} (${languages.join(', ')})`);
        }
      : false,
  });
  return i18n;
}

/** The visitor's preferred locale as the detector sees it (defaults to English). */
export function preferredLocale(i18n: I18n): Locale {
  // Not `resolvedLanguage`: that follows whichever catalogs happen to be loaded. The detected
  // language itself, reduced to its primary subtag ('ja-JP' is 'ja').
  const language = i18n.language.split('-')[0]?.toLowerCase();
  return isLocale(language) ? language : defaultLocale;
}

interface BackendConnector {
  load(languages: string[], namespaces: string[], callback: (error: unknown) => void): void;
}

/** Loads the catalogs a page needs before it renders, so no raw key ever shows. */
export function ensureNamespaces(
  i18n: I18n,
  locale: Locale,
  namespaces: readonly Namespace[],
): Promise<void> {
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
  if (missing.length === 0) return Promise.resolve();
  // i18next types its backend connector as `any`; `load` is its documented way to read several
  // namespaces of one language in a single call.
  const connector = i18n.services.backendConnector as BackendConnector;
  return new Promise((resolve, reject) => {
    connector.load([locale], missing, (error) => {
      if (error) reject(error instanceof Error ? error : new Error('Catalog failed to load'));
      else resolve();
    });
  });
}
