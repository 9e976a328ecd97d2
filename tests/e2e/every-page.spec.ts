import { expect, test } from '@playwright/test';
import { pages, viewports, waitForApp, watchProblems } from './pages';

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

test('the build prerendered every page', () => {
  // SPEC.md's 38 addresses (both Japan desk pages included); Japanese pages join as they are
  // translated.
  expect(pages.filter((page) => page.path !== '/ja' && !page.path.startsWith('/ja/')).length).toBe(
    38,
  );
});

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const entry of pages) {
      test(`${entry.path} is complete, accessible in outline, and hydrates cleanly`, async ({
        page,
        request,
      }) => {
        const raw = await request.get(entry.path);
        expect(raw.status()).toBe(200);
        const html = await raw.text();
        const prerenderedHeadings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
        expect(prerenderedHeadings, 'one h1 in the HTML before any script runs').toHaveLength(1);

        const problems = watchProblems(page);
        await page.goto(entry.path);
        await waitForApp(page);

        await expect(page).toHaveTitle(entry.title);
        await expect(page.locator('html')).toHaveAttribute('lang', entry.locale);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(textOf(prerenderedHeadings[0]![1]!));
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        await expect(page.getByRole('navigation').first()).toBeAttached();
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);
      });
    }
  });
}

for (const [path, locale, heading] of [
  ['/nope', 'en', 'We could not find that page'],
  ['/blogs/20', 'en', 'We could not find that page'],
  ['/vertical', 'en', 'We could not find that page'],
  ['/ja/nope', 'ja', 'お探しのページが見つかりませんでした'],
] as const) {
  test(`${path} answers 404 with the not-found page in ${locale}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

for (const width of [320, 768]) {
  test(`no page in either language scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const entry of pages) {
      await page.goto(entry.path);
      await waitForApp(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) overflowing.push(`${entry.path} (${overflow} px)`);
    }
    expect(overflowing).toEqual([]);
  });
}
