/**
 * What search engines and social networks read, checked on the built site: titles, descriptions,
 * canonical and language alternates, Open Graph and Twitter tags and their images, JSON-LD,
 * sitemap.xml, robots.txt, the web manifest and icons, and the not-found answers. Most checks
 * read dist/ directly; statuses come from the server `npm start` runs.
 *
 * Description lengths: 50 to 200 characters in English (search results show about 155), 25 to
 * 160 in Japanese (a Japanese character carries more, and results show about 80 to 120); a
 * language not listed is held to the English range until someone sets its own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  defaultLocale,
  localeTable,
  locales,
  withLocalePrefix,
  type Locale,
} from '../../contract/locales';
import { svgDataUri } from '../../scripts/svg-data-uri';
import { localizePath } from '../../src/app/addresses';
import { routeTable } from '../../src/app/route-table';
import { site } from '../../src/site';
import { prerendered, type PrerenderedPage } from './pages';

const dist = resolve(import.meta.dirname, '../../dist');
const origin = new URL(site.origin).origin;
const englishDescriptionLength = [50, 200] as const;
const descriptionLength: Partial<Record<Locale, readonly [number, number]>> = {
  en: englishDescriptionLength,
  ja: [25, 160],
};
const shareImageBudget = 100_000;

type Json = Record<string, unknown>;

interface Head {
  title: string[];
  meta: Record<string, string>[];
  links: Record<string, string>[];
  jsonLd: string[];
}

interface Entry extends PrerenderedPage {
  file: string;
  html: string;
  head: Head;
  /** Absolute address of the page itself. */
  url: string;
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]),
  );
}

function parseHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  return {
    title: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    meta: [...head.matchAll(/<meta\s[^>]*>/g)].map((match) => attributes(match[0])),
    links: [...head.matchAll(/<link\s[^>]*>/g)].map((match) => attributes(match[0])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    ),
  };
}

/** The file dist/ holds for an address of the site (a page, or an image and the like). */
function fileOf(address: string, page = true): string {
  const { pathname } = new URL(address, origin);
  if (!page) return join(dist, decodeURIComponent(pathname));
  return join(dist, pathname, 'index.html');
}

function fileOfEntry({ path, status, locale }: PrerenderedPage): string {
  if (status === 404) return join(dist, withLocalePrefix('/404.html', locale));
  return fileOf(path);
}

const entries: Entry[] = prerendered.map((page) => {
  const file = fileOfEntry(page);
  const html = readFileSync(file, 'utf8');
  return { ...page, file, html, head: parseHead(html), url: new URL(page.path, origin).href };
});
const published = entries.filter((entry) => entry.status === 200);
const notFound = entries.filter((entry) => entry.status === 404);
const byUrl = new Map(published.map((entry) => [entry.url, entry]));

const metaOf = (head: Head, key: string) =>
  head.meta
    .filter((meta) => meta.property === key || meta.name === key)
    .map((meta) => meta.content);
const linksOf = (head: Head, rel: string) => head.links.filter((link) => link.rel === rel);
const canonicalOf = (entry: Entry) => linksOf(entry.head, 'canonical')[0]?.href;
/** hreflang -> href, as the page's head lists them (the blog's feeds are alternates of no language). */
const alternatesOf = (entry: Entry) =>
  Object.fromEntries(
    linksOf(entry.head, 'alternate')
      .filter((link) => link.hreflang !== undefined)
      .map((link) => [link.hreflang ?? '', link.href ?? '']),
  );
/**
 * The pages only the site leads to (the enquiry's thank-you page: their route says `noindex`),
 * in every language.
 */
const unlisted = new Set(
  routeTable
    .filter((route) => route.noindex)
    .flatMap((route) =>
      locales.map((locale) => new URL(localizePath(route.path, locale), origin).href),
    ),
);
/** Pages search engines should index: published, for them, and their own canonical. */
const indexable = published.filter(
  (entry) => canonicalOf(entry) === entry.url && !unlisted.has(entry.url),
);

