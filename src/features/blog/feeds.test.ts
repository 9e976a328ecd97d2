// @vitest-environment node
import type { i18n as I18n } from 'i18next';
import { SaxesParser } from 'saxes';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageHead } from '@/app/page-head';
import { publishedRoutes } from '@/app/published-routes';
import { routeTable } from '@/app/route-table';
import { feedFiles, type SiteFile } from '@/entry-server';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { site } from '@/site';
import { locales, withLocalePrefix, type Locale } from '@contract/locales';
import { articlesNewestFirst } from './articles';
import { blogPaths } from './paths';
import { feedPaths } from './feed-links';
import { asHtml, atomFeed, blogFeed, rssFeed, type BlogFeed } from './feeds';

const atomNs = 'http://www.w3.org/2005/Atom';
const dcNs = 'http://purl.org/dc/elements/1.1/';
const xmlNs = 'http://www.w3.org/XML/1998/namespace';

interface Node {
  name: string;
  uri: string;
  attributes: Record<string, { value: string; uri: string }>;
  children: Node[];
  text: string;
}

/** Parses XML strictly, with namespaces (saxes throws on anything not well-formed). */
function parse(xml: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Node[] = [];
  let root: Node | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const node: Node = {
      name: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((a) => [a.name, { value: a.value, uri: a.uri }]),
      ),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(node);
    root ??= node;
    stack.push(node);
  });
  const addText = (text: string) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('No root element');
  return root;
}

/** Children by local name, in the parent's namespace unless another is named. */
const all = (node: Node, name: string, uri = node.uri) =>
  node.children.filter((child) => child.name === name && child.uri === uri);
function one(node: Node, name: string, uri = node.uri): Node {
  const [found, ...more] = all(node, name, uri);
  if (!found || more.length > 0) throw new Error(`Expected one <${name}> in <${node.name}>`);
  return found;
}
const textOf = (node: Node, name: string, uri = node.uri) => one(node, name, uri).text.trim();
const linkOf = (node: Node, rel: string) =>
  all(node, 'link').find((link) => (link.attributes.rel?.value ?? 'alternate') === rel)?.attributes
    .href?.value;

/** An absolute https address on the site's origin. */
function expectSiteUrl(url: string | undefined): void {
  expect(url).toBeDefined();
  const parsed = new URL(url ?? '');
  expect(parsed.protocol).toBe('https:');
  expect(parsed.origin).toBe(site.origin);
}

let i18n: I18n;
let files: SiteFile[];
const fileAt = (path: string) => {
  const file = files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`No feed written at ${path}`);
  return file.body;
};

beforeAll(async () => {
  files = await feedFiles();
  i18n = await createI18n();
  // The catalogs of the pages whose heads are checked below: the listing, article 12, /team.
  for (const locale of locales) {
    await ensureNamespaces(i18n, locale, ['common', 'blog', 'articles', 'article12', 'team']);
  }
});

/** What the blog of a language should list: its published articles, newest first. */
function expectedArticles(locale: Locale) {
  const published = new Set(publishedRoutes(locale).map((page) => page.path));
  return articlesNewestFirst().filter((article) => published.has(blogPaths.article(article.id)));
}
const articleUrl = (id: number, locale: Locale) =>
  `${site.origin}${withLocalePrefix(blogPaths.article(id), locale)}`;
const catalogTitle = (id: number, locale: Locale) =>
  i18n.getFixedT(locale, 'articles')(`items.${String(id)}.title` as 'items.1.title');
const blogLocales = locales.filter((locale) =>
  publishedRoutes(locale).some((page) => page.path === blogPaths.listing),
);

