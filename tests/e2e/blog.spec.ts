import { expect, test } from '@playwright/test';
import { articlesNewestFirst } from '../../src/features/blog/articles';

const articles = articlesNewestFirst();
import { waitForApp, watchProblems } from './pages';

interface CardFacts {
  href: string | null;
  title: string;
  meta: string;
}

test.describe('the blog', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists every article of the registry newest first, and each page, card and teaser agree', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto('/blogs');
    await waitForApp(page);
    const cards = page.locator('.blog-card');
    await expect(cards).toHaveCount(articles.length);
    await expect(page.locator('.blog-card__id')).toHaveText(
      articles.map((article) => `No. ${article.id}`),
    );
    const listed: CardFacts[] = await cards.evaluateAll((all) =>
      all.map((card) => ({
        href: card.querySelector('h2 a')?.getAttribute('href') ?? null,
        title: card.querySelector('h2')?.textContent ?? '',
        meta: card.querySelector('.article-meta')?.textContent ?? '',
      })),
    );
    expect(listed.map((card) => card.href)).toEqual(
      articles.map((article) => `/blogs/${article.id}`),
    );

    for (const [index, article] of articles.entries()) {
      const card = listed[index]!;
      await page.goto(`/blogs/${article.id}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
      await expect(page.locator('.article-page__header .article-meta')).toHaveText(card.meta);
      await expect(page.locator('.article-page__header time')).toHaveAttribute(
        'datetime',
        article.date,
      );
      await expect(page.locator('.article-page__body p')).toHaveCount(article.paragraphs.length);
      await expect(page.locator('.article-page__image')).toHaveCount(article.image ? 1 : 0);
      for (const link of await page.locator('.article-page__body a').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(page.locator('.article-page__body a')).toHaveCount(
        Object.keys(article.links).length,
      );
    }

    await page.goto('/');
    await waitForApp(page);
    const teasers = await page.locator('.home-insight h3').allTextContents();
    const titleOf = (id: number) =>
      listed.find((card) => card.href === `/blogs/${String(id)}`)?.title;
    expect(teasers).toEqual([16, 17, 18].map(titleOf));
    expect(problems).toEqual([]);
  });

  test('article 14 has no image and its page still reads well', async ({ page }) => {
    await page.goto('/blogs/14');
    await waitForApp(page);
    await expect(page.locator('main img')).toHaveCount(0);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const firstParagraph = await page.locator('.article-page__body p').first().boundingBox();
    expect(heading && firstParagraph && firstParagraph.y > heading.y + heading.height).toBe(true);
    await page.goto('/blogs');
    const card = page.locator('.blog-card', { has: page.locator('a[href="/blogs/14"]') });
    await expect(card.locator('img')).toHaveCount(0);
  });

  test('the breadcrumb leads back to the listing', async ({ page }) => {
    await page.goto('/blogs/3');
    await waitForApp(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  });

  test('article pages carry Article data and Open Graph tags before any script runs', async ({
    request,
  }) => {
    for (const article of articles) {
      const html = await (await request.get(`/blogs/${article.id}`)).text();
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      const found = data.find((item) => item['@type'] === 'Article');
      expect(found?.datePublished).toBe(article.date);
      expect(html).toMatch(/<meta property="og:type" content="article"\s*\/?>/);
    }
    const listing = await (await request.get('/blogs')).text();
    expect(listing).toContain('"@type":"BreadcrumbList"');
  });
});
