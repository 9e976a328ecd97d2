/**
 * The client's contract (docs/client-contract.yml) on the built pages, in English: each page shows
 * the client's labels, counts and figures, and the leaders' previews, without JavaScript, before the
 * app has loaded (its entry refused) and after it. Every entry of the list has a check in the
 * client-contract-*.spec.ts files or, for what no page shows (a message only logged), in
 * tests/unit/client-contract.test.ts; the first test here fails on an entry without one.
 */
import { expect, test, type Page } from '@playwright/test';
import { clientContract, figuresIn, holdsAll } from '../support/client-contract';
import { appNeverRan, waitForApp, withoutTheApp } from './pages';

const { messages, labels, settings, counts, figures } = clientContract;

/** Where each count is on the site: the pages, and what to count there. */
const countedOn: Record<string, { pages: string[]; selector: string }> = {
  coreVerticals: { pages: ['/'], selector: '.home-vertical' },
  industryCases: { pages: ['/'], selector: '.carousel--industries .react-multi-carousel-item' },
  clientLogos: { pages: ['/'], selector: '.carousel--logos .react-multi-carousel-item' },
  homeBlogCards: { pages: ['/'], selector: '.home-insight' },
  servicePoints: { pages: ['/'], selector: '.home-service' },
  leaders: { pages: ['/team'], selector: '.team-leader' },
  teamMembers: { pages: ['/team'], selector: '.team-member' },
  blogPosts: { pages: ['/blogs'], selector: '.blog-card' },
  faqItemsPerLanguage: { pages: ['/japan', '/japanese'], selector: '.faq-accordion__item' },
  digitalTransformationClients: { pages: ['/Vertical'], selector: section('clients') },
  dataOfferings: { pages: ['/Data_AI'], selector: section('offerings') },
  cloudOfferings: { pages: ['/Cloud_Services'], selector: section('offerings') },
  iotClients: { pages: ['/IOT'], selector: section('clients') },
  esgSteps: { pages: ['/ESG'], selector: '.vertical-step' },
  performanceMarketingCards: {
    pages: ['/AI-Driven', '/ai-agents'],
    selector: section('offerings'),
  },
  growthMarketingOfferings: { pages: ['/Growth_marketing'], selector: section('offerings') },
  growthMarketingResults: { pages: ['/Growth_marketing'], selector: section('clients') },
  globalIndexCards: { pages: ['/Global_index'], selector: section('features') },
  cybersecurityLayers: { pages: ['/Cyber_Security'], selector: section('layers') },
  products: { pages: ['/Our_products'], selector: '.products-card' },
  globalCapabilityOfferings: {
    pages: ['/Global_capability'],
    selector: '.global-capability__offering',
  },
  trainingUsps: { pages: ['/ai-trainings'], selector: '.ai-trainings-usps .card' },
};

/** The cards of a vertical page's section. */
function section(id: string): string {
  return `[aria-labelledby="vertical-${id}"] .vertical-card`;
}

/** What each page must show: labels, counts and figures, by page. */
const byPage = new Map<
  string,
  { labels: string[]; counts: [string, string, number][]; figures: string[] }
>();
function on(path: string) {
  const entry = byPage.get(path) ?? { labels: [], counts: [], figures: [] };
  byPage.set(path, entry);
  return entry;
}
for (const { text: label, page } of Object.values(labels)) on(page).labels.push(label);
for (const [id, count] of Object.entries(counts)) {
  const where = countedOn[id];
  for (const page of where?.pages ?? []) on(page).counts.push([id, where?.selector ?? '', count]);
}
for (const { page, shows } of Object.values(figures)) on(page).figures.push(...shows);

/** The messages the pages show, checked on every form (client-contract-form.spec.ts). */
const shownMessages = ['consentMissing', 'sending', 'success', 'failure'];

test('every entry of the contract has its check here', () => {
  expect(Object.keys(countedOn).sort()).toEqual(Object.keys(counts).sort());
  // `documentMissing` is only logged, never shown: tests/unit/client-contract.test.ts checks it.
  expect(Object.keys(messages).sort()).toEqual([...shownMessages, 'documentMissing'].sort());
  expect(Object.keys(settings).sort()).toEqual(
    [
      'copyrightYear',
      'headerScrolledPastPx',
      'industryCarousel',
      'leaderPreviewCharacters',
      'logoCarousel',
    ].sort(),
  );
});

