/**
 * The client's contract (docs/client-contract.yml) against the code: the English catalogs say
 * its texts, the settings and registries hold its numbers, the enquiry carries its keys. The
 * built pages are held to it too, without JavaScript, before the app and after it
 * (tests/e2e/client-contract-*.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enquiryFields } from '@contract/enquiry';
import { headerScrollThreshold } from '@/behaviours/scrolled-header';
import { articles } from '@/features/blog/articles';
import { globalCapabilityOfferingIds } from '@/features/global-capability/global-capability';
import {
  clientLogos,
  coreVerticals,
  featuredArticleIds,
  homeClaims,
  industryCarousel,
  industryCases,
  logoCarousel,
  servicePoints,
  todayStats,
} from '@/features/home/home';
import { japanDeskFaq } from '@/features/japan-desk/japan-desk';
import { products } from '@/features/products/products';
import { leaderPreviewLength, leaders, staffGroups } from '@/features/team/team';
import { trainingUsps } from '@/features/ai-trainings/ai-trainings';
import { verticals, type VerticalKey } from '@/features/verticals/verticals';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { formatCount } from '@/i18n/format-count';
import { site } from '@/site';
import { clientContract, figuresIn, holdsAll } from '../support/client-contract';
import { renderApp } from '../render-app';

const english = resolve(import.meta.dirname, '../../locales/en');

/** Every English catalog string by `namespace:key`, `{{brand}}` filled in as the site does. */
const catalogTexts = new Map<string, string>();
function collect(namespace: string, value: unknown, path: string[] = []): void {
  if (typeof value === 'string') {
    catalogTexts.set(`${namespace}:${path.join('.')}`, value.replaceAll('{{brand}}', site.brand));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collect(namespace, child, [...path, key]);
  }
}
for (const file of readdirSync(english)) {
  collect(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(english, file), 'utf8')));
}

/** A vertical's items in its sections of `kind`, section by section. */
function itemsOf(key: VerticalKey, kind: 'cards' | 'results' | 'steps'): number[] {
  const vertical = verticals.find((candidate) => candidate.key === key);
  return (vertical?.sections ?? []).flatMap((section) =>
    section.kind === kind ? [section.items.length] : [],
  );
}

/** Where each count lives in the code. */
const counted: Record<string, () => number | number[]> = {
  coreVerticals: () => coreVerticals.length,
  industryCases: () => industryCases.length,
  clientLogos: () => clientLogos.length,
  homeBlogCards: () => featuredArticleIds.length,
  servicePoints: () => servicePoints.length,
  leaders: () => leaders.length,
  teamMembers: () => staffGroups.technology.length,
  blogPosts: () => articles.length,
  faqItemsPerLanguage: () => japanDeskFaq.length,
  digitalTransformationClients: () => itemsOf('digitalTransformation', 'results'),
  dataOfferings: () => itemsOf('dataAi', 'cards'),
  cloudOfferings: () => itemsOf('cloudServices', 'cards'),
  iotClients: () => itemsOf('iot', 'results'),
  esgSteps: () => itemsOf('esg', 'steps'),
  performanceMarketingCards: () => itemsOf('aiMarketing', 'cards'),
  growthMarketingOfferings: () => itemsOf('growthMarketing', 'cards'),
  growthMarketingResults: () => itemsOf('growthMarketing', 'results'),
  globalIndexCards: () => itemsOf('globalIndex', 'cards'),
  cybersecurityLayers: () => itemsOf('cyberSecurity', 'cards'),
  products: () => products.length,
  globalCapabilityOfferings: () => globalCapabilityOfferingIds.length,
  trainingUsps: () => trainingUsps.length,
};

/** The catalog strings each message is. */
const messageKeys: Record<string, string> = {
  consentMissing: 'enquiryForm:errors.consent',
  sending: 'enquiryForm:sending',
  success: 'enquiryForm:messages.success',
  failure: 'enquiryForm:messages.failure',
};

