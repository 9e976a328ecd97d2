import { expect, test } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import { isExpanded, waitForApp, watchProblems } from './pages';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu button shows and hides the navigation', async ({ page }) => {
    await page.goto('/team');
    await waitForApp(page);
    const button = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await button.click();
    await expect(nav).toBeVisible();
    await expect.poll(() => isExpanded(page, '.site-header__menu-button')).toBe(true);
    await nav.locator('summary', { hasText: 'Our Verticals' }).click();
    await nav.getByRole('link', { name: 'Cybersecurity Solutions' }).click();
    await expect(page).toHaveURL(/\/Cyber_Security$/);
    await expect(nav).toBeHidden();
    await expect.poll(() => isExpanded(page, '.site-header__menu-button')).toBe(false);
  });

  test('with the verticals list open, a tap on a link below it follows that link', async ({
    page,
  }) => {
    await page.goto('/team');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Our Verticals' }).click();
    await expect(nav.getByRole('link', { name: 'Cybersecurity Solutions' })).toBeVisible();
    // A real tap: the list must not collapse (and move the link) while the finger is down.
    const target = nav.getByRole('link', { name: /日本語/ });
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('The language link has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/team', 'ja')}$`));
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the navigation without a menu button', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('takes the scrolled style only past 50 px', async ({ page }) => {
    await page.goto('/japan');
    await waitForApp(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    const shadow = await header.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(shadow).not.toBe('none');
  });

  test('the verticals submenu works from the keyboard, with visible focus', async ({ page }) => {
    await page.goto('/team');
    await waitForApp(page);
    const button = page.locator('summary.verticals-menu__button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isExpanded(page, 'summary.verticals-menu__button')).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Digital Transformation, Data Science and AI');
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect.poll(() => isExpanded(page, 'summary.verticals-menu__button')).toBe(false);
    await expect(button).toBeFocused();
  });

  test('marks Our Verticals current on a vertical page', async ({ page }) => {
    await page.goto('/ESG');
    await expect(page.locator('summary', { hasText: 'Our Verticals' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('a skip link leads keyboard users to the main content', async ({ page }) => {
  await page.goto('/japan');
  await waitForApp(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('navigating scrolls to the top, focuses the heading and updates title and description', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/japan');
  await waitForApp(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Who We Are' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle('Who We Are | Setu Ventures');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /leadership and the engineers/,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(problems).toEqual([]);
});

test('the footer Contact Us link goes to the #Contact section', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL(/#Contact$/);
  await expect(page.locator('#Contact')).toBeInViewport();
});
