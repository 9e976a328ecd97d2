import { expect, test, type Locator } from '@playwright/test';
import { site } from '../../src/site';
import { horizontalOverflow, viewports, waitForApp, watchProblems } from './pages';

const subject = 'Free consultation: AI training for our teams';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('the consultation button works before any script runs', async ({ request }) => {
  const html = await (await request.get('/ai-trainings')).text();
  const href = `https://mail.google.com/mail/?view=cm&amp;fs=1&amp;to=${encodeURIComponent(site.email)}&amp;su=${encodeURIComponent(subject)}`;
  expect(html).toContain(`href="${href}" target="_blank" rel="noopener noreferrer"`);
});

for (const viewport of viewports) {
  test.describe(`the AI trainings page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the hero, the three figures, the three reasons and the three features', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await page.goto('/ai-trainings');
      await waitForApp(page);
      const heroText = await box(page.locator('.ai-trainings-page__hero-text'));
      const heroImage = page.locator('.ai-trainings-page__hero-image');
      // Drawn inline (a first-screen illustration), with its description.
      await expect(heroImage).toBeVisible();
      await expect(heroImage).toHaveAccessibleName(/./);
      const image = await box(heroImage);
      if (viewport.width < 900) {
        expect(heroText.y + heroText.height, 'image below the text').toBeLessThanOrEqual(image.y);
      } else {
        expect(heroText.x + heroText.width, 'image beside the text').toBeLessThanOrEqual(image.x);
      }
      const cta = await box(page.locator('.ai-trainings-page__hero').getByRole('link'));
      expect(cta.height, 'a comfortable target').toBeGreaterThanOrEqual(44);

      const stats = page
        .getByRole('list', { name: 'AI training in numbers' })
        .getByRole('listitem');
      await expect(stats).toHaveText([
        /100\+\s*hours of training delivered/,
        /45%\s*peak productivity increase/,
        /8x\s*workforce optimization/,
      ]);
      const tops = await Promise.all(
        [0, 1, 2].map(async (index) => (await box(stats.nth(index))).y),
      );
      if (viewport.width < 640) {
        expect(tops[0]!, 'stacked').toBeLessThan(tops[1]!);
        expect(tops[1]!, 'stacked').toBeLessThan(tops[2]!);
      } else {
        expect(new Set(tops).size, 'one row').toBe(1);
      }

      const results = page.getByRole('region', { name: 'Training that shows in the results' });
      await expect(results.getByRole('heading', { level: 3 })).toHaveCount(3);
      const features = page.getByRole('region', { name: 'How the training works' });
      await expect(features.getByRole('heading', { level: 3 })).toHaveText([
        'Hands-on workshops',
        'Expert instructors',
        'Ongoing support',
      ]);
      const icons = features.locator('img');
      await expect(icons).toHaveCount(3);
      await features.scrollIntoViewIfNeeded();
      for (const icon of await icons.all()) {
        await expect
          .poll(() => icon.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
      }
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });

    test('Get a Free Consultation composes a mail to the company in a new tab, without the opener', async ({
      page,
      context,
    }) => {
      await context.route('https://mail.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Compose</title>' }),
      );
      await page.goto('/ai-trainings');
      await waitForApp(page);
      const link = page
        .locator('.ai-trainings-page__hero')
        .getByRole('link', { name: 'Get a Free Consultation (opens in a new tab)' });
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      const url = new URL(tab.url());
      expect(`${url.origin}${url.pathname}`).toBe('https://mail.google.com/mail/');
      expect(url.searchParams.get('view')).toBe('cm');
      expect(url.searchParams.get('fs')).toBe('1');
      expect(url.searchParams.get('to')).toBe(site.email);
      expect(url.searchParams.get('su')).toBe(subject);
      expect(await tab.evaluate(() => window.opener as unknown)).toBeNull();
      await expect(page).toHaveURL(/\/ai-trainings$/);
    });
  });
}
