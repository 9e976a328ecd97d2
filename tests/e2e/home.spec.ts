import { expect, test, type Locator, type Page } from '@playwright/test';
import { verticals } from '../../src/features/verticals/verticals';
import { waitForApp, watchProblems } from './pages';

const industries = (page: Page) => page.locator('.carousel--industries');
const logos = (page: Page) => page.locator('.carousel--logos');

function visibleSlides(carousel: Locator) {
  return carousel.locator('.react-multi-carousel-item[aria-hidden="false"]');
}

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await waitForApp(page);
}

test.describe('home page', () => {
  test("shows every core vertical in the registry's order, each with points, impact and a link", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await open(page, 1280);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Setu Ventures');
    const cards = page.locator('.home-vertical');
    await expect(cards).toHaveCount(verticals.length);
    const targets = await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets).toEqual(verticals.map((vertical) => vertical.path));
    for (const card of await cards.all()) {
      await expect(card.locator('.home-vertical__points li')).toHaveCount(3);
      await expect(card.locator('.home-vertical__impact')).toContainText('Impact');
      await expect(card.getByRole('link')).toHaveText('Explore Now');
    }
    await expect(page.locator('.home-today__stat')).toHaveCount(8);
    await expect(page.locator('.home-today__stat dd')).toHaveText([
      '100+',
      '20+',
      '100+',
      '4+',
      '10+',
      '50+',
      '10+',
      '20+',
    ]);
    await expect(page.locator('.home-service')).toHaveCount(3);
    expect(problems).toEqual([]);
  });

  test('features articles 16, 17 and 18 with the blog’s titles', async ({ page }) => {
    await open(page, 1280);
    const links = page.locator('.home-insight').getByRole('link');
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
      '/blogs/16',
      '/blogs/17',
      '/blogs/18',
    ]);
    await expect(page.locator('.home-insight h3').first()).toHaveText(
      'Setu Ventures named AI Company of the Year',
    );
  });

  for (const [width, cases, clients] of [
    [1280, 3, 3],
    [1140, 3, 3],
    [1139, 2, 3],
    [1000, 2, 3],
    [857, 2, 3],
    [856, 1, 3],
    [1023, 2, 3],
    [560, 1, 3],
    [559, 1, 2],
    [375, 1, 2],
  ] as const) {
    test(`at ${width} px shows ${cases} cases and ${clients} logos at a time`, async ({ page }) => {
      await open(page, width);
      await expect(visibleSlides(industries(page))).toHaveCount(cases);
      await expect(visibleSlides(logos(page))).toHaveCount(clients);
      await expect(industries(page).locator('.react-multi-carousel-item')).toHaveCount(9);
      await expect(logos(page).locator('.react-multi-carousel-item')).toHaveCount(11);
    });
  }

  test('previous and next wrap around, a page at a time', async ({ page }) => {
    await open(page, 1280);
    const carousel = industries(page);
    await carousel.getByRole('button', { name: 'Pause automatic scrolling' }).click();
    const range = carousel.locator('.carousel__range');
    // The carousel ignores a press while its 500 ms transition runs, as a visitor would see.
    const press = async (name: string) => {
      await carousel.getByRole('button', { name }).click();
      await page.waitForTimeout(600);
    };
    await expect(range).toHaveText('Cases 1 to 3 of 9');
    await press('Previous cases');
    await expect(range).toHaveText('Cases 7 to 9 of 9');
    await expect(visibleSlides(carousel).first()).toContainText('Retail');
    await press('Next cases');
    await expect(range).toHaveText('Cases 1 to 3 of 9');
    await press('Next cases');
    await expect(range).toHaveText('Cases 4 to 6 of 9');
    await expect(visibleSlides(carousel).first()).toContainText('Ed-Tech');
  });

  test('moves by itself every 3 s, and the pause control stops it', async ({ page }) => {
    await open(page, 1280);
    await page.mouse.move(0, 0);
    const carousel = industries(page);
    const range = carousel.locator('.carousel__range');
    await expect(range).toHaveText('Cases 1 to 3 of 9');
    await expect(range).toHaveText('Cases 4 to 6 of 9', { timeout: 5000 });
    const pause = carousel.getByRole('button', { name: 'Pause automatic scrolling' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    const paused = await range.textContent();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3800);
    await expect(range).toHaveText(paused ?? '');
  });

  test('stops while the pointer rests on it or keyboard focus is inside', async ({ page }) => {
    await open(page, 1280);
    const carousel = industries(page);
    const range = carousel.locator('.carousel__range');
    await carousel.hover();
    await page.waitForTimeout(3800);
    await expect(range).toHaveText('Cases 1 to 3 of 9');
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Next cases' }).focus();
    await page.waitForTimeout(3800);
    await expect(range).toHaveText('Cases 1 to 3 of 9');
  });

  test.describe('for visitors who ask for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves: no autoplay, no video, no pause control needed', async ({ page }) => {
      await open(page, 1280);
      const range = industries(page).locator('.carousel__range');
      await page.mouse.move(0, 0);
      await page.waitForTimeout(3800);
      await expect(range).toHaveText('Cases 1 to 3 of 9');
      await expect(
        industries(page).getByRole('button', { name: /automatic scrolling/ }),
      ).toHaveCount(0);
      expect(
        await page.locator('.home-hero__video').evaluate((video: HTMLVideoElement) => video.paused),
      ).toBe(true);
    });
  });

  test('the hero clip is muted, loops, plays inline and can be paused', async ({ page }) => {
    await open(page, 1280);
    const video = page.locator('.home-hero__video');
    expect(
      await video.evaluate((element: HTMLVideoElement) => [
        element.muted,
        element.loop,
        element.playsInline,
      ]),
    ).toEqual([true, true, true]);
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(true);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.paused))
      .toBe(false);
  });
});
