// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleById, articles, articlesNewestFirst } from './articles';
import { authorName } from './author-name';

const root = resolve(import.meta.dirname, '../../..');
const read = (file: string) =>
  JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Record<string, unknown>;
const listing = read('locales/en/articles.json') as {
  items: Record<string, { title: string; excerpt: string; imageAlt?: string }>;
};

describe('blog articles', () => {
  it('numbers the articles 1, 2, 3… in order, each once (their addresses are /blogs/<id>)', () => {
    expect(articles.map((article) => article.id)).toEqual(
      Array.from({ length: articles.length }, (_, index) => index + 1),
    );
  });

  it('lists them newest first, each once', () => {
    const listed = articlesNewestFirst();
    expect(listed).toHaveLength(articles.length);
    expect(new Set(listed)).toEqual(new Set(articles));
    const dates = listed.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(listed[0]?.id).toBe(19);
  });

  it.each(articles)(
    'article $id has its words in the catalogs, and its image on disk',
    (article) => {
      const item = listing.items[String(article.id)];
      expect(item?.title.trim()).toBeTruthy();
      expect(item?.excerpt.trim()).toBeTruthy();
      expect(Boolean(item?.imageAlt)).toBe(article.image !== null);
      if (article.image) expect(existsSync(resolve(root, `public${article.image.src}`))).toBe(true);
      const body = read(`locales/en/article${article.id}.json`) as {
        paragraphs: Record<string, string>;
      };
      expect(Object.keys(body.paragraphs)).toEqual(article.paragraphs);
      expect(article.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(article.paragraphs.length).toBeLessThanOrEqual(6);
    },
  );

  it('keeps the publication dates of docs/behaviour.md §6.10', () => {
    expect(articleById(1).date).toBe('2025-04-01');
    expect(articleById(2).date).toBe('2025-04-14');
    expect(articleById(12).date).toBe('2025-07-16');
    expect(articleById(14).image).toBeNull();
    expect(listing.items['13']?.excerpt).not.toBe(listing.items['12']?.excerpt);
  });

  it('tells the MoU and the voice agent facts of docs/behaviour.md §6.10, each in its article', () => {
    const paragraphs = (id: number): unknown[] =>
      Object.values(
        (read(`locales/en/article${id}.json`) as { paragraphs: Record<string, unknown> })
          .paragraphs,
      );
    /** Whether one paragraph of the article says it (a figure whole: "13" is not "3"). */
    const says = (id: number, fact: RegExp) =>
      paragraphs(id).some((text) => typeof text === 'string' && fact.test(text));
    expect(says(6, /\bup to (3|three) years\b/)).toBe(true);
    expect(says(6, /\bup to (10|ten) (IT |information technology )?students\b/)).toBe(true);
    expect(says(8, /(?<!\d)(20\+|more than 20) languages\b/)).toBe(true);
  });

  it('names authors as the team page does', () => {
    expect(authorName(articleById(12), 'en')).toBe('Kenji Watanabe');
    expect(authorName(articleById(12), 'ja')).toBe('渡辺 健二');
    expect(authorName(articleById(1), 'ja')).toBe('Arjun Mehta');
    expect(authorName(articleById(13), 'en')).toBeNull();
  });
});
