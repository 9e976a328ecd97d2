/**
 * Both home carousels with the keyboard only: Tab reaches their controls and never an off-screen
 * slide (inert and hidden from screen readers, in step as it moves), the pause control and live
 * range say what is happening, and nothing moves by itself for visitors who ask for reduced motion.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { desktop, focused, open, tabTo } from './keyboard';

const carousels = [
  { name: 'industries', selector: '.carousel--industries', unit: 'cases' },
  { name: 'logos', selector: '.carousel--logos', unit: 'logos' },
] as const;

/** Whether focus is inside a slide the carousel hides (off-screen). */
function focusInHiddenSlide(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.activeElement?.closest('.react-multi-carousel-item[aria-hidden="true"]') != null,
  );
}

/** Each slide: whether it is marked hidden from screen readers, and whether it is inert. */
function slideStates(carousel: Locator) {
  return carousel.locator('.react-multi-carousel-item').evaluateAll((slides) =>
    slides.map((slide) => ({
      hidden: slide.getAttribute('aria-hidden') === 'true',
      inert: (slide as HTMLElement).inert,
    })),
  );
}

function shownIndices(states: { hidden: boolean }[]): number[] {
  return states.flatMap((state, index) => (state.hidden ? [] : [index]));
}

/** The carousel ignores a press while its transition runs (500 or 600 ms), as a visitor would see. */
const settle = (page: Page) => page.waitForTimeout(700);

test.describe('the home carousels', () => {
  for (const carousel of carousels) {
    test(`${carousel.name}: Tab reaches previous, pause and next, and Enter and Space operate them`, async ({
      page,
    }) => {
      await open(page, '/', desktop);
      const region = page.locator(carousel.selector);
      const previous = region.getByRole('button', { name: `Previous ${carousel.unit}` });
      const pause = region.getByRole('button', { name: 'Pause automatic scrolling' });
      const next = region.getByRole('button', { name: `Next ${carousel.unit}` });
      const range = region.locator('.carousel__range');

      // Walk from the top of the page: focus never lands in an off-screen slide on the way.
      for (let presses = 0; presses < 150; presses += 1) {
        if (await previous.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
        expect(await focusInHiddenSlide(page)).toBe(false);
      }
      await expect(previous).toBeFocused();
      // Focus inside stops the motion (where it had got to by then).
      await settle(page);
      const start = await range.textContent();

      await page.keyboard.press('Tab');
      await expect(pause).toBeFocused();
      // A toggle button: the same name, pressed or not.
      await page.keyboard.press('Enter');
      await expect(pause).toBeFocused();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Space');
      await expect(pause).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.press('Enter');
      await expect(pause).toHaveAttribute('aria-pressed', 'true');

      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(range).not.toHaveText(start ?? '');
      await settle(page);
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(previous).toBeFocused();
      await page.keyboard.press('Space');
      await expect(range).toHaveText(start ?? '');
      expect(await focusInHiddenSlide(page)).toBe(false);
    });

    test(`${carousel.name}: off-screen slides are inert and hidden from screen readers, in step as it moves`, async ({
      page,
    }) => {
      await open(page, '/', desktop);
      const region = page.locator(carousel.selector);
      await region.getByRole('button', { name: 'Pause automatic scrolling' }).press('Enter');
      await settle(page);
      const before = await slideStates(region);
      const shownBefore = shownIndices(before);
      expect(shownBefore).toHaveLength(3);
      for (const slide of before) expect(slide.inert).toBe(slide.hidden);

      // Give every slide a link: only those of the three slides on screen may be reached.
      await region.locator('.react-multi-carousel-item').evaluateAll((slides) =>
        slides.forEach((slide, index) => {
          const link = document.createElement('a');
          link.href = `#slide-${index}`;
          link.textContent = `slide ${index}`;
          slide.append(link);
        }),
      );
      const names = (indices: number[]) => indices.map((index) => `slide ${index}`);
      // What a screen reader finds: the links of the visible slides, no other.
      await expect(region.getByRole('link')).toHaveText(names(shownBefore));
      await tabTo(page, region.getByRole('link', { name: `slide ${shownBefore[0]}` }));
      const reached: string[] = [];
      for (let presses = 0; presses < 3; presses += 1) {
        reached.push((await focused(page).textContent()) ?? '');
        expect(await focusInHiddenSlide(page)).toBe(false);
        await page.keyboard.press('Tab');
      }
      expect(reached).toEqual(names(shownBefore));
      await expect(region.getByRole('button', { name: `Previous ${carousel.unit}` })).toBeFocused();

      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await settle(page);
      const after = await slideStates(region);
      const shownAfter = shownIndices(after);
      expect(shownAfter).toHaveLength(3);
      expect(shownAfter).not.toEqual(shownBefore);
      for (const slide of after) expect(slide.inert).toBe(slide.hidden);
      await expect(region.getByRole('link')).toHaveText(names(shownAfter));
      // Back from Next past pause and previous: the last visible slide's link, not an old one.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(focused(page)).toHaveText(`slide ${shownAfter[2]}`);
    });
  }

  test('the pause control says whether it is pressed, and the range is live only while nothing moves', async ({
    page,
  }) => {
    await open(page, '/', desktop);
    await page.mouse.move(0, 0);
    const region = page.locator('.carousel--industries');
    const range = region.locator('.carousel__range');
    const focusInside = () =>
      region.evaluate((element) => element.contains(document.activeElement));
    await expect(range).toHaveAttribute('aria-live', 'off');
    const pause = region.getByRole('button', { name: 'Pause automatic scrolling' });
    await tabTo(page, pause);
    await expect(range).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    // Focus leaves: still paused, so still polite.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(false);
    await expect(range).toHaveAttribute('aria-live', 'polite');
    // Resumed and left, it moves again, so it is quiet.
    await tabTo(page, pause);
    await page.keyboard.press('Space');
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(false);
    await expect(range).toHaveAttribute('aria-live', 'off');
  });

  test.describe('for visitors who ask for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('neither carousel moves by itself, and the buttons still work without animation', async ({
      page,
    }) => {
      await open(page, '/', desktop);
      await page.mouse.move(0, 0);
      const ranges = carousels.map((carousel) =>
        page.locator(`${carousel.selector} .carousel__range`),
      );
      const first = await Promise.all(ranges.map((range) => range.textContent()));
      expect(first).toEqual(['Cases 1 to 3 of 9', 'Logos 1 to 3 of 11']);
      // Longer than either carousel's autoplay interval (3 s and 4 s).
      await page.waitForTimeout(4600);
      for (const [index, carousel] of carousels.entries()) {
        const region = page.locator(carousel.selector);
        await expect(ranges[index]!).toHaveText(first[index]!);
        await expect(region.getByRole('button', { name: /automatic scrolling/ })).toHaveCount(0);
        await expect(ranges[index]!).toHaveAttribute('aria-live', 'polite');
        const duration = await region
          .locator('.carousel__track')
          .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
        expect(duration).toBeLessThan(0.01);
        await tabTo(page, region.getByRole('button', { name: `Next ${carousel.unit}` }));
        await page.keyboard.press('Enter');
        await expect(ranges[index]!).not.toHaveText(first[index]!);
      }
    });
  });
});
