import type { i18n as I18n } from 'i18next';
import { withLocalePrefix, type Locale } from '@contract/locales';
import type { FeedLink } from '@/features/feature';
import { blogPaths } from './paths';

/** Where a language's blog feeds are: next to its listing (`/blogs/feed.atom`, `/ja/blogs/…`). */
export function feedPaths(locale: Locale): { atom: string; rss: string } {
  const listing = withLocalePrefix(blogPaths.listing, locale);
  return { atom: `${listing}/feed.atom`, rss: `${listing}/feed.rss` };
}

/**
 * The `<link rel="alternate">` of the blog's two feeds, in the page's language, for the listing
 * and the articles (root-relative: a page's first bytes are few).
 */
export function feedLinks(i18n: I18n, locale: Locale): FeedLink[] {
  const t = i18n.getFixedT(locale, 'blog');
  const paths = feedPaths(locale);
  return [
    { type: 'application/atom+xml', title: t('feeds.atom'), href: paths.atom },
    { type: 'application/rss+xml', title: t('feeds.rss'), href: paths.rss },
  ];
}