function jsonLdOf(entry: Entry): Json[] {
  return entry.head.jsonLd.map((text) => JSON.parse(text) as Json);
}

function ofType(entry: Entry, type: string): Json[] {
  return jsonLdOf(entry).filter((data) => data['@type'] === type);
}

const isAbsoluteHttps = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/[^/]+\//.test(value);
const onSite = (value: unknown) => typeof value === 'string' && value.startsWith(`${origin}/`);

/** Width and height from a PNG's IHDR. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A site image named by an absolute address: it exists in dist/ and is a PNG of that size. */
function expectPng(address: unknown, width: number, height: number, label: string): Buffer {
  expect(onSite(address), `${label}: ${String(address)} is an absolute address on the site`).toBe(
    true,
  );
  const file = fileOf(address as string, false);
  expect(existsSync(file), `${label}: ${file} exists`).toBe(true);
  const bytes = readFileSync(file);
  expect(pngSize(bytes), `${label}: ${file}`).toEqual({ width, height });
  return bytes;
}

test('the build prerendered the pages these checks read', () => {
  expect(published.length).toBeGreaterThan(70);
  expect(notFound.map((entry) => entry.locale).sort()).toEqual([...locales].sort());
});

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

test('the web manifest parses, and its icons exist in the sizes it declares', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text()) as Json;
  expect(manifest).toMatchObject({
    name: site.brand,
    short_name: expect.stringMatching(/^.{1,12}$/),
    start_url: '/',
    scope: '/',
    display: expect.stringMatching(/^(standalone|minimal-ui|browser|fullscreen)$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    lang: 'en',
  });
  const icons = manifest.icons as Json[];
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    expect(icon.purpose).toMatch(/^(any|maskable)$/);
    const [width, height] = String(icon.sizes).split('x').map(Number);
    const file = await request.get(String(icon.src));
    expect(file.status(), String(icon.src)).toBe(200);
    expect(pngSize(await file.body()), String(icon.src)).toEqual({ width, height });
  }
  const has = (size: string, purpose: string) =>
    icons.some((icon) => icon.sizes === size && icon.purpose === purpose);
  expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true);
});

test('every page links the icons and the manifest, and they exist', async ({ request }) => {
  // The tab icon is public/favicon.svg written into the page; the manifest is linked once the
  // page has painted (src/boot.ts), from a template in the head.
  const tabIcon = svgDataUri(readFileSync(join(dist, 'favicon.svg'), 'utf8'));
  const wanted = [
    { rel: 'icon', href: tabIcon, type: 'image/svg+xml' },
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  ];
  const heldBack =
    '<template data-after-paint><link rel="manifest" href="/manifest.webmanifest"></template>';
  for (const entry of entries) {
    for (const link of wanted) {
      expect(entry.head.links, `${entry.path} links ${link.rel} ${link.type ?? ''}`).toContainEqual(
        link,
      );
    }
    expect(
      /<head>[\s\S]*<\/head>/.exec(entry.html)?.[0],
      `${entry.path} holds back the manifest`,
    ).toContain(heldBack);
  }
  for (const href of [
    '/favicon.svg',
    '/favicon.ico',
    '/apple-touch-icon.png',
    '/manifest.webmanifest',
  ]) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  expect(pngSize(readFileSync(join(dist, 'apple-touch-icon.png')))).toEqual({
    width: 180,
    height: 180,
  });
  // An ICO directory whose entries hold PNGs of the sizes they claim, 32 px among them.
  const ico = readFileSync(join(dist, 'favicon.ico'));
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const at = 6 + 16 * index;
    const png = ico.subarray(
      ico.readUInt32LE(at + 12),
      ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8),
    );
    expect(pngSize(png)).toEqual({ width: ico[at] || 256, height: ico[at + 1] || 256 });
    return ico[at];
  });
  expect(sizes).toContain(32);
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
