/**
 * The client's contract (docs/client-contract.yml) for what moves by itself, on the built site: the
 * home carousels' period, slides per width and transition time, and the header's scrolled style
 * past its threshold, before the app has loaded (no input at all) and after it.
 */
import { expect, test, type Page } from '@playwright/test';
import { clientContract } from '../support/client-contract';
import { appNeverRan, waitForApp, withoutTheApp } from './pages';

const { settings } = clientContract;

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
