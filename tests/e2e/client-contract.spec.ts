/**
 * The client's contract (docs/client-contract.yml) on the built site, in English: without
 * JavaScript, before the app has loaded (its entry held back or refused, no input at all) and
 * after it. Every entry of the list has a check here or, for what no page shows (a message only
 * logged), in tests/unit/client-contract.test.ts; an entry without one fails the run.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { verticals } from '../../src/features/verticals/verticals';
import { clientContract, figuresIn, holdsAll } from '../support/client-contract';
import { appEntry, appNeverRan, fillEnquiryFields, waitForApp, withoutTheApp } from './pages';
import { storedEnquiries } from './spool';

const { messages, labels, settings, counts, figures, enquiryKeys } = clientContract;

const text = (id: string) => {
  const entry = messages[id];
  if (!entry) throw new Error(`No message ${id} in docs/client-contract.yml`);
  return entry.text;
};

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

/** The messages the pages show, checked on every form below. */
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

/** The two home carousels with their contract settings. */
const carousels = [
  { name: 'industries', selector: '.carousel--industries', ...settings.industryCarousel },
  { name: 'logos', selector: '.carousel--logos', ...settings.logoCarousel },
];

/**
 * When each carousel moved (its range's first slide changed), in ms from the load, watched for
 * `forMs` with no input at all: the page's behaviours before the app, the app's carousel after
 * it. (The range's first words, written as the behaviours arrive for the window's width, move
 * nothing.)
 */
async function movesOf(page: Page, forMs: number): Promise<Record<string, number[]>> {
  return page.evaluate(
    async ({ selectors, forMs: wait }) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const loadedAt = navigation?.loadEventEnd ?? 0;
      const moves: Record<string, number[]> = {};
      const firstSlide = (range: Element) => /\d+/.exec(range.textContent)?.[0];
      for (const [name, selector] of selectors) {
        const range = document.querySelector(`${selector} .carousel__range`);
        const seen: number[] = [];
        moves[name] = seen;
        if (!range) continue;
        let first = firstSlide(range);
        new MutationObserver(() => {
          if (firstSlide(range) === first) return;
          first = firstSlide(range);
          seen.push(Math.round(performance.now() - loadedAt));
        }).observe(range, { childList: true, characterData: true, subtree: true });
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
      return moves;
    },
    { selectors: carousels.map((carousel) => [carousel.name, carousel.selector] as const), forMs },
  );
}

/**
 * Each carousel moved at least twice, and each step (from the load too, `fromLoad`) took its
 * period within 0.5 s.
 */
function expectPeriods(moves: Record<string, number[]>, { fromLoad }: { fromLoad: boolean }) {
  for (const carousel of carousels) {
    const times = moves[carousel.name] ?? [];
    expect(times.length, `${carousel.name}: ${times.join(', ')}`).toBeGreaterThanOrEqual(2);
    const steps = times.map((time, index) => time - (index ? (times[index - 1] ?? 0) : 0));
    for (const step of fromLoad ? steps : steps.slice(1)) {
      expect(
        Math.abs(step - carousel.autoPlayMs),
        `${carousel.name}: ${steps.join(', ')}`,
      ).toBeLessThanOrEqual(500);
    }
  }
}

test.describe('the home carousels', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('move by themselves at their period from the load, with no input at all, before the app', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'load' });
    expectPeriods(await movesOf(page, 9_000), { fromLoad: true });
    await appNeverRan(page);
  });

  test('keep their period once the app has taken them over', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    await waitForApp(page);
    expectPeriods(await movesOf(page, 9_000), { fromLoad: false });
  });

  for (const mode of ['before the app', 'after the app'] as const) {
    test(`show their slides per width and move in their transition time, ${mode}`, async ({
      page,
    }) => {
      if (mode === 'before the app') await withoutTheApp(page);
      await page.goto('/');
      if (mode === 'after the app') await waitForApp(page);
      for (const carousel of carousels) {
        const element = page.locator(carousel.selector);
        const widths: [number, number][] = [
          [1280, carousel.slidesShown],
          ...Object.entries(carousel.narrower).map(([below, shown]): [number, number] => [
            Number(below) - 1,
            shown,
          ]),
        ];
        for (const [width, shown] of widths) {
          await page.setViewportSize({ width, height: 900 });
          await expect(
            element.locator('.react-multi-carousel-item[aria-hidden="false"]'),
            `${carousel.name} at ${String(width)} px`,
          ).toHaveCount(shown);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
        await element.locator('.carousel__pause').click();
        await element.locator('[data-carousel-move="next"]').click();
        const track = element.locator('.react-multi-carousel-track');
        await expect(track).toHaveCSS(
          'transition-duration',
          `${String(carousel.transitionMs / 1000)}s`,
        );
        if (carousel.slidesPerMove !== undefined) {
          await page.waitForTimeout(carousel.transitionMs + 100);
          await expect(element.locator('.carousel__range')).toContainText(
            `${String(carousel.slidesPerMove + 1)} to ${String(2 * carousel.slidesPerMove)}`,
          );
        }
      }
      if (mode === 'before the app') await appNeverRan(page);
    });
  }
});

