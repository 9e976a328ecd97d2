import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillEnquiry, horizontalOverflow, viewports, waitForApp, watchProblems } from './pages';
import { expectStored } from './spool';

const titles = [
  'Company setup',
  'End-to-end infrastructure',
  'Prime office locations',
  'Local talent acquisition',
];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Where the closing line sits in the document (not the viewport), in CSS pixels. */
function closingTop(page: Page) {
  return page
    .locator('.global-capability__closing')
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

for (const viewport of viewports) {
  test.describe(`the global capability page at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the four offerings, alternating sides on wide screens', async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto('/Global_capability');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Global Capability Centre Advisory',
      );
      const offerings = page.locator('.global-capability__offering');
      await expect(offerings).toHaveCount(4);
      for (const [index, title] of titles.entries()) {
        const offering = offerings.nth(index);
        await offering.scrollIntoViewIfNeeded();
        await expect(offering).toBeVisible();
        await expect(offering.getByRole('heading', { level: 3 })).toHaveText(title);
        const image = await box(offering.getByRole('img'));
        const text = await box(offering.locator('.global-capability__offering-text'));
        if (viewport.width < 768) {
          expect(image.y + image.height, 'stacked: image above text').toBeLessThanOrEqual(text.y);
        } else if (index % 2 === 0) {
          expect(image.x + image.width, 'image on the left').toBeLessThanOrEqual(text.x);
        } else {
          expect(text.x + text.width, 'image on the right').toBeLessThanOrEqual(image.x);
        }
      }
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    });

    test('draws the illustrations into the page at their 3:2 size, with no request and no layout shift', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/images/global-capability/')) requested.push(request.url());
      });
      await page.goto('/Global_capability');
      await waitForApp(page);
      const images = page.locator('.global-capability__offering').getByRole('img');
      await expect(images).toHaveCount(4);
      const closingBefore = await closingTop(page);
      for (let index = 0; index < 4; index += 1) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAccessibleName(/\S/);
        const { width, height } = await box(image);
        expect(width).toBeGreaterThan(0);
        expect(height).toBeCloseTo((width * 320) / 480, 0);
        // Drawn, not blank: the drawing's shapes are in the page.
        expect(await image.locator('path, rect, circle').count()).toBeGreaterThan(2);
      }
      expect(await closingTop(page)).toBeCloseTo(closingBefore, 0);
      expect(requested, 'no image request').toEqual([]);

      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 250);
          }),
      );
      expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
      expect(problems).toEqual([]);
    });

    test('sends an enquiry from the Write to us form', async ({ page }) => {
      const problems = watchProblems(page);
      await page.goto('/Global_capability');
      await waitForApp(page);
      await page.getByRole('link', { name: 'Plan your centre with us' }).click();
      await expect(page).toHaveURL(/\/Global_capability#Contact$/);
      await expect(page.locator('#Contact')).toBeInViewport();

      const values = {
        name: `GCC visitor ${randomUUID().slice(0, 8)}`,
        phone: '+91 124 000 0000',
        email: 'visitor@example.com',
        company: 'Example GmbH',
        designation: 'Head of Operations',
        message: 'We are planning a capability centre in India.',
      };
      const form = page.locator('#Contact form');
      await fillEnquiry(form, values);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByRole('status')).toHaveText(/^Email sent successfully!/);
      await expect(form.locator('[name="name"]')).toHaveValue('');
      await expectStored(values);
      expect(problems).toEqual([]);
    });
  });
}