/** The English texts a page's figures come from. */
async function figureTexts(): Promise<Record<string, string[]>> {
  const i18n = await createI18n();
  await ensureNamespaces(i18n, 'en', ['home']);
  const home = i18n.getFixedT('en', 'home');
  const texts = (prefix: string) =>
    [...catalogTexts].filter(([key]) => key.startsWith(prefix)).map(([, text]) => text);
  return {
    home: [
      ...todayStats.map((stat) =>
        home(`today.values.${stat.key}`, { value: formatCount(stat.value, 'en') }),
      ),
      ...homeClaims.map((claim) =>
        home(`today.claims.${claim.key}`, { value: formatCount(claim.value, 'en') }),
      ),
    ],
    aiTrainings: texts('aiTrainings:results.stats.'),
    growthMarketing: texts('growthMarketing:sections.clients.'),
    globalIndex: texts('globalIndex:'),
  };
}

describe("the client's contract, in the code", () => {
  it('has every message in the English catalogs, word for word', () => {
    for (const [id, key] of Object.entries(messageKeys)) {
      expect(catalogTexts.get(key), `${id} (${key})`).toBe(clientContract.messages[id]?.text);
    }
  });

  it("logs the missing footer document's message", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { terms } = site.documents;
    site.documents.terms = '';
    try {
      await renderApp('/japan');
      const text = clientContract.messages.documentMissing?.text;
      await waitFor(() => expect(warn).toHaveBeenCalledWith(text, 'terms'));
    } finally {
      site.documents.terms = terms;
    }
  });

  it('checks every message it lists', () => {
    expect(Object.keys(clientContract.messages).sort()).toEqual(
      [...Object.keys(messageKeys), 'documentMissing'].sort(),
    );
  });

  it('has every label as a whole English catalog string', () => {
    const texts = new Set(catalogTexts.values());
    for (const [id, { text }] of Object.entries(clientContract.labels)) {
      expect(texts.has(text), `${id}: "${text}"`).toBe(true);
    }
  });

  it('holds its settings', () => {
    const { settings } = clientContract;
    expect(headerScrollThreshold).toBe(settings.headerScrolledPastPx);
    for (const [carousel, wanted] of [
      [industryCarousel, settings.industryCarousel],
      [logoCarousel, settings.logoCarousel],
    ] as const) {
      expect(carousel.transitionMs).toBe(wanted.transitionMs);
      expect(carousel.autoPlayMs).toBe(wanted.autoPlayMs);
      const { wide, medium, narrow } = carousel.responsive;
      expect(wide.items).toBe(wanted.slidesShown);
      if (wanted.slidesPerMove !== undefined) expect(wide.slidesToSlide).toBe(wanted.slidesPerMove);
      // Below each width of the contract, the next band shows its number of slides.
      expect({
        [String(medium.breakpoint.max + 1)]: medium.items,
        [String(narrow.breakpoint.max + 1)]: narrow.items,
      }).toEqual(wanted.narrower);
    }
    expect(leaderPreviewLength).toBe(settings.leaderPreviewCharacters);
    expect(site.copyrightYear).toBe(settings.copyrightYear);
  });

  it('has every count in its registry', () => {
    expect(Object.keys(counted).sort()).toEqual(Object.keys(clientContract.counts).sort());
    for (const [id, count] of Object.entries(counted)) {
      const wanted = clientContract.counts[id];
      // A vertical's count is of the one section of that kind on its page.
      expect(count(), id).toEqual(typeof count() === 'number' ? wanted : [wanted]);
    }
  });

  it('has every figure, whole, where its page takes it from', async () => {
    const texts = await figureTexts();
    expect(Object.keys(texts).sort()).toEqual(Object.keys(clientContract.figures).sort());
    for (const [id, { shows }] of Object.entries(clientContract.figures)) {
      const found = figuresIn((texts[id] ?? []).join('\n'));
      expect(holdsAll(found, shows), `${id}: ${found.join(' ')}`).toBe(true);
    }
  });

  it('sends the seven enquiry keys, in order', () => {
    expect(enquiryFields).toEqual(clientContract.enquiryKeys);
  });
});

describe('figures, each whole', () => {
  it('are found as written, never as part of a longer number', () => {
    expect(
      figuresIn('up to 35% growth, 135% of plan, 100+ hours, 8x faster, 1.5x, 2,400+'),
    ).toEqual(['35%', '135%', '100+', '8x']);
    expect(holdsAll(figuresIn('135% of plan'), ['35%'])).toBe(false);
    expect(holdsAll(['100+', '20+', '100+'], ['100+', '100+'])).toBe(true);
    expect(holdsAll(['100+', '20+'], ['100+', '100+'])).toBe(false);
  });
});
