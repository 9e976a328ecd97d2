import { defaultLocale, type Locale } from '@contract/locales';
import { leaders, type Leader, type LeaderDesignation } from '@/features/team/team';

/** The Japan desk's structure; its words live in `locales/<lng>/japanDesk.json`. */
export const japanDeskServices = ['marketEntry', 'capabilityCentre', 'talent', 'delivery'] as const;

/** "How an engagement proceeds": its five steps, in order (docs/behaviour.md §6.8). */
export const japanDeskSteps = ['enquiry', 'discovery', 'proposal', 'agreement', 'kickOff'] as const;

/** The designation, in src/features/team/team.ts, of the person who leads the desk. */
const deskLeadDesignation: LeaderDesignation = 'japanDeskDirector';

/**
 * The desk's named contact: the leader whose designation is the desk's director, read from the
 * team so that the two pages always name the same person.
 */
function deskLead(people: readonly Leader[]): Leader {
  const lead = people.find((person) => person.designation === deskLeadDesignation);
  if (!lead) throw new Error(`No leader in team.ts has the designation ${deskLeadDesignation}`);
  return lead;
}

export const japanDeskLead = deskLead(leaders);

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
