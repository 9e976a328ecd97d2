import type { i18n as I18n } from 'i18next';
import { languageChoiceKey } from './create-i18n';
import type { Locale } from '@contract/locales';

/**
 * Records the visitor's own choice of language: the detector reads it first on the next visit,
 * and the suggestion to switch stops for this one. It changes no address.
 */
export function chooseLanguage(i18n: I18n, locale: Locale): void {
  try {
    window.localStorage.setItem(languageChoiceKey, locale);
  } catch {
    // Storage can be unavailable (private mode, blocked storage): the choice lasts this visit only.
  }
  i18n.changeLanguage(locale).catch(() => undefined);
}
