import { defaultLocale, type Locale } from '@contract/locales';

/** The Japan desk's structure; its words live in `locales/<lng>/japanDesk.json`. */
export const japanDeskServices = ['marketEntry', 'capabilityCentre', 'talent', 'delivery'] as const;

/** "How an engagement proceeds": its five steps, in order (docs/behaviour.md §6.8). */
export const japanDeskSteps = ['enquiry', 'discovery', 'proposal', 'agreement', 'kickOff'] as const;

/** The five FAQ entries, in order (docs/behaviour.md §6.8). */
export const japanDeskFaq = [
  'audience',
  'language',
  'engagement',
  'capabilityCentre',
  'talent',
] as const;

/**
 * The language the hero's link offers, by the page's language: the desk's own language (the
 * Japanese companies it serves read it: "Read In Japanese"), and on the page in that language the
 * site's default ("英語版はこちら"). Each catalog's `hero.languageLink` names the language offered
 * to its readers, so a language added to the site offers Japanese too.
 */
export function deskLanguageLink(locale: Locale): Locale {
  const desk: Locale = 'ja';
  return locale === desk ? defaultLocale : desk;
}
