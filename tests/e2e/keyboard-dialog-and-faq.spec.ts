/**
 * The leader dialog and the FAQ accordion with the keyboard only: the dialog opens from its button,
 * traps Tab and gives focus back when it closes; the accordion's answers open and close with Enter
 * and Space, one at a time.
 */
import { expect, test, type Locator } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { desktop, open, tabTo } from './keyboard';

test.describe('the leader dialog', () => {
  for (const [path, name, closeLabel] of [
    ['/team', 'Read more about Priya Raghavan', 'Close'],
    [localizePath('/team', 'ja'), /Priya Raghavan|プリヤ/, '閉じる'],
  ] as const) {
    test(`on ${path}: opens from its button, traps Tab, Escape and Close close it, focus returns`, async ({
      page,
    }) => {
      await open(page, path, desktop);
      const opener = page.getByRole('button', { name });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const items = dialog.locator('a[href], button');
      const count = await items.count();
      expect(count).toBe(4);
      await expect(items.first()).toBeFocused();
      for (let lap = 0; lap < 2; lap += 1) {
        for (let index = 1; index <= count; index += 1) {
          await page.keyboard.press('Tab');
          await expect(items.nth(index % count)).toBeFocused();
        }
      }
      for (let index = count - 1; index >= 0; index -= 1) {
        await page.keyboard.press('Shift+Tab');
        await expect(items.nth(index)).toBeFocused();
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();

      // Space opens it too, also at once after Escape; the Close button closes it with Space.
      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: closeLabel, exact: true })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }
});

test.describe('the FAQ accordion', () => {
  for (const path of ['/japan', '/japanese']) {
    test(`on ${path}: Enter and Space toggle the answers, one open at a time`, async ({ page }) => {
      await open(page, path, desktop);
      const items = page.locator('details.faq-accordion__item');
      const [first, second] = [items.nth(0), items.nth(1)];
      const question = (item: Locator) => item.locator('summary');
      const panel = (item: Locator) => item.locator('.faq-accordion__panel');
      const isOpen = (item: Locator) =>
        item.evaluate((element: HTMLDetailsElement) => element.open);
      await tabTo(page, question(first));
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(first)).toBe(true);
      await expect(panel(first)).toBeVisible();
      await page.keyboard.press('Space');
      await expect.poll(() => isOpen(first)).toBe(false);
      await expect(panel(first)).toBeHidden();
      await page.keyboard.press('Space');
      // The open answer holds no link, so Tab goes on to the next question.
      await page.keyboard.press('Tab');
      await expect(question(second)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(second)).toBe(true);
      await expect.poll(() => isOpen(first)).toBe(false);
      await expect(panel(second)).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(question(first)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(first)).toBe(true);
      await expect.poll(() => isOpen(second)).toBe(false);
    });
  }
});
