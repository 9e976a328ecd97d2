/**
 * Which addresses search engines are given, checked on the built site: each published page's
 * canonical and language alternates, sitemap.xml, robots.txt, `noindex`, and the not-found answers
 * (statuses from the server `npm start` runs; the rest read from dist/).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultLocale, locales, withLocalePrefix } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import {
  alternatesOf,
  attributes,
  byUrl,
  canonicalOf,
  decode,
  dist,
  indexable,
  isAbsoluteHttps,
  linksOf,
  metaOf,
  notFound,
  onSite,
  origin,
  parseHead,
  published,
  unlisted,
} from './seo-pages';

test('the build prerendered the pages these checks read', () => {
  expect(published.length).toBeGreaterThan(70);
  expect(notFound.map((entry) => entry.locale).sort()).toEqual([...locales].sort());
});

test('every published page names its own address as canonical, or the page it repeats', () => {
  for (const entry of published) {
    const canonical = linksOf(entry.head, 'canonical');
    expect(canonical, entry.path).toHaveLength(1);
    const href = canonical[0]!.href;
    expect(isAbsoluteHttps(href) && onSite(href), `${entry.path}: ${href}`).toBe(true);
    if (href === entry.url) continue;
    // Only a page that shows another page word for word may point elsewhere (/ai-agents).
    const target = byUrl.get(href!);
    expect(target, `${entry.path} points at ${href}, a page of its own`).toBeDefined();
    expect(canonicalOf(target!), `${href} is its own canonical`).toBe(href);
    expect(target!.locale).toBe(entry.locale);
    // What the page shows: its main, without the enquiry form's hidden inputs (the address the
    // service sends a visitor back to is the page's own).
    const main = (html: string) =>
      /<main[\s\S]*<\/main>/.exec(html)?.[0].replace(/<input type="hidden"[^>]*>/g, '');
    expect(main(entry.html), `${entry.path} shows what ${href} shows`).toBe(main(target!.html));
  }
});

test('language alternates are reciprocal between all languages, x-default English', () => {
  for (const entry of published) {
    const alternates = alternatesOf(entry);
    const canonical = canonicalOf(entry)!;
    expect(Object.keys(alternates).sort(), entry.path).toEqual([...locales, 'x-default'].sort());
    expect(alternates['x-default'], entry.path).toBe(alternates[defaultLocale]);
    expect(alternates[entry.locale], `${entry.path} lists its canonical`).toBe(canonical);
    for (const [language, href] of Object.entries(alternates)) {
      const other = byUrl.get(href);
      expect(other, `${entry.path}: ${language} ${href} is a published page`).toBeDefined();
      expect(canonicalOf(other!), `${href} is indexable`).toBe(href);
      if (language !== 'x-default') expect(other!.locale).toBe(language);
      expect(alternatesOf(other!), `${href} lists the same alternates as ${entry.path}`).toEqual(
        alternates,
      );
    }
  }
});

test('sitemap.xml lists exactly the indexable pages, each with its language alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1]!;
    const loc = decode(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '');
    const alternates = Object.fromEntries(
      [...body.matchAll(/<xhtml:link\s[^>]*>/g)].map((link) => {
        const { hreflang, href } = attributes(link[0]);
        return [hreflang ?? '', href ?? ''];
      }),
    );
    return { loc, alternates };
  });
  const locs = urls.map((url) => url.loc);
  expect(new Set(locs).size, 'no address twice').toBe(locs.length);
  expect([...locs].sort()).toEqual(indexable.map((entry) => entry.url).sort());
  for (const { loc, alternates } of urls) {
    expect(alternates, loc).toEqual(alternatesOf(byUrl.get(loc)!));
  }
  // Neither a not-found page nor an address that leads elsewhere.
  expect(xml).not.toMatch(/404|__not-found__/);
  const guessed = withLocalePrefix('/japan', 'ja');
  expect(locs).not.toContain(`${origin}${guessed}`);
  expect(existsSync(join(dist, guessed, 'index.html')), 'the redirect page exists').toBe(true);
});

test('robots.txt lets every crawler in and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines.filter((line) => /^Disallow:\s*\S/i.test(line))).toEqual([]);
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

for (const path of locales.map((locale) => localizePath('/nope', locale))) {
  test(`${path} answers 404 with noindex, and names no address and no data`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const head = parseHead(await response.text());
    expect(metaOf(head, 'robots')).toEqual(['noindex']);
    expect(linksOf(head, 'canonical')).toEqual([]);
    expect(linksOf(head, 'alternate')).toEqual([]);
    expect(head.jsonLd).toEqual([]);
    expect(
      head.meta.filter((meta) => /^(og|twitter):/.test(meta.property ?? meta.name ?? '')),
    ).toEqual([]);
  });
}

test('no published page says noindex, but those only the site leads to', () => {
  expect(unlisted.size).toBe(locales.length);
  for (const entry of published) {
    const expected = unlisted.has(entry.url) ? ['noindex'] : [];
    expect(metaOf(entry.head, 'robots'), entry.path).toEqual(expected);
  }
});
