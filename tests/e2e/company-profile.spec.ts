import { expect, test, type Page } from '@playwright/test';
import { localizePath } from '../../src/app/addresses';
import {
  profilePdfMaxBytes,
  profilePdfPath,
  profilePdfTolerance,
} from '../../src/features/company/company-profile';
import { comparableText, isA4, readPdfFacts } from '../../scripts/pdf-facts';
import { waitForApp, watchProblems } from './pages';

/**
 * The company profile's PDF in each language (docs/behaviour.md §6.15), as a reader's software
 * reads it, and the pages that link it; and pages on paper (§6.14).
 */
const profiles = {
  en: {
    title: 'Company profile | Setu Ventures',
    headings: [
      'Company profile',
      'Company overview',
      'What we do',
      'Japan Desk',
      'How an engagement proceeds',
      'Your contact at the Japan Desk',
      'Contact',
    ],
    link: /^Company profile \(PDF, (\d+) KB\)$/,
    pages: ['/company-profile', '/company', '/japan'],
  },
  ja: {
    title: '会社案内 | Setu Ventures',
    headings: [
      '会社案内',
      '会社概要',
      '事業紹介',
      'ジャパンデスク',
      'ご支援の流れ',
      'ジャパンデスクの窓口',
      'お問い合わせ',
    ],
    link: /^会社案内（PDF、(\d+) KB）$/,
    pages: [localizePath('/company-profile', 'ja'), localizePath('/company', 'ja'), '/japanese'],
  },
} as const;

for (const [locale, profile] of Object.entries(profiles) as [
  keyof typeof profiles,
  (typeof profiles)[keyof typeof profiles],
][]) {
  test.describe(`the company profile's PDF in ${locale}`, () => {
    test('is A4, under 1 MB, its fonts embedded, its text selectable and in its language', async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(profilePdfPath(locale));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
      const bytes = await response.body();
      expect(bytes.length).toBeLessThan(profilePdfMaxBytes);

      const facts = await readPdfFacts(new Uint8Array(bytes));
      expect(facts.pages).toBeGreaterThan(0);
      for (const size of facts.pageSizes) expect(isA4(size), JSON.stringify(size)).toBe(true);
      expect(facts.fonts.length).toBeGreaterThan(0);
      expect(facts.fonts.filter((font) => !font.embedded)).toEqual([]);
      if (locale === 'ja') {
        // The Japanese is set in the face the build serves it, whatever the machine has.
        expect(facts.fonts.some((font) => font.name.includes('NotoSansJP'))).toBe(true);
      }
      const text = comparableText(facts.text);
      for (const heading of profile.headings) {
        expect(text, `the PDF's text holds 「${heading}」`).toContain(comparableText(heading));
      }
      expect(facts.title).toBe(profile.title);
      // Its links name the site's public address, never the server that printed it.
      expect(facts.links.filter((link) => link.startsWith(baseURL ?? 'http://127.0.0.1'))).toEqual(
        [],
      );
    });

    for (const path of profile.pages) {
      test(`${path} links it, saying its size, within ${profilePdfTolerance * 100}% of the file's`, async ({
        page,
        request,
      }) => {
        const problems = watchProblems(page);
        await page.goto(path);
        await waitForApp(page);
        const link = page.getByRole('link', { name: profile.link });
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('href', profilePdfPath(locale));
        await expect(link).toHaveAttribute('type', 'application/pdf');
        await expect(link).toHaveAttribute('download', '');
        const stated = Number(profile.link.exec(await link.innerText())?.[1]) * 1024;
        const real = (await (await request.get(profilePdfPath(locale))).body()).length;
        expect(Math.abs(stated - real) / real).toBeLessThanOrEqual(profilePdfTolerance);
        expect(problems).toEqual([]);
      });
    }
  });
}

/** Whether the page's header, menu, skip link, footer links, carousels and calls to action show. */
async function screenOnlyParts(page: Page) {
  return {
    header: await page.getByRole('banner').isVisible(),
    menu: await page.locator('.site-nav').isVisible(),
    skipLink: await page.locator('.skip-link').isVisible(),
    footerLinks: await page.locator('.site-footer__links').isVisible(),
    carousels: await page
      .locator('.carousel')
      .evaluateAll((all) => all.some((carousel) => carousel.checkVisibility())),
    buttons: await page
      .locator('main .button')
      .evaluateAll((all) => all.some((button) => button.checkVisibility())),
  };
}

const hidden = {
  header: false,
  menu: false,
  skipLink: false,
  footerLinks: false,
  carousels: false,
  buttons: false,
};

test.describe('on paper', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an article shows its heading and text, without header, menu or footer links', async ({
    page,
  }) => {
    await page.goto('/blogs/6');
    // The print rules come with the full stylesheet, which the app brings (docs/behaviour.md §6.14).
    await waitForApp(page);
    expect((await screenOnlyParts(page)).header).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await screenOnlyParts(page)).toEqual(hidden);
    await expect(page.locator('.breadcrumb')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.article-page__body p').first()).toBeVisible();
    await expect(page.locator('.article-page__image')).toBeVisible();
    // Black on white.
    expect(
      await page
        .locator('.article-page__body p')
        .first()
        .evaluate((paragraph) => getComputedStyle(paragraph).color),
    ).toBe('rgb(0, 0, 0)');
  });

  test('the home page shows no carousel', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    expect((await screenOnlyParts(page)).carousels).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await screenOnlyParts(page)).toEqual(hidden);
  });

  for (const [locale, profile] of Object.entries(profiles)) {
    test(`the company profile in ${locale} shows its sections, not its link to the PDF`, async ({
      page,
    }) => {
      await page.goto(profile.pages[0]);
      await waitForApp(page);
      await page.emulateMedia({ media: 'print' });
      expect(await screenOnlyParts(page)).toEqual(hidden);
      await expect(page.getByRole('link', { name: profile.link })).toBeHidden();
      const headings = page.locator('main').getByRole('heading', { level: 2 });
      await expect(headings).toHaveText(profile.headings.slice(1));
      for (const heading of await headings.all()) await expect(heading).toBeVisible();
      await expect(page.locator('main ol li')).toHaveCount(5);
      await expect(page.locator('.site-footer__bottom p')).toBeVisible();
    });
  }
});