type Mode = 'without JavaScript' | 'before the app' | 'after the app';

/**
 * What the page shows, read from the DOM (not as CSS may restyle it): each visible element's whole
 * text and each of its text nodes (a link's words apart from its hidden "opens in a new tab"),
 * the text nodes of main and footer one by one (a figure is never glued to its neighbour's
 * words), and how many elements each selector finds.
 */
function pageFacts(page: Page, selectors: string[]) {
  return page.evaluate((counted) => {
    const normal = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
    const nodesOf = (root: Node | null) => {
      const nodes: string[] = [];
      if (!root) return nodes;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = normal(node.textContent);
        if (value) nodes.push(value);
      }
      return nodes;
    };
    const visible = [...document.body.querySelectorAll('*')].filter((element) =>
      element.checkVisibility(),
    );
    const texts = new Set([
      ...visible.map((element) => normal(element.textContent)),
      ...visible.flatMap((element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => normal(node.textContent)),
      ),
    ]);
    return {
      texts: [...texts],
      main: nodesOf(document.querySelector('main')).join(' \n '),
      footer: nodesOf(document.querySelector('footer')).join(' '),
      counts: counted.map((selector) => document.querySelectorAll(selector).length),
    };
  }, selectors);
}

async function checkPage(page: Page, path: string, mode: Mode) {
  const wanted = byPage.get(path);
  if (!wanted) throw new Error(`Nothing to check on ${path}`);
  if (mode === 'before the app') await withoutTheApp(page);
  await page.goto(path);
  if (mode === 'after the app') await waitForApp(page);
  const facts = await pageFacts(
    page,
    wanted.counts.map(([, selector]) => selector),
  );
  for (const label of wanted.labels) {
    expect(facts.texts, `"${label}" as an element's whole text`).toContain(label);
  }
  wanted.counts.forEach(([id, , count], index) => {
    expect(facts.counts[index], id).toBe(count);
  });
  const found = figuresIn(facts.main);
  expect(
    holdsAll(found, wanted.figures),
    `figures ${wanted.figures.join(' ')} in ${found.join(' ')}`,
  ).toBe(true);
  expect(facts.footer).toContain(`© ${String(settings.copyrightYear)} `);
  if (mode === 'before the app') await appNeverRan(page);
}

for (const mode of ['without JavaScript', 'before the app', 'after the app'] as const) {
  test.describe(`${mode}, the pages show the client's labels, counts and figures`, () => {
    test.use({
      javaScriptEnabled: mode !== 'without JavaScript',
      viewport: { width: 1280, height: 900 },
    });
    for (const path of byPage.keys()) {
      test(path, async ({ page }) => {
        await checkPage(page, path, mode);
      });
    }

    test("each leader's preview is the first 200 characters or fewer of the biography, then an ellipsis", async ({
      page,
    }) => {
      if (mode === 'before the app') await withoutTheApp(page);
      await page.goto('/team');
      if (mode === 'after the app') await waitForApp(page);
      const leaders = await page.evaluate(() =>
        [...document.querySelectorAll('.team-leader')].map((card) => {
          const dialog = document.getElementById(
            card.querySelector('button[commandfor]')?.getAttribute('commandfor') ?? '',
          );
          const paragraphs = [...(dialog?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
          return {
            preview: card.querySelector('.team-leader__preview')?.textContent ?? '',
            biography: paragraphs.sort((a, b) => b.length - a.length)[0] ?? '',
          };
        }),
      );
      expect(leaders).toHaveLength(counts.leaders ?? 0);
      for (const { preview, biography } of leaders) {
        expect(biography.length, preview).toBeGreaterThan(settings.leaderPreviewCharacters);
        expect(preview.endsWith('…'), preview).toBe(true);
        const shown = preview.slice(0, -1);
        expect(Array.from(shown).length).toBeLessThanOrEqual(settings.leaderPreviewCharacters);
        expect(biography.startsWith(shown), preview).toBe(true);
      }
    });
  });
}
