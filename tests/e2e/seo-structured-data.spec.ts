/**
 * The JSON-LD each built page carries for search engines: it parses and speaks schema.org, names
 * the organisation on every page, a breadcrumb trail on every page but home, Article data on blog
 * articles and FAQPage data on the Japan desk pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { withLocalePrefix } from '../../contract/locales';
import { site } from '../../src/site';
import {
  byUrl,
  canonicalOf,
  decode,
  fileOf,
  isAbsoluteHttps,
  metaOf,
  ofType,
  onSite,
  origin,
  pngSize,
  published,
  type Json,
} from './seo-pages';

test('every JSON-LD block parses and speaks schema.org', () => {
  for (const entry of published) {
    expect(entry.head.jsonLd.length, entry.path).toBeGreaterThan(0);
    for (const text of entry.head.jsonLd) {
      const data = JSON.parse(text) as Json;
      expect(data['@context'], entry.path).toBe('https://schema.org');
      expect(data['@type'], entry.path).toEqual(expect.any(String));
    }
  }
});

test('every published page names the organisation, with logo, contacts and address', () => {
  for (const entry of published) {
    const found = ofType(entry, 'Organization');
    expect(found, entry.path).toHaveLength(1);
    const organization = found[0]!;
    expect(organization, entry.path).toMatchObject({
      name: site.brand,
      url: `${origin}/`,
      email: site.email,
      telephone: expect.stringMatching(/^\+\d{8,15}$/),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.stringMatching(/\S/),
        addressLocality: expect.stringMatching(/\S/),
        postalCode: expect.stringMatching(/\S/),
        addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
      },
    });
    const sameAs = organization.sameAs as unknown[];
    expect(sameAs.length, entry.path).toBeGreaterThan(0);
    for (const profile of sameAs) expect(isAbsoluteHttps(profile), String(profile)).toBe(true);
    expect(sameAs.sort()).toEqual(Object.values(site.social).filter(Boolean).sort());
  }
  const logo = ofType(published[0]!, 'Organization')[0]!.logo;
  const { width, height } = pngSize(readFileSync(fileOf(logo as string, false)));
  expect(width, 'a logo of at least 112 px').toBeGreaterThanOrEqual(112);
  expect(width).toBe(height);
});

test('every page but home has a breadcrumb trail through real pages, in its language', () => {
  for (const entry of published) {
    const lists = ofType(entry, 'BreadcrumbList');
    const home = `${origin}${withLocalePrefix('/', entry.locale)}`;
    if (entry.url === home) {
      expect(lists, 'no breadcrumb on the home page').toEqual([]);
      continue;
    }
    expect(lists, entry.path).toHaveLength(1);
    const items = lists[0]!.itemListElement as Json[];
    expect(items.length, entry.path).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) => {
      expect(item, entry.path).toMatchObject({
        '@type': 'ListItem',
        position: index + 1,
        name: expect.stringMatching(/\S/),
      });
      const [address, anchor] = String(item.item).split('#');
      const target = byUrl.get(address!);
      expect(target, `${entry.path}: crumb ${String(item.item)} is a published page`).toBeDefined();
      expect(target!.locale, `${entry.path}: crumb ${String(item.item)}`).toBe(entry.locale);
      if (anchor)
        expect(target!.html, `${String(item.item)} has that anchor`).toContain(`id="${anchor}"`);
    });
    expect(items[0]!.item, entry.path).toBe(home);
    expect(items.at(-1)!.item, entry.path).toBe(canonicalOf(entry));
    expect(items.at(-1)!.name, entry.path).toBe(metaOf(entry.head, 'og:title')[0]);
    if (/\/blogs\/\d+$/.test(entry.path)) {
      expect(items[1]!.item, entry.path).toBe(`${home.replace(/\/$/, '')}/blogs`);
    }
  }
});

test('blog articles carry Article data; no other page does', () => {
  for (const entry of published) {
    const found = ofType(entry, 'Article');
    if (!/\/blogs\/\d+$/.test(entry.path)) {
      expect(found, entry.path).toEqual([]);
      continue;
    }
    expect(found, entry.path).toHaveLength(1);
    const article = found[0]!;
    expect(article, entry.path).toMatchObject({
      headline: metaOf(entry.head, 'og:title')[0],
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      inLanguage: entry.locale,
      mainEntityOfPage: { '@id': canonicalOf(entry) },
      author: { name: expect.stringMatching(/\S/) },
      publisher: { name: site.brand },
    });
    expect((article.headline as string).length).toBeLessThanOrEqual(110);
    const images = article.image as unknown[];
    expect(images.length, entry.path).toBeGreaterThan(0);
    for (const image of images) {
      expect(onSite(image), String(image)).toBe(true);
      expect(existsSync(fileOf(image as string, false)), `${String(image)} exists`).toBe(true);
    }
    expect(metaOf(entry.head, 'article:published_time')).toEqual([article.datePublished]);
  }
});

test('the Japan desk pages carry their accordion as FAQPage data; no other page does', () => {
  const desks = ['/japan', '/japanese'];
  for (const entry of published) {
    const found = ofType(entry, 'FAQPage');
    if (!desks.includes(entry.path)) {
      expect(found, entry.path).toEqual([]);
      continue;
    }
    expect(found, entry.path).toHaveLength(1);
    expect(found[0]!.inLanguage).toBe(entry.locale);
    const shown = (pattern: RegExp) =>
      [...entry.html.matchAll(pattern)].map((match) => decode(match[1]!));
    const questions = shown(/class="faq-accordion__heading"[^>]*>([\s\S]*?)<\/h3>/g);
    const answers = shown(/class="faq-accordion__panel"[^>]*><p>([\s\S]*?)<\/p>/g);
    expect(questions).toHaveLength(5);
    expect(found[0]!.mainEntity, entry.path).toEqual(
      questions.map((question, index) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answers[index] },
      })),
    );
  }
});
