import type { Resources } from '@/i18n/namespaces';

/** The day the policy last changed, shown at its top (docs/behaviour.md §6.13). */
export const privacyUpdated = '2026-11-28';

/**
 * The named tags the policy's text may carry, each rendered by Trans as one element: the e-mail
 * link and the date of the last change. Any other markup in the catalog fails the catalog test.
 */
export const privacyMarkup = ['mail', 'time'] as const;

type SectionId = keyof Resources['privacy']['sections'];

/**
 * A section's text, in order: a string is a paragraph (`sections.<id>.<key>`), a list holds the
 * keys of its items (`sections.<id>.items.<key>`).
 */
type Block = string | readonly string[];

/** The policy's sections in the order it shows them; `privacy.test.ts` proves every key exists. */
export const privacySections: readonly { id: SectionId; blocks: readonly Block[] }[] = [
  { id: 'who', blocks: ['body', 'contact'] },
  {
    id: 'collected',
    blocks: ['intro', ['name', 'contact', 'company', 'message', 'context'], 'sensitive'],
  },
  { id: 'notCollected', blocks: ['tracking', 'language', 'address'] },
  { id: 'purposes', blocks: ['intro', ['answer', 'receipt', 'followUp'], 'noMarketing'] },
  { id: 'legalBasis', blocks: ['appi', 'gdpr'] },
  { id: 'recipients', blocks: ['intro', ['staff', 'mail', 'hosting'], 'noOneElse'] },
  { id: 'transfer', blocks: ['body'] },
  { id: 'retention', blocks: ['body', 'erasure'] },
  { id: 'security', blocks: ['body', 'corrections'] },
  {
    id: 'rights',
    blocks: [
      'intro',
      ['access', 'correct', 'delete', 'object', 'withdraw'],
      'howToAsk',
      'complaint',
    ],
  },
  { id: 'changes', blocks: ['body'] },
];

/** Every catalog key a section reads, for the test that proves they exist. */
export function privacySectionKeys(): string[] {
  return privacySections.flatMap(({ id, blocks }) => [
    `sections.${id}.heading`,
    ...blocks.flatMap((block) =>
      typeof block === 'string'
        ? [`sections.${id}.${block}`]
        : block.map((item) => `sections.${id}.items.${item}`),
    ),
  ]);
}
