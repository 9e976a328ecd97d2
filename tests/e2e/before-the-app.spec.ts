import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { accessibleState, appNeverRan, waitForApp, watchProblems, withoutTheApp } from './pages';

/**
 * Each carousel's slides that are on screen (at least half inside the carousel's clipping box)
 * but hidden from assistive technology, and those off screen but exposed to it.
 */
function carouselMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-carousel]')].flatMap((carousel, index) => {
      // On screen, so laid out (the home page's later sections wait, `content-visibility: auto`).
      carousel.scrollIntoView({ block: 'center' });
      const list = carousel.querySelector('.react-multi-carousel-list');
      if (!list) return [`carousel ${String(index)}: no slide list`];
      const box = list.getBoundingClientRect();
      const slides = [...list.querySelectorAll<HTMLElement>('.react-multi-carousel-item')];
      const problems = slides.flatMap((slide, slideIndex) => {
        const { left, right, width } = slide.getBoundingClientRect();
        const visible = Math.min(right, box.right) - Math.max(left, box.left);
        const onScreen = width > 0 && visible >= width / 2;
        const exposed = slide.getAttribute('aria-hidden') !== 'true' && !slide.inert;
        if (onScreen === exposed) return [];
        const where = `carousel ${String(index)}, slide ${String(slideIndex)}`;
        return [`${where} is ${onScreen ? 'on screen but hidden' : 'off screen but exposed'}`];
      });
      const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
      return shown.length ? problems : [...problems, `carousel ${String(index)} exposes nothing`];
    }),
  );
}

