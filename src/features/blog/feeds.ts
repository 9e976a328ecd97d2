import { Feed, type Author } from 'feed';
import type { i18n as I18n } from 'i18next';
import { withLocalePrefix, type Locale } from '@contract/locales';
import type { Namespace } from '@/i18n/namespaces';
import { defaultPageTextKeys } from '@/i18n/page-text';
import { pageText } from '@/i18n/page-text';
import { site } from '@/site';
import { articlesNewestFirst } from './articles';
import { authorName } from './author-name';
import { blogPaths } from './paths';
import { feedPaths } from './feed-links';

/** One language's blog as its feeds tell it: the words of its pages, with absolute addresses. */
export interface BlogFeed {
  locale: Locale;
  /** The listing's title and description, as its page's head has them. */
  title: string;
  description: string;
  /** The listing's address: the feeds' id and their link to the site. */
  listing: string;
  /** The feeds' own addresses. */
  atom: string;
  rss: string;
  /** The newest article's date. */
  updated: Date;
  /** Newest first. */
  entries: BlogFeedEntry[];
}

export interface BlogFeedEntry {
  /** The article's absolute address: its link and its stable id. */
  url: string;
  title: string;
  summary: string;
  date: Date;
  /** The article's author, or the organisation when it is unsigned (as its JSON-LD says). */
  author: Author;
}

const absolute = (path: string) => new URL(path, site.origin).href;

/**
 * The catalogs' plain text as HTML, which the feeds' entry titles and summaries are
 * (`type="html"` in Atom, item descriptions in RSS): a `<` or `&` shows as itself.
 */
export function asHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * The blog of `locale` (its catalogs loaded), with the articles whose page is published there
 * (`published`: locale-free route paths), or null when the listing is not published there.
 */
export function blogFeed(
  i18n: I18n,
  locale: Locale,
  published: ReadonlySet<string>,
): BlogFeed | null {
  if (!published.has(blogPaths.listing)) return null;
  const page = pageText(i18n, locale, { namespace: 'blog', keys: defaultPageTextKeys });
  const items = i18n.getFixedT(locale, 'articles' satisfies Namespace) as unknown as (
    key: string,
  ) => string;
  const organisation: Author = { name: site.brand, link: absolute('/') };
  const entries = articlesNewestFirst()
    .filter((article) => published.has(blogPaths.article(article.id)))
    .map((article) => {
      const name = authorName(article, locale);
      return {
        url: absolute(withLocalePrefix(blogPaths.article(article.id), locale)),
        title: items(`items.${article.id}.title`),
        summary: items(`items.${article.id}.excerpt`),
        date: new Date(`${article.date}T00:00:00Z`),
        author: name ? { name } : organisation,
      };
    });
  const paths = feedPaths(locale);
  return {
    locale,
    title: page.documentTitle,
    description: page.description,
    listing: absolute(withLocalePrefix(blogPaths.listing, locale)),
    atom: absolute(paths.atom),
    rss: absolute(paths.rss),
    updated: entries[0]?.date ?? new Date(0),
    entries,
  };
}

/** Puts attributes on a feed's root element, which the `feed` package writes without them. */
function withRootAttributes(xml: string, root: string, attributes: string): string {
  const at = xml.indexOf(`<${root} `);
  if (at < 0) throw new Error(`No <${root}> element in the feed`);
  const name = at + root.length + 1;
  return `${xml.slice(0, name)} ${attributes}${xml.slice(name)}`;
}

/** The blog as an Atom feed (RFC 4287), in its language (`xml:lang`). */
export function atomFeed(blog: BlogFeed): string {
  const feed = new Feed({
    id: blog.listing,
    title: blog.title,
    description: blog.description,
    link: blog.listing,
    feedLinks: { atom: blog.atom },
    updated: blog.updated,
    author: { name: site.brand, link: absolute('/') },
    generator: false,
  });
  for (const entry of blog.entries) {
    feed.addItem({
      id: entry.url,
      link: entry.url,
      title: asHtml(entry.title),
      description: asHtml(entry.summary),
      date: entry.date,
      published: entry.date,
      author: [entry.author],
    });
  }
  return withRootAttributes(feed.atom1(), 'feed', `xml:lang="${blog.locale}"`);
}

/**
 * The blog as an RSS 2.0 feed. RSS's `<author>` holds an e-mail address, which the articles'
 * authors have none of here: each item names its author in `<dc:creator>` instead.
 */
export function rssFeed(blog: BlogFeed): string {
  const feed = new Feed({
    title: blog.title,
    description: blog.description,
    link: blog.listing,
    feedLinks: { rss: blog.rss },
    language: blog.locale,
    updated: blog.updated,
    generator: false,
  });
  for (const entry of blog.entries) {
    // No id: the guid is then the link, a permalink.
    feed.addItem({
      link: entry.url,
      title: entry.title,
      description: asHtml(entry.summary),
      date: entry.date,
      extensions: [{ name: 'dc:creator', objects: { _text: entry.author.name } }],
    });
  }
  return withRootAttributes(feed.rss2(), 'rss', 'xmlns:dc="http://purl.org/dc/elements/1.1/"');
}
