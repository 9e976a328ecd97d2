import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithCatalogs } from '../../../tests/render-app';
import { ArticleMeta } from './article-meta';
import { articles } from './articles';

/**
 * A date on the blog is data (the registry's ISO date), written by the one formatter in the
 * page's language: 「2025年8月22日」 in Japanese, "August 22, 2025" in English, and never typed
 * into a catalog, where it would drift from the registry and from the format.
 */

const japaneseDate = /^\d{4}年\d{1,2}月\d{1,2}日$/;
const englishDate =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const times = (container: HTMLElement) => [...container.querySelectorAll('time')];

describe('blog dates', () => {
  it.each([
    ['ja', japaneseDate],
    ['en', englishDate],
  ] as const)('every article’s metadata gives its date one way in %s', async (locale, format) => {
    for (const article of articles) {
      const { container, unmount } = await renderWithCatalogs(
        <ArticleMeta article={article} className="article-meta" />,
        { locale, namespaces: ['articles', 'blog'] },
      );
      const [time, ...others] = times(container);
      expect(others).toEqual([]);
      expect(time?.dateTime).toBe(article.date);
      expect(time?.textContent, `article ${String(article.id)}`).toMatch(format);
      unmount();
    }
  });

  it('writes 2025-08-22 as 2025年8月22日 on the Japanese listing, and every card the same way', async () => {
    const { container } = await renderApp('/ja/blogs');
    const dates = times(container);
    expect(dates).toHaveLength(articles.length);
    for (const time of dates) expect(time.textContent).toMatch(japaneseDate);
    const sixteen = dates.find((time) => time.dateTime === '2025-08-22');
    expect(sixteen?.textContent).toBe('2025年8月22日');
  });

  it('writes an article page’s two metadata lines the same way in Japanese', async () => {
    await renderApp('/ja/blogs/9');
    const dates = times(screen.getByRole('main'));
    expect(dates.map((time) => time.textContent)).toEqual(['2025年6月27日', '2025年6月27日']);
  });

  it('keeps dates out of the blog’s catalogs (the registry holds them)', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const written = [
      /\d{4}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{1,2}/, // 2025/08/22, 2025-08-22, 2025.8.22
      /\d{1,2}\s*\/\s*\d{1,2}\s*\/\s*\d{2,4}/, // 08/22/2025, 22/8/25
      /\d{4}\s*年\s*\d{1,2}\s*月/, // 2025年8月, 2025年8月22日
      /\d{1,2}\s*月\s*\d{1,2}\s*日/, // 8月22日
      /(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}/,
      /\d{1,2}\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}/,
    ];
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const checked: string[] = [];
    for (const locale of ['en', 'ja']) {
      const folder = resolve(root, 'locales', locale);
      for (const file of readdirSync(folder)) {
        if (!/^(article\d+|articles|blog)\.json$/.test(file)) continue;
        checked.push(`${locale}/${file}`);
        const catalog = JSON.parse(readFileSync(resolve(folder, file), 'utf8')) as unknown;
        for (const text of strings(catalog)) {
          for (const date of written) expect(text, `${locale}/${file}`).not.toMatch(date);
        }
      }
    }
    expect(checked).toHaveLength(2 * (articles.length + 2));
  });
});
