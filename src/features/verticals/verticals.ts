import type { Namespace, Resources } from '@/i18n/namespaces';

/**
 * The registry of verticals: the nine core offerings, in the order the site presents them, each
 * with its address and the sections of its page. One set of section components renders every
 * page; the words live in the vertical's own catalog (`locales/<lng>/<key>.json`, under the keys
 * `verticalCatalogKeys` names), its menu label in `common:verticals.<key>` and its home card in
 * `home:verticals.items.<key>` (its points and impact). A tenth vertical is one record here, those
 * catalogs, its drawings under `public/images/verticals/<key>/` and its home icon
 * `public/images/home/verticals/<key>.svg`: the route, the menu, the home card, the sitemap and
 * the breadcrumbs follow from this list (docs/architecture.md).
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

/** The key of a vertical: the name of its catalog and of its label in `common:verticals`. */
export type VerticalKey = keyof Resources['common']['verticals'] & Namespace;

export interface Vertical {
  key: VerticalKey;
  /** Its address, locale-free. */
  path: string;
  /** Further addresses that show the same page (`/ai-agents` repeats `/AI-Driven`). */
  aliases?: readonly { id: string; path: string }[];
  /** Whether its page marks the header's Our Verticals menu as current (all but Data & AI). */
  marksMenu?: boolean;
  banner: { image: string };
  sections: readonly VerticalSection[];
}

/** The id of the home page's Core Verticals section (where the verticals breadcrumb leads). */
export const verticalsAnchor = 'core-verticals';

const image = (namespace: string, id: string) => `/images/verticals/${namespace}/${id}.svg`;

function items(
  namespace: string,
  ids: readonly string[],
  points?: readonly string[],
): VerticalItem[] {
  return ids.map((id) => ({ id, image: image(namespace, id), ...(points ? { points } : {}) }));
}

export const verticals: readonly Vertical[] = [
  {
    key: 'digitalTransformation',
    path: '/Vertical',
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
  {
    key: 'dataAi',
    path: '/Data_AI',
    marksMenu: false,
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
  {
    key: 'cloudServices',
    path: '/Cloud_Services',
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
  {
    key: 'iot',
    path: '/IOT',
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
  {
    key: 'esg',
    path: '/ESG',
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
  {
    key: 'aiMarketing',
    path: '/AI-Driven',
    aliases: [{ id: 'ai-agents', path: '/ai-agents' }],
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
  {
    key: 'growthMarketing',
    path: '/Growth_marketing',
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
  {
    key: 'globalIndex',
    path: '/Global_index',
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
  {
    key: 'cyberSecurity',
    path: '/Cyber_Security',
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
];

/** The vertical whose catalog is `namespace`. */
export function verticalOf(namespace: string): Vertical | undefined {
  return verticals.find((vertical) => vertical.key === namespace);
}

/** Paths on which the header's Our Verticals menu is marked current. */
export function verticalMenuPaths(): string[] {
  return verticals
    .filter((vertical) => vertical.marksMenu !== false)
    .map((vertical) => vertical.path);
}

/** Every catalog key a vertical page reads (the catalog test checks each exists in English). */
export function verticalCatalogKeys(content: Vertical): string[] {
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
