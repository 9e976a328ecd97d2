/**
 * How each page shows in search results and in shared links, checked on the built site: one title
 * and one description per page, and complete Open Graph and Twitter tags with the share image of
 * its language.
 *
 * Description lengths: 50 to 200 characters in English (search results show about 155), 25 to
 * 160 in Japanese (a Japanese character carries more, and results show about 80 to 120); a
 * language not listed is held to the English range until someone sets its own.
 */
import { expect, test } from '@playwright/test';
import { localeTable, locales, type Locale } from '../../contract/locales';
import { site } from '../../src/site';
import {
  byUrl,
  canonicalOf,
  entries,
  expectPng,
  indexable,
  isAbsoluteHttps,
  metaOf,
  published,
} from './seo-pages';

const englishDescriptionLength = [50, 200] as const;
const descriptionLength: Partial<Record<Locale, readonly [number, number]>> = {
  en: englishDescriptionLength,
  ja: [25, 160],
};
const shareImageBudget = 100_000;

test('every page has one title, and no two pages of a language share one', () => {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    expect(entry.head.title, entry.path).toEqual([entry.title]);
    // A page that names another as canonical repeats that page, title included.
    if (entry.status !== 200 || canonicalOf(entry) !== entry.url) continue;
    const key = `${entry.locale} ${entry.title}`;
    expect(seen.get(key), `${entry.path} has the title of ${seen.get(key)}`).toBeUndefined();
    seen.set(key, entry.path);
  }
  for (const entry of published.filter((page) => !indexable.includes(page))) {
    expect(entry.title, entry.path).toBe(byUrl.get(canonicalOf(entry)!)?.title);
  }
});

test('every page has one description of a length search results show', () => {
  for (const entry of entries) {
    const descriptions = metaOf(entry.head, 'description');
    expect(descriptions, entry.path).toHaveLength(1);
    // Characters as a reader counts them (code points; no emoji here).
    const length = Array.from(descriptions[0]!).length;
    const [least, most] = descriptionLength[entry.locale] ?? englishDescriptionLength;
    expect(length, `${entry.path}: ${descriptions[0]}`).toBeGreaterThanOrEqual(least);
    expect(length, `${entry.path}: ${descriptions[0]}`).toBeLessThanOrEqual(most);
  }
});

test('every published page has complete Open Graph and Twitter tags with a PNG share image', () => {
  const single = [
    'og:title',
    'og:description',
    'og:url',
    'og:type',
    'og:site_name',
    'og:locale',
    'og:image',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
    'og:image:type',
    'twitter:card',
    'twitter:title',
    'twitter:description',
    'twitter:image',
    'twitter:image:alt',
  ];
  const checkedImages = new Set<string>();
  for (const entry of published) {
    const tag = (key: string) => metaOf(entry.head, key)[0] ?? '';
    for (const key of single) {
      expect(metaOf(entry.head, key), `${entry.path}: one ${key}`).toHaveLength(1);
      expect(tag(key), `${entry.path}: ${key}`).toMatch(/\S/);
    }
    expect(tag('og:url'), entry.path).toBe(canonicalOf(entry));
    expect(tag('og:type'), entry.path).toBe(
      /\/blogs\/\d+$/.test(entry.path) ? 'article' : 'website',
    );
    expect(tag('og:site_name')).toBe(site.brand);
    expect(tag('og:locale'), entry.path).toBe(localeTable[entry.locale].openGraph);
    expect(metaOf(entry.head, 'og:locale:alternate'), entry.path).toEqual(
      locales
        .filter((locale) => locale !== entry.locale)
        .map((locale) => localeTable[locale].openGraph),
    );
    expect(tag('og:title'), entry.path).toBe(tag('twitter:title'));
    expect(tag('og:description'), entry.path).toBe(metaOf(entry.head, 'description')[0]);
    expect(tag('twitter:description'), entry.path).toBe(tag('og:description'));
    expect(tag('twitter:card')).toBe('summary_large_image');
    expect(tag('twitter:image'), entry.path).toBe(tag('og:image'));
    expect(tag('twitter:image:alt'), entry.path).toBe(tag('og:image:alt'));
    expect(tag('og:image:type')).toBe('image/png');
    for (const key of ['og:url', 'og:image', 'twitter:image']) {
      expect(isAbsoluteHttps(tag(key)), `${entry.path}: ${key} ${tag(key)}`).toBe(true);
    }
    const image = tag('og:image');
    expect(image, `${entry.path}: the share image of its language`).toMatch(
      new RegExp(`/${entry.locale}\\.png$`),
    );
    if (checkedImages.has(image)) continue;
    checkedImages.add(image);
    const width = Number(tag('og:image:width'));
    const height = Number(tag('og:image:height'));
    expect([width, height]).toEqual([1200, 630]);
    const bytes = expectPng(image, width, height, entry.path);
    expect(bytes.length, `${image} stays small`).toBeLessThan(shareImageBudget);
  }
  expect(checkedImages.size).toBe(locales.length);
});
