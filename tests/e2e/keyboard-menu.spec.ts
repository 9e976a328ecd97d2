/**
 * The header menu with the keyboard only: on a phone the menu and its verticals submenu, on a
 * desktop the submenu, opened with Enter or Space, walked with Tab and closed with Escape or by
 * leaving it, focus returned to the button that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { verticals } from '../../src/features/verticals/verticals';
import { desktop, focused, open, phone, tabTo } from './keyboard';
import { isExpanded } from './pages';

/** Tab moves through the Our Verticals list link by link: the overview, then every vertical. */
async function tabThroughEachLink(page: Page, links: Locator) {
  await expect(links).toHaveCount(verticals.length + 1);
  for (let index = 0; index <= verticals.length; index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
  }
}

test.describe('the header menu', () => {
  test('on a phone: opens, walks its items and the verticals submenu, Escape closes each and returns focus', async ({
    page,
  }) => {
    await open(page, '/team', phone);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, menu);
    await expect(nav).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await expect.poll(() => isExpanded(page, '.site-header__menu-button')).toBe(true);

    const verticals = nav.locator('summary', { hasText: 'Our Verticals' });
    await page.keyboard.press('Tab');
    await expect(verticals).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => isExpanded(page, 'summary.verticals-menu__button')).toBe(true);
    const links = nav.locator('.verticals-menu__list').getByRole('link');
    await tabThroughEachLink(page, links);
    // Back up into the list, then Escape closes the submenu and returns to its button.
    await page.keyboard.press('Shift+Tab');
    await expect(links.nth(8)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect.poll(() => isExpanded(page, 'summary.verticals-menu__button')).toBe(false);
    await expect(verticals).toBeFocused();
    await expect(nav).toBeVisible();

    // The rest of the menu, in order, then Escape closes the menu and returns to its button.
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText('Our Products');
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText('Global Capability Centres');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect.poll(() => isExpanded(page, '.site-header__menu-button')).toBe(false);

    // Enter on a submenu link follows it (the overview first, then the first vertical).
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveText('Digital Transformation, Data Science and AI');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Vertical$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('on a desktop: the verticals submenu opens with Enter, Tab walks it, leaving it closes it', async ({
    page,
  }) => {
    await open(page, localizePath('/team', 'ja'), desktop);
    const verticals = page.locator('summary', { hasText: '事業領域' });
    const expanded = () => isExpanded(page, 'summary.verticals-menu__button');
    await tabTo(page, verticals);
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toBe(true);
    const links = page.locator('.verticals-menu__list').getByRole('link');
    await tabThroughEachLink(page, links);
    await page.keyboard.press('Tab');
    await expect.poll(expanded, { message: 'Tab out of the list closes it' }).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect(verticals).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(expanded).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(expanded).toBe(false);
    await expect(verticals).toBeFocused();
  });
});
