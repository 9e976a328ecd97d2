import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { withLocalePrefix } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import { waitForApp, watchProblems } from './pages';

test('the English desk links to the Japanese desk and back', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/japan');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Read In Japanese' }).click();
  await expect(page).toHaveURL(/\/japanese$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/日本とインド/);
  await expect(page).toHaveTitle('ジャパンデスク | Setu Ventures');
  await page.getByRole('link', { name: '英語版はこちら' }).click();
  await expect(page).toHaveURL(/\/japan$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(problems).toEqual([]);
});

for (const [path, lang] of [
  ['/japan', 'en'],
  ['/japanese', 'ja'],
] as const) {
  test(`the FAQ on ${path} opens one answer at a time and turns its arrow`, async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // An exclusive accordion of <details name>: HTML opens one answer at a time by itself.
    const items = page.locator('details.faq-accordion__item');
    await expect(items).toHaveCount(5);
    const first = items.nth(0);
    const second = items.nth(1);

    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    const firstPanel = first.locator('.faq-accordion__panel');
    await expect(firstPanel).toBeVisible();
    const arrow = first.locator('summary svg');
    await expect
      .poll(() => arrow.evaluate((element) => getComputedStyle(element).transform))
      .not.toBe('none');

    await second.locator('summary').click();
    await expect(first).not.toHaveAttribute('open', '');
    await expect(firstPanel).toBeHidden();
    await expect(second).toHaveAttribute('open', '');

    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open', '');
    await expect(page.locator('.faq-accordion__panel:visible')).toHaveCount(0);
  });
}

test.describe('for a visitor whose browser prefers Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the English desk offers the Japanese page and never redirects', async ({ page }) => {
    await page.goto('/japan');
    await waitForApp(page);
    const notice = page.getByRole('complementary', { name: '表示言語のご案内' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/japan$/);
    await notice.getByRole('button', { name: 'このまま読み続ける' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

test('both desk pages name each other as language alternates before any script runs', async ({
  request,
}) => {
  for (const path of ['/japan', '/japanese']) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="https://www.example.com${path}"\\s*/?>`),
    );
    expect(html).toContain('hreflang="en" href="https://www.example.com/japan"');
    expect(html).toContain('hreflang="ja" href="https://www.example.com/japanese"');
    expect(html).toContain('hreflang="x-default" href="https://www.example.com/japan"');
  }
  const team = await (await request.get('/team')).text();
  expect(team).toContain(
    `hreflang="ja" href="https://www.example.com${localizePath('/team', 'ja')}"`,
  );
  const missing = await (await request.get('/nope')).text();
  expect(missing).not.toContain('hreflang=');
});

/** The Japan desk's English address under the Japanese prefix, as a visitor may guess it. */
const guessed = withLocalePrefix('/japan', 'ja');

test(`${guessed} leads to /japanese: a 301 from the server, a refresh page for static hosts`, async ({
  page,
  request,
}) => {
  const answer = await request.get(guessed, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/japanese');

  await page.goto(guessed);
  await waitForApp(page);
  await expect(page).toHaveURL(/\/japanese$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // The file a static host without redirect rules would serve for the same address.
  const fallback = readFileSync(join('dist', guessed, 'index.html'), 'utf8');
  const target = 'https://www.example.com/japanese';
  expect(fallback).toContain('<html lang="ja">');
  expect(fallback).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
  expect(fallback).toContain(`<link rel="canonical" href="${target}">`);
  expect(fallback).toContain(`<a href="${target}">移動先のページへ進む</a>`);
});
