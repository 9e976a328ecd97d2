/**
 * The nine vertical pages as data: which sections each page has, in order, and what each section
 * holds. One set of section components renders them all; the words live in each page's catalog
 * (`locales/<lng>/<namespace>.json`) under the keys named in `verticalCatalogKeys` below.
 * A tenth vertical is a new record here, a catalog and one route.
 */

export interface VerticalItem {
  id: string;
  /** Illustration path under public/ (an SVG drawn for this site). */
  image: string;
  /** Ids of bullet points, when the item has a list. */
  points?: readonly string[];
}

export type VerticalSection =
  /** A heading and a paragraph. */
  | { kind: 'intro'; id: string }
  /** Cards with an image, alternating sides by index parity; numbered when `numbered`. */
  | { kind: 'cards'; id: string; numbered?: boolean; items: readonly VerticalItem[] }
  /** Numbered steps in order. */
  | { kind: 'steps'; id: string; items: readonly string[] }
  /** 'Client Implementations and Impact': client cards with a result line. */
  | { kind: 'results'; id: string; items: readonly VerticalItem[] }
  /** A prominent statement (headline, closing line or bottom banner). */
  | { kind: 'statement'; id: string; tone: 'plain' | 'banner' };

export interface VerticalPageContent {
  banner: { image: string };
  sections: readonly VerticalSection[];
}

const image = (namespace: string, id: string) => `/images/verticals/${namespace}/${id}.svg`;

function items(
  namespace: string,
  ids: readonly string[],
  points?: readonly string[],
): VerticalItem[] {
  return ids.map((id) => ({ id, image: image(namespace, id), ...(points ? { points } : {}) }));
}

export const verticalPages = {
  digitalTransformation: {
    banner: { image: image('digitalTransformation', 'banner') },
    sections: [
      { kind: 'intro', id: 'intro' },
      {
        kind: 'results',
        id: 'clients',
        items: items('digitalTransformation', ['fintech', 'realEstate', 'fmcg']),
      },
    ],
  },
  dataAi: {
    banner: { image: image('dataAi', 'banner') },
    sections: [
      { kind: 'intro', id: 'intro' },
      {
        kind: 'cards',
        id: 'offerings',
        items: items('dataAi', [
          'openDatasets',
          'osint',
          'publicInformation',
          'gdpr',
          'personalAi',
        ]),
      },
    ],
  },
  cloudServices: {
    banner: { image: image('cloudServices', 'banner') },
    sections: [
      { kind: 'intro', id: 'intro' },
      {
        kind: 'cards',
        id: 'offerings',
        items: items('cloudServices', [
          'strategy',
          'migration',
          'managedOperations',
          'security',
          'costOptimisation',
          'dataPlatforms',
        ]),
      },
    ],
  },
  iot: {
    banner: { image: image('iot', 'banner') },
    sections: [
      { kind: 'intro', id: 'intro' },
      {
        kind: 'cards',
        id: 'solutions',
        items: items(
          'iot',
          ['smartAssets', 'smartMobility', 'smartUtilities'],
          ['first', 'second', 'third'],
        ),
      },
      { kind: 'results', id: 'clients', items: items('iot', ['edTech', 'realEstate', 'fmcg']) },
    ],
  },
  esg: {
    banner: { image: image('esg', 'banner') },
    sections: [
      { kind: 'statement', id: 'headline', tone: 'plain' },
      {
        kind: 'steps',
        id: 'steps',
        items: ['frameworks', 'centralise', 'transform', 'audit', 'report'],
      },
      { kind: 'statement', id: 'closing', tone: 'banner' },
    ],
  },
  aiMarketing: {
    banner: { image: image('aiMarketing', 'banner') },
    sections: [
      { kind: 'statement', id: 'headline', tone: 'plain' },
      {
        kind: 'cards',
        id: 'offerings',
        numbered: true,
        items: items('aiMarketing', [
          'audienceDiscovery',
          'marketingTools',
          'demandSidePlatform',
          'influencerMarketing',
          'creatorOpportunities',
        ]),
      },
      { kind: 'statement', id: 'bottomBanner', tone: 'banner' },
    ],
  },
  growthMarketing: {
    banner: { image: image('growthMarketing', 'banner') },
    sections: [
      { kind: 'intro', id: 'intro' },
      {
        kind: 'cards',
        id: 'offerings',
        items: items('growthMarketing', [
          'strategy',
          'marketResearch',
          'brandPositioning',
          'performanceMarketing',
          'contentMarketing',
          'seo',
          'socialMedia',
          'emailAutomation',
          'conversionOptimisation',
          'analytics',
        ]),
      },
      {
        kind: 'results',
        id: 'clients',
        items: items('growthMarketing', [
          'revenueGrowth',
          'retention',
          'salesTargets',
          'acquisitionCost',
          'brandTrust',
          'globalGrowth',
        ]),
      },
    ],
  },
  globalIndex: {
    banner: { image: image('globalIndex', 'banner') },
    sections: [
      { kind: 'intro', id: 'intro' },
      {
        kind: 'cards',
        id: 'features',
        items: items('globalIndex', [
          'liveabilityIndex',
          'parameters',
          'accuracy',
          'constructionIndexes',
          'openData',
          'projections',
        ]),
      },
    ],
  },
  cyberSecurity: {
    banner: { image: image('cyberSecurity', 'banner') },
    sections: [
      { kind: 'intro', id: 'intro' },
      {
        kind: 'cards',
        id: 'layers',
        items: items(
          'cyberSecurity',
          ['humanPhysical', 'network', 'application'],
          ['first', 'second', 'third'],
        ),
      },
    ],
  },
} as const satisfies Record<string, VerticalPageContent>;

export type VerticalNamespace = keyof typeof verticalPages;

export function isVerticalNamespace(value: string): value is VerticalNamespace {
  return value in verticalPages;
}

/** Every catalog key a vertical page reads (the catalog test checks each exists in English). */
export function verticalCatalogKeys(content: VerticalPageContent): string[] {
  const keys = ['meta.title', 'meta.description', 'heading', 'banner.lead', 'banner.imageAlt'];
  for (const section of content.sections) {
    const base = `sections.${section.id}`;
    keys.push(`${base}.heading`);
    switch (section.kind) {
      case 'intro':
      case 'statement':
        keys.push(`${base}.body`);
        break;
      case 'steps':
        for (const id of section.items)
          keys.push(`${base}.items.${id}.title`, `${base}.items.${id}.description`);
        break;
      case 'cards':
      case 'results':
        for (const item of section.items) {
          const itemBase = `${base}.items.${item.id}`;
          keys.push(`${itemBase}.title`, `${itemBase}.description`, `${itemBase}.imageAlt`);
          if (section.kind === 'results') keys.push(`${itemBase}.result`);
          for (const point of item.points ?? []) keys.push(`${itemBase}.points.${point}`);
        }
        break;
    }
  }
  return keys;
}