for (const mode of ['before the app', 'after the app'] as const) {
  test(`the header takes its scrolled style only past ${String(settings.headerScrolledPastPx)} px, ${mode}, with no input`, async ({
    page,
  }) => {
    await page.goto('/team');
    if (mode === 'after the app') await waitForApp(page);
    const header = page.getByRole('banner');
    const scroll = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    await scroll(settings.headerScrolledPastPx);
    await expect(header).not.toHaveAttribute('data-scrolled', 'true');
    await scroll(settings.headerScrolledPastPx + 1);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(
      'none',
    );
    await scroll(0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    if (mode === 'before the app') await appNeverRan(page);
  });
}

/** Every English page with the enquiry form: the contact page, every vertical, the GCC page. */
const formPages = [
  '/Contact_Us',
  ...verticals.flatMap((vertical) => [
    vertical.path,
    ...(vertical.aliases ?? []).map((alias) => alias.path),
  ]),
  '/Global_capability',
];

function visitor(path: string) {
  return {
    name: `Contract ${path.replaceAll('/', '')} ${String(Date.now() % 1e6)}`,
    phone: '+91 124 000 0000',
    email: 'contract@example.com',
    company: 'Example Pvt Ltd',
    designation: 'CTO',
    message: `Sent from ${path}.`,
  };
}

/** Requests to the enquiry service, counted; and a gate that holds each until opened. */
function watchService(page: Page) {
  const sent: Record<string, unknown>[] = [];
  let answer: (route: Route) => Promise<void> = (route) => route.continue();
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  void page.route('**/send-email', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await gate;
    return answer(route);
  });
  return {
    sent,
    /** Lets the requests held so far, and all later ones, through, to `next`. */
    open(next?: (route: Route) => Promise<void>) {
      if (next) answer = next;
      open();
    },
    close() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
  };
}

const fail = (route: Route) => route.fulfill({ status: 503, headers: { 'retry-after': '60' } });

async function expectSending(page: Page) {
  const button = page.locator('#Contact form button[type="submit"]');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(text('sending'), { useInnerText: true });
}

/** Holds the app's entry back until the function it returns is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const arrives = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(appEntry, async (route) => {
    await arrives;
    await route.continue();
  });
  return release;
}

/** Fills the form with `values`, ticks consent and sends it: "Sending..." on a disabled button. */
async function send(page: Page, values: ReturnType<typeof visitor>) {
  const form = page.locator('#Contact form');
  await fillEnquiryFields(form, values);
  await form.locator('[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expectSending(page);
}

/** The failure message shown, every value kept. */
async function expectFailureKeeping(page: Page, values: ReturnType<typeof visitor>) {
  const form = page.locator('#Contact form');
  await expect(form.getByRole('alert')).toHaveText(text('failure'));
  await expect(form.locator('[name="name"]')).toHaveValue(values.name);
  await expect(form.locator('[name="message"]')).toHaveValue(values.message);
  await expect(form.locator('[name="consent"]')).toBeChecked();
}

async function expectConsentRefused(page: Page, service: ReturnType<typeof watchService>) {
  const form = page.locator('#Contact form');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[name="consent"]')).toHaveAccessibleDescription(
    text('consentMissing'),
  );
  await expect(form.locator('.enquiry-form__error:visible')).toHaveText(text('consentMissing'));
  expect(service.sent).toEqual([]);
}

for (const path of formPages) {
  test.describe(`the form on ${path}, in the client's words`, () => {
    test('before the app: refused without consent, "Sending..." while held, then sent once the app is there, cleared with the success message', async ({
      page,
    }) => {
      // The app's entry is held back until the send has been seen waiting.
      const releaseApp = await holdTheApp(page);
      const service = watchService(page);
      service.open();
      await page.goto(path);
      const form = page.locator('#Contact form');
      const values = visitor(path);
      await fillEnquiryFields(form, values);
      await expectConsentRefused(page, service);
      await send(page, values);
      await appNeverRan(page);
      releaseApp();
      await expect(form.getByRole('status')).toContainText(text('success'));
      await expect(form.locator('[name="name"]')).toHaveValue('');
      expect(service.sent).toHaveLength(1);
      expect(Object.keys(service.sent[0] ?? {}).slice(0, enquiryKeys.length)).toEqual(enquiryKeys);
      await expect.poll(() => storedEnquiries(values.name)).toHaveLength(1);
    });

    test('before the app: a send that fails once the app is there keeps the values and shows the error', async ({
      page,
    }) => {
      const releaseApp = await holdTheApp(page);
      watchService(page).open(fail);
      await page.goto(path);
      const values = visitor(path);
      await send(page, values);
      releaseApp();
      await expectFailureKeeping(page, values);
    });

    test('after the app: refused without consent, "Sending..." while it sends, cleared on success, values kept on failure', async ({
      page,
    }) => {
      const service = watchService(page);
      await page.goto(path);
      await waitForApp(page);
      const form = page.locator('#Contact form');
      const values = visitor(path);
      await fillEnquiryFields(form, values);
      await expectConsentRefused(page, service);
      await send(page, values);
      service.open();
      await expect(form.getByRole('status')).toContainText(text('success'));
      await expect(form.locator('[name="name"]')).toHaveValue('');
      expect(Object.keys(service.sent[0] ?? {}).slice(0, enquiryKeys.length)).toEqual(enquiryKeys);

      service.close();
      const again = { ...visitor(path), message: 'A second question.' };
      await send(page, again);
      // Any earlier message is cleared as the form is sent.
      await expect(form.locator('.enquiry-form__message--success')).toBeEmpty();
      service.open(fail);
      await expectFailureKeeping(page, again);
    });
  });
}
