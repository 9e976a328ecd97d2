/**
 * axe-core on every prerendered page (both languages and both not-found pages) at a phone and a
 * desktop width: any violation fails, and the message names the page, the rule, its impact and the
 * offending elements.
 *
 * One browser page visits a batch of addresses in turn (a fresh page per address would cost a
 * browser context each); batches run in parallel across workers.
 */
import { expect, test } from '@playwright/test';
import { report, violationsOf } from './axe';
import { prerendered, viewports, waitForApp } from './pages';

/** How many addresses one test checks with one browser page. */
const batchSize = 10;

const batches: (typeof prerendered)[] = [];
for (let start = 0; start < prerendered.length; start += batchSize) {
  batches.push(prerendered.slice(start, start + batchSize));
}

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const batch of batches) {
      const first = batch[0]!.path;
      const last = batch[batch.length - 1]!.path;
      test(`every page from ${first} to ${last} has no violation`, async ({ page }) => {
        test.setTimeout(120_000);
        const found: string[] = [];
        for (const entry of batch) {
          const response = await page.goto(entry.path);
          expect(response?.status(), entry.path).toBe(entry.status);
          await waitForApp(page);
          found.push(...(await violationsOf(page, `${entry.path} at ${viewport.width} px`)));
        }
        expect(found.length, report(found)).toBe(0);
      });
    }
  });
}