describe('the blog feeds', () => {
  it('are written for every language whose blog is published, next to its listing', () => {
    expect(blogLocales).toEqual(['en', 'ja']);
    expect(files.map((file) => file.path).sort()).toEqual(
      blogLocales.flatMap((locale) => Object.values(feedPaths(locale))).sort(),
    );
    expect(feedPaths('en')).toEqual({ atom: '/blogs/feed.atom', rss: '/blogs/feed.rss' });
    expect(feedPaths('ja')).toEqual({ atom: '/ja/blogs/feed.atom', rss: '/ja/blogs/feed.rss' });
  });

  describe.each(blogLocales)('in %s', (locale) => {
    const listing = `${site.origin}${withLocalePrefix(blogPaths.listing, locale)}`;
    const blogText = () => i18n.getFixedT(locale, 'blog');

    it('Atom: well-formed, with what RFC 4287 requires, every article newest first', () => {
      const feed = parse(fileAt(feedPaths(locale).atom));
      expect(feed.name).toBe('feed');
      expect(feed.uri).toBe(atomNs);
      expect(feed.attributes['xml:lang']).toEqual({ value: locale, uri: xmlNs });
      expect(textOf(feed, 'id')).toBe(listing);
      expect(textOf(feed, 'title')).toBe(
        i18n.getFixedT(locale, 'common')('meta.titleTemplate', {
          title: blogText()('meta.title'),
        }),
      );
      expect(textOf(feed, 'subtitle')).toBe(blogText()('meta.description'));
      expect(linkOf(feed, 'self')).toBe(`${site.origin}${feedPaths(locale).atom}`);
      expect(linkOf(feed, 'alternate')).toBe(listing);
      expect(textOf(one(feed, 'author'), 'name')).toBe(site.brand);

      const expected = expectedArticles(locale);
      expect(expected.length).toBeGreaterThan(0);
      expect(textOf(feed, 'updated')).toBe(`${expected[0]?.date ?? ''}T00:00:00.000Z`);
      const entries = all(feed, 'entry');
      expect(entries.map((entry) => textOf(entry, 'id'))).toEqual(
        expected.map((article) => articleUrl(article.id, locale)),
      );
      entries.forEach((entry, index) => {
        const article = expected[index];
        if (!article) throw new Error('More entries than articles');
        expect(textOf(entry, 'title')).toBe(asHtml(catalogTitle(article.id, locale)));
        expect(one(entry, 'title').attributes.type?.value).toBe('html');
        expect(textOf(entry, 'summary')).toBeTruthy();
        expect(textOf(entry, 'updated')).toBe(`${article.date}T00:00:00.000Z`);
        expect(textOf(entry, 'published')).toBe(`${article.date}T00:00:00.000Z`);
        expect(linkOf(entry, 'alternate')).toBe(articleUrl(article.id, locale));
        expectSiteUrl(linkOf(entry, 'alternate'));
        expect(textOf(one(entry, 'author'), 'name')).toBeTruthy();
      });
    });

    it('RSS 2.0: well-formed, channel and items complete, dates in RFC 822', () => {
      const rss = parse(fileAt(feedPaths(locale).rss));
      expect(rss.name).toBe('rss');
      expect(rss.attributes.version?.value).toBe('2.0');
      const channel = one(rss, 'channel');
      expect(textOf(channel, 'title')).toBe(textOf(parse(fileAt(feedPaths(locale).atom)), 'title'));
      expect(textOf(channel, 'link')).toBe(listing);
      expect(textOf(channel, 'description')).toBe(blogText()('meta.description'));
      expect(textOf(channel, 'language')).toBe(locale);
      const [self, ...more] = all(channel, 'link', atomNs);
      expect(more).toHaveLength(0);
      expect(self?.attributes.rel?.value).toBe('self');
      expect(self?.attributes.href?.value).toBe(`${site.origin}${feedPaths(locale).rss}`);

      const rfc822 =
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
      const expected = expectedArticles(locale);
      const items = all(channel, 'item');
      expect(items.map((item) => textOf(item, 'link'))).toEqual(
        expected.map((article) => articleUrl(article.id, locale)),
      );
      items.forEach((item, index) => {
        const article = expected[index];
        if (!article) throw new Error('More items than articles');
        expect(textOf(item, 'title')).toBe(catalogTitle(article.id, locale));
        expect(textOf(item, 'description')).toBeTruthy();
        const guid = one(item, 'guid');
        expect(guid.text).toBe(articleUrl(article.id, locale));
        expect(guid.attributes.isPermaLink?.value).toBe('true');
        const pubDate = textOf(item, 'pubDate');
        expect(pubDate).toMatch(rfc822);
        expect(new Date(pubDate).toISOString()).toBe(`${article.date}T00:00:00.000Z`);
        expect(textOf(item, 'creator', dcNs)).toBeTruthy();
      });
    });
  });

  it('are in Japanese under /ja: Japanese titles from the ja catalogs', () => {
    const feed = parse(fileAt(feedPaths('ja').atom));
    expect(textOf(feed, 'title')).toMatch(/ブログ/);
    const [first] = all(feed, 'entry');
    const id = expectedArticles('ja')[0]?.id ?? 0;
    expect(first && textOf(first, 'title')).toBe(asHtml(catalogTitle(id, 'ja')));
    expect(catalogTitle(id, 'ja')).not.toBe(catalogTitle(id, 'en'));
    expect(first && textOf(first, 'summary')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('name the author, or the organisation when an article is unsigned', () => {
    const entryOf = (id: number) =>
      all(parse(fileAt(feedPaths('ja').atom)), 'entry').find(
        (entry) => textOf(entry, 'id') === articleUrl(id, 'ja'),
      );
    const signed = entryOf(12);
    const unsigned = entryOf(13);
    expect(signed && textOf(one(signed, 'author'), 'name')).toBe('渡辺 健二');
    expect(unsigned && textOf(one(unsigned, 'author'), 'name')).toBe(site.brand);
    const item = all(one(parse(fileAt(feedPaths('en').rss)), 'channel'), 'item').find(
      (candidate) => textOf(candidate, 'link') === articleUrl(13, 'en'),
    );
    expect(item && textOf(item, 'creator', dcNs)).toBe(site.brand);
  });

  it('stay well-formed whatever the catalogs say', () => {
    const published = new Set(publishedRoutes('en').map((page) => page.path));
    const blog = blogFeed(i18n, 'en', published) as BlogFeed;
    const odd = 'R&D <b>bold</b> "quoted" ]]> end';
    const tricky: BlogFeed = {
      ...blog,
      title: odd,
      description: odd,
      entries: blog.entries.map((entry) => ({ ...entry, title: odd, summary: odd })),
    };
    const html = 'R&amp;D &lt;b&gt;bold&lt;/b&gt; "quoted" ]]&gt; end';
    expect(asHtml(odd)).toBe(html);
    const atom = parse(atomFeed(tricky));
    expect(textOf(atom, 'title')).toBe(odd);
    expect(textOf(all(atom, 'entry')[0] as Node, 'title')).toBe(html);
    const channel = one(parse(rssFeed(tricky)), 'channel');
    expect(textOf(channel, 'title')).toBe(odd);
    expect(textOf(all(channel, 'item')[0] as Node, 'title')).toBe(odd);
    expect(textOf(all(channel, 'item')[0] as Node, 'description')).toBe(html);
    expect(() => parse('<feed><entry></feed>')).toThrow();
  });
});

describe('the feed links of the blog pages', () => {
  it.each(
    blogLocales.flatMap((locale) =>
      [blogPaths.listing, blogPaths.article(12)].map((path) => [locale, path] as const),
    ),
  )('%s %s names both feeds of its language, as written', async (locale, path) => {
    const page = routeTable.find((route) => route.path === path);
    if (!page) throw new Error(`No route ${path}`);
    const head = await pageHead(i18n, { kind: 'page', locale, page, notFound: false });
    const t = i18n.getFixedT(locale, 'blog');
    expect(head.feeds).toEqual([
      { type: 'application/atom+xml', title: t('feeds.atom'), href: feedPaths(locale).atom },
      { type: 'application/rss+xml', title: t('feeds.rss'), href: feedPaths(locale).rss },
    ]);
    for (const feed of head.feeds ?? []) {
      expect(feed.href).toMatch(/^\//);
      expect(files.map((file) => file.path)).toContain(feed.href);
    }
  });

  it('are on the blog pages only', async () => {
    const page = routeTable.find((route) => route.path === '/team');
    if (!page) throw new Error('No route /team');
    const head = await pageHead(i18n, { kind: 'page', locale: 'en', page, notFound: false });
    expect(head.feeds).toBeUndefined();
  });
});
