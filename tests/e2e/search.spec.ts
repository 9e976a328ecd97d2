import { expect, test, type Page } from '@playwright/test';
import { waitForApp, watchProblems } from './pages';

/** docs/behaviour.md §14: what a visitor asks in each language, and a page that answers it. */
const searches = {
  en: {
    home: '/',
    search: '/search',
    label: 'Search this site',
    linkName: 'Search',
    query: 'ESG',
    count: /^\d+ pages match “ESG”\.$/,
    expected: { href: '/ESG', heading: 'AI-Driven ESG Innovations' },
    none: 'No page matches “qwxzv”. Try another word, or fewer words.',
  },
  ja: {
    home: '/ja',
    search: '/ja/search',
    label: 'キーワード',
    linkName: 'サイト内検索',
    // Written without spaces, as Japanese is: the index must have segmented it into words.
    query: 'データ基盤',
    count: /^「データ基盤」に一致するページが\d+件見つかりました。$/,
    expected: { href: '/ja/blogs/1', heading: 'AIの前に、まずデータ基盤を' },
    none: '「qwxzv」に一致するページは見つかりませんでした。別のキーワードか、より少ない語でお試しください。',
  },
} as const;

/** The addresses of search's own files (/pagefind/…) the page has asked for. */
function watchSearchFiles(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) asked.push(pathname);
  });
  return asked;
}

for (const [locale, words] of Object.entries(searches)) {
  test.describe(`search in ${locale}`, () => {
    test('the header leads to search; a result opens by keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const problems = watchProblems(page);
      const searchFiles = watchSearchFiles(page);
      await page.goto(words.home);
      await waitForApp(page);
      await page
        .getByRole('navigation', { name: locale === 'ja' ? 'メインメニュー' : 'Main' })
        .getByRole('link', { name: words.linkName, exact: true })
        .click();
      await expect(page).toHaveURL(words.search);
      // Nothing of search has loaded with the pages, nor before the field is reached.
      expect(searchFiles).toEqual([]);

      const form = page.getByRole('search');
      const field = form.getByRole('searchbox', { name: words.label });
      await field.focus();
      await page.keyboard.type(words.query);
      const status = page.getByRole('status');
      await expect(status).toHaveText(words.count);
      await expect(page).toHaveURL(`${words.search}?q=${encodeURIComponent(words.query)}`);
      expect(searchFiles.some((file) => file.endsWith('.pf_meta'))).toBe(true);
      expect(searchFiles.join(' ')).toContain(`/pagefind/pagefind.${locale}_`);

      const results = page.getByRole('list', { name: locale === 'ja' ? '検索結果' : 'Results' });
      const result = results.getByRole('link', { name: words.expected.heading, exact: true });
      await expect(result).toHaveAttribute('href', words.expected.href);
      // The passage around the match shows the matched words marked.
      await expect(results.locator('mark').first()).toBeVisible();

      // From the field, Tab reaches the Search button, then the results in order; Enter opens one.
      await field.focus();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('button')).toBeFocused();
      const links = results.getByRole('link');
      const position = await links.evaluateAll(
        (anchors, href) => anchors.findIndex((anchor) => anchor.getAttribute('href') === href),
        words.expected.href,
      );
      expect(position).toBeGreaterThanOrEqual(0);
      for (let step = 0; step <= position; step += 1) await page.keyboard.press('Tab');
      await expect(result).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(words.expected.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.expected.heading);
      expect(problems).toEqual([]);
    });

    test('a shared search address shows its results with no touch, and none is said so', async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await page.goto(`${words.search}?q=${encodeURIComponent(words.query)}`);
      await expect(page.getByRole('status')).toHaveText(words.count);
      await expect(page.getByRole('searchbox')).toHaveValue(words.query);

      await page.getByRole('searchbox').fill('qwxzv');
      await page.getByRole('searchbox').press('Enter');
      await expect(page.getByRole('status')).toHaveText(words.none);
      await expect(page.getByRole('list', { name: /^(Results|検索結果)$/ })).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('a search pressed before the app has loaded is made once it has', async ({ page }) => {
      await page.goto(words.search);
      // Typed and sent at once: the boot script holds the send and starts the app.
      await page.getByRole('searchbox').fill(words.query);
      await page.getByRole('searchbox').press('Enter');
      await expect(page.getByRole('status')).toHaveText(words.count);
      await expect(page).toHaveURL(`${words.search}?q=${encodeURIComponent(words.query)}`);
    });
  });
}

test('on a phone, search is a link of the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/blogs');
  await page.getByRole('button', { name: 'Menu' }).click();
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Search', exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
});
