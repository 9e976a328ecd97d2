import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { leaders, staffGroups } from '../../src/features/team/team';
import { site } from '../../src/site';

/**
 * Latin-script text a Japanese page may rightly show, each with its reason. Anything else with a
 * lower-case Latin word in it is English left untranslated. (All-capital acronyms such as AI, ESG
 * and GCC pass by themselves: Japanese business writing uses them as they are.)
 */
const clientNames = Object.values(
  (
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../locales/en/home.json'), 'utf8'),
    ) as { clients: { logos: Record<string, string> } }
  ).clients.logos,
);
const latinOnJapanesePages: readonly (readonly [text: string, reason: string])[] = [
  [site.brand, 'the brand'],
  ...[...leaders, ...Object.values(staffGroups).flat()].map(
    ({ name }) => [name, "a person's name (with its katakana reading beside it)"] as const,
  ),
  ...clientNames.map((name) => [name, 'a client, named as on its logo'] as const),
  ...Object.entries(site.address)
    .filter(([part]) => part !== 'countryCode')
    .map(([, text]) => [text, 'the postal address, written as it is posted in India'] as const),
  ['All rights reserved', 'the copyright line, in English as on most Japanese corporate sites'],
  ['LinkedIn', 'a service name'],
  ['Facebook', 'a service name'],
  ['Retail Day', 'the name of an event (article 17)'],
  ['AI Company of the Year', 'the name of an award (article 16)'],
  [
    'Business Responsibility and Sustainability Report',
    "an Indian regulator's report, named beside its Japanese gloss (article 10)",
  ],
  ['No.', 'the article number on the blog listing (No.1)'],
  // Technical terms Japanese readers use in Latin letters.
  ...[
    'IoT',
    'MLOps',
    'DevOps',
    'SaaS',
    'PoC',
    'MoU',
    'EdTech',
    'Web',
    'th',
    'Cookie',
    'JavaScript',
  ].map((term) => [term, 'a term written in Latin letters in Japanese too'] as const),
];

/**
 * The page's text and the attributes a visitor hears (alt, aria-label, title), leaving out what is
 * marked as another language than the page's (`lang="en"` on the language switch, the suggestion
 * written in the language it offers, a Latin name), which is rightly not in the page's language.
 */
export async function readableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element | null) =>
      (element?.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (!inPageLanguage(node)) continue;
        for (const name of ['alt', 'aria-label', 'title']) {
          const value = node.getAttribute(name);
          if (value) texts.push(value);
        }
      } else if (node instanceof Text && node.parentElement) {
        const parent = node.parentElement;
        if (['script', 'style', 'noscript', 'template'].includes(parent.localName)) continue;
        if (inPageLanguage(parent) && node.data.trim()) texts.push(node.data.trim());
      }
    }
    return texts;
  });
}

const addresses = /\b(?:https?:\/\/|mailto:|tel:|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Text that looks like a catalog key that was never translated (`hero.heading`, `team:intro`). */
export function keyLikeText(texts: readonly string[]): string[] {
  return texts.flatMap((text) => [
    ...(text.replace(addresses, ' ').match(/\b[a-z][\w-]*(?:[.:][a-zA-Z][\w-]*)+\b/g) ?? []),
  ]);
}

/** Latin words with a lower-case letter that no allowed name or term explains. */
export function englishLeftOver(texts: readonly string[]): string[] {
  const allowed = [...latinOnJapanesePages.map(([text]) => text)].sort(
    (a, b) => b.length - a.length,
  );
  return texts.flatMap((text) => {
    // A no-break space (the brand in the home heading never splits) is a space between words.
    let rest = text.replaceAll('\u00a0', ' ').replace(addresses, ' ');
    for (const phrase of allowed) rest = rest.replaceAll(phrase, ' ');
    return rest.match(/[A-Za-z]*[a-z][A-Za-z]*(?:[\s,'’-]+[A-Za-z]*[a-z][A-Za-z]*)*/g) ?? [];
  });
}
