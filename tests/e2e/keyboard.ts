/**
 * What the keyboard-*.spec.ts walks share: the two widths, opening a page as a visitor does, and
 * moving focus with Tab and Shift+Tab only (no click, no programmatic focus).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './pages';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 812 };

export async function open(page: Page, path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await waitForApp(page);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { limit = 120, back = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of Tab`).toBeFocused();
}

export const focused = (page: Page) => page.locator(':focus');