test.describe('carousels tell assistive technology exactly what is on screen', () => {
  for (const width of [1280, 1000, 800, 500, 375]) {
    test(`at ${String(width)} px, before the app and without any input, then after it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // No pointer, key or touch event: what a screen reader in browse mode gets.
      await expect.poll(() => carouselMismatches(page)).toEqual([]);
      await appNeverRan(page);
      await waitForApp(page);
      await expect.poll(() => carouselMismatches(page)).toEqual([]);
    });
  }

  test('and again after a move, before the app', async ({ page }) => {
    await withoutTheApp(page);
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('/');
    const carousel = page.locator('[data-carousel]').first();
    const range = carousel.locator('.carousel__range');
    const before = await range.textContent();
    await carousel.getByRole('button', { name: 'Next cases' }).click();
    await expect(range).not.toHaveText(before ?? '');
    await expect.poll(() => carouselMismatches(page)).toEqual([]);
    // What is on screen is drawn, not clipped away: each exposed slide is what lies at its centre.
    await carousel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() =>
        carousel.evaluate((element) =>
          [...element.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"]')].map(
            (slide) => {
              const { left, top, width, height } = slide.getBoundingClientRect();
              return slide.contains(document.elementFromPoint(left + width / 2, top + height / 2));
            },
          ),
        ),
      )
      .toEqual([true, true]);
    await appNeverRan(page);
  });
});

for (const { locale, words } of [
  {
    locale: 'en' as const,
    words: {
      menu: 'Menu',
      main: 'Main',
      verticals: 'Our Verticals',
      vertical: 'Cybersecurity Solutions',
      pause: 'Pause automatic scrolling',
      next: 'Next cases',
      readMore: /Read more/,
      send: 'Send message',
      firstMissing: 'Enter your full name.',
    },
  },
  {
    locale: 'ja' as const,
    words: {
      menu: 'メニュー',
      main: 'メインメニュー',
      verticals: '事業領域',
      vertical: 'サイバーセキュリティ・ソリューション',
      pause: '自動スクロールを一時停止',
      next: '次の事例',
      readMore: /続きを読む/,
      send: '送信する',
      firstMissing: '姓を入力してください。',
    },
  },
]) {
  test.describe(`on a phone, every control answers before the app has loaded (${locale})`, () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('the menu and its verticals list open and close, and the brand stays readable', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await withoutTheApp(page);
      await page.goto(localizePath('/team', locale));
      const logo = page.locator('.site-header__logo');
      const closedLogo = await logo.boundingBox();
      const button = page.locator('.site-header__menu-button');
      const nav = page.getByRole('navigation', { name: words.main });
      await expect(nav).toBeHidden();
      await button.tap();
      await expect(nav).toBeVisible();
      expect((await accessibleState(page, '.site-header__menu-button')).expanded).toBe(true);
      // The brand keeps its size beside the button, whatever the button now says.
      const openLogo = await logo.boundingBox();
      const buttonBox = await button.boundingBox();
      expect(openLogo?.width).toBeCloseTo(closedLogo?.width ?? 0, 0);
      expect((openLogo?.x ?? 0) + (openLogo?.width ?? 0)).toBeLessThanOrEqual(buttonBox?.x ?? 0);
      expect(await logo.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
        true,
      );

      const verticals = nav.locator('summary', { hasText: words.verticals });
      await verticals.tap();
      await expect(nav.getByRole('link', { name: words.vertical })).toBeVisible();
      await verticals.tap();
      await expect(nav.getByRole('link', { name: words.vertical })).toBeHidden();
      await button.tap();
      await expect(nav).toBeHidden();
      await appNeverRan(page);
      // Only the app's entry, refused here, failed to load, and the page took that quietly.
      expect(problems.filter((problem) => !problem.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    });

    test('the home carousels move and pause', async ({ page }) => {
      await withoutTheApp(page);
      await page.goto(localizePath('/', locale));
      const carousel = page.locator('[data-carousel]').first();
      await carousel.scrollIntoViewIfNeeded();
      const range = carousel.locator('.carousel__range');
      const before = await range.textContent();
      await carousel.getByRole('button', { name: words.next }).tap();
      await expect(range).not.toHaveText(before ?? '');
      const pause = carousel.getByRole('button', { name: words.pause });
      await expect(pause).toHaveAttribute('aria-pressed', 'false');
      await pause.tap();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await appNeverRan(page);
    });

    test("a leader's biography opens as a dialog, keeps focus, and gives it back", async ({
      page,
    }) => {
      await withoutTheApp(page);
      await page.goto(localizePath('/team', locale));
      const more = page.getByRole('button', { name: words.readMore }).first();
      await more.scrollIntoViewIfNeeded();
      await more.tap();
      const dialog = page.locator('dialog[open]');
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();
      await appNeverRan(page);
    });

    test("an empty form is stopped at its first missing field, with the form's own message, and what was typed stays", async ({
      page,
    }) => {
      await withoutTheApp(page);
      await page.goto(localizePath('/Contact_Us', locale));
      const form = page.locator('main form');
      await form.locator('[name="company"]').fill('Example KK');
      const send = form.getByRole('button', { name: words.send });
      await send.scrollIntoViewIfNeeded();
      await send.tap();
      const first = form.locator('.enquiry-form__grid :is(input, textarea)').first();
      await expect(first).toBeFocused();
      expect(await first.evaluate((field) => field.matches(':invalid'))).toBe(true);
      // The page's message in the page's language, not the browser's bubble.
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription(words.firstMissing);
      await expect(form.locator('.enquiry-form__error:visible').first()).toHaveText(
        words.firstMissing,
      );
      await expect(form.locator('[name="company"]')).toHaveValue('Example KK');
      await appNeverRan(page);
    });
  });
}

for (const path of ['/japan', '/japanese']) {
  test.describe(`the Japan desk FAQ at ${path}`, () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('on a phone, its answers open and close before the app has loaded', async ({ page }) => {
      await withoutTheApp(page);
      await page.goto(path);
      const question = page.locator('main details > summary').first();
      await question.scrollIntoViewIfNeeded();
      await question.tap();
      await expect(page.locator('main details').first()).toHaveAttribute('open', '');
      await expect(page.locator('main details[open] > :not(summary)').first()).toBeVisible();
      // One answer at a time (`<details name>`): the next question closes the first.
      await page.locator('main details > summary').nth(1).tap();
      await expect(page.locator('main details[open]')).toHaveCount(1);
      await page.locator('main details > summary').nth(1).tap();
      await expect(page.locator('main details[open]')).toHaveCount(0);
      await appNeverRan(page);
    });
  });
}

test.describe('the home carousels stand still before the app', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The industries carousel's range now, and again once more than its period has passed. */
  async function rangeOverAPeriod(page: Page): Promise<[string | null, string | null]> {
    const range = page.locator('.carousel--industries .carousel__range');
    const before = await range.textContent();
    await page.waitForTimeout(3_800);
    return [before, await range.textContent()];
  }

  async function openWithoutTheApp(page: Page) {
    await withoutTheApp(page);
    await page.goto('/');
    const carousel = page.locator('.carousel--industries');
    await carousel.scrollIntoViewIfNeeded();
    // The behaviours are in place (they wrote the range for the window).
    await expect(carousel.locator('.carousel__range')).toHaveText('Cases 1 to 3 of 9');
    return carousel;
  }

  test('once paused', async ({ page }) => {
    const carousel = await openWithoutTheApp(page);
    await carousel.getByRole('button', { name: 'Pause automatic scrolling' }).click();
    await page.mouse.move(0, 0);
    const [before, after] = await rangeOverAPeriod(page);
    expect(after).toBe(before);
    await appNeverRan(page);
  });

  test('while the pointer rests on them', async ({ page }) => {
    const carousel = await openWithoutTheApp(page);
    await carousel.hover();
    const [before, after] = await rangeOverAPeriod(page);
    expect(after).toBe(before);
    // Once the pointer leaves, they move again, a whole period later.
    await page.mouse.move(0, 0);
    await expect(carousel.locator('.carousel__range')).not.toHaveText(after ?? '', {
      timeout: 4_000,
    });
    await appNeverRan(page);
  });

  test.describe('for visitors who ask for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('at all', async ({ page }) => {
      await openWithoutTheApp(page);
      const [before, after] = await rangeOverAPeriod(page);
      expect(after).toBe(before);
      await appNeverRan(page);
    });
  });
});
