import { expect, test, type Locator } from '@playwright/test';
import { site } from '../../src/site';
import { horizontalOverflow, viewports, waitForApp, watchProblems } from './pages';

const names = ['Sangam', 'Tula', 'Vani', 'Dhara'];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

for (const viewport of viewports) {
  test.describe(`the products page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows four product cards with their illustrations, alternating sides on wide screens', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await page.goto('/Our_products');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
      const cards = page.locator('.products-card');
      await expect(cards).toHaveCount(4);
      for (const [index, name] of names.entries()) {
        const card = cards.nth(index);
        await card.scrollIntoViewIfNeeded();
        await expect(card).toBeVisible();
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
        await expect(card.getByRole('listitem')).toHaveCount(3);
        const image = card.getByRole('img');
        await expect(image).toHaveAccessibleName(/^Illustration: /);
        const media = await box(image);
        expect(media.height, 'drawn at 3:2').toBeCloseTo((media.width * 320) / 480, 0);
        const body = await box(card.locator('.products-card__body'));
        if (viewport.width < 768) {
          expect(media.y + media.height, 'stacked: image above text').toBeLessThanOrEqual(body.y);
        } else if (index % 2 === 0) {
          expect(media.x + media.width, 'image on the left').toBeLessThanOrEqual(body.x);
        } else {
          expect(body.x + body.width, 'image on the right').toBeLessThanOrEqual(media.x);
        }
        const action = await box(card.getByRole('link'));
        expect(action.height, 'a comfortable target').toBeGreaterThanOrEqual(44);
        expect(action.x + action.width).toBeLessThanOrEqual(viewport.width);
      }
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });

    test('opens the talent platform in a new tab, without the opener or a referrer', async ({
      page,
      context,
    }) => {
      let referer: string | null = 'not requested';
      await context.route(`${site.talentPlatformUrl}**`, async (route) => {
        referer = await route.request().headerValue('referer');
        await route.fulfill({ contentType: 'text/html', body: '<title>Talent platform</title>' });
      });
      await page.goto('/Our_products');
      await waitForApp(page);
      const link = page.getByRole('link', { name: 'Visit Sangam (opens in a new tab)' });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(site.talentPlatformUrl);
      expect(await tab.evaluate(() => window.opener as unknown)).toBeNull();
      expect(referer).toBeNull();
      await expect(page).toHaveURL(/\/Our_products$/);
    });

    test('takes the other products to the contact page', async ({ page }) => {
      const problems = watchProblems(page);
      for (const name of [
        'Request a Tula demo',
        'Talk to us about Vani',
        'Plan your Dhara data lake',
      ]) {
        await page.goto('/Our_products');
        await waitForApp(page);
        await page.getByRole('link', { name }).click();
        await expect(page).toHaveURL(/\/Contact_Us$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          "Let's Start a Conversation",
        );
      }
      expect(problems).toEqual([]);
    });
  });
}
