import { expect, test } from '@playwright/test';
import { defaultLocale, locales, splitLocalePrefix } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import { englishLeftOver, keyLikeText, readableText } from './page-language';
import { horizontalOverflow, pages, viewports, waitForApp, watchProblems } from './pages';

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

test('the build prerendered every page', () => {
  // The 43 addresses of docs/behaviour.md §2.1 (both Japan desk pages included); Japanese pages join as they are
  // translated.
  const unprefixed = pages.filter((page) => splitLocalePrefix(page.path).locale === defaultLocale);
  expect(unprefixed.length).toBe(43);
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
        const overflow = await horizontalOverflow(page);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);

        if (viewport.name !== 'phone') return;
        // Every language names the others (and x-default) in the head.
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
        expect(alternates.sort()).toEqual([...locales, 'x-default'].sort());
        const texts = await readableText(page);
        expect(keyLikeText(texts), 'no untranslated key on the page').toEqual([]);
        if (entry.locale !== defaultLocale) {
          expect(englishLeftOver(texts), 'no English left but names').toEqual([]);
        }
      });
    }
  });
}

for (const [path, locale, heading] of [
  ['/nope', 'en', 'We could not find that page'],
  ['/blogs/20', 'en', 'We could not find that page'],
  ['/vertical', 'en', 'We could not find that page'],
  [localizePath('/nope', 'ja'), 'ja', 'お探しのページが見つかりませんでした'],
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
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${entry.path} (${overflow} px)`);
    }
    expect(overflowing).toEqual([]);
  });
}

test('the language checks catch English, untranslated keys, and pass what is marked or named', async ({
  page,
}) => {
  await page.setContent(`<html lang="ja"><title>会社概要</title><body>
    <p>私たちについて Read more</p><p>hero.heading</p><img alt="Our team" src="data:,">
    <p>Arjun Mehta アルジュン・メータ、AI と IoT、hello@example.com</p>
    <a lang="en" href="/team">English</a><div lang="en" aria-label="Language suggestion"><p>Read in English</p></div>
  </body></html>`);
  const texts = await readableText(page);
  expect(englishLeftOver(texts)).toEqual(['Read more', 'hero', 'heading', 'Our team']);
  expect(keyLikeText(texts)).toEqual(['hero.heading']);
});
