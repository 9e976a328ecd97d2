import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { Locale } from '@contract/locales';
import type { Namespace, Resources } from '@/i18n/namespaces';
import { defaultPageTextKeys, type PageTextKeys } from '@/i18n/page-text';

/**
 * What a feature (a page family under src/features) tells the app about itself. The app assembles
 * the route table, navigation, sitemap, catalog loading and page heads from these registries, so
 * a feature's pages are declared here once and nowhere else (docs/architecture.md).
 */
export interface Feature {
  /** The feature's pages, in the order the site lists them. */
  pages: readonly PageRoute[];
  /** Where the feature's first page appears in the site's navigation, with its label's key. */
  nav?: NavEntry;
}

/** The labels of the header's and the footer's links (`common:header.links.*`, `footer.links.*`). */
export interface NavEntry {
  header?: keyof Resources['common']['header']['links'];
  footer?: keyof Resources['common']['footer']['links'];
}

type PageModule = Promise<{ default: ComponentType }>;

/** One screen of the site. Locale-free: the app composes these with every published locale. */
export interface PageRoute {
  /** Stable id, used for route ids and tests. */
  id: string;
  /** The address in the default locale, without a locale prefix. */
  path: string;
  /**
   * Addresses of its own in some locales, instead of the prefixed path (the Japan desk is
   * `/japanese` in Japanese, not its English path under the Japanese prefix).
   */
  localePaths?: Partial<Record<Locale, string>>;
  /** Catalogs the page reads; the first holds its title, description and heading. */
  namespaces: readonly [Namespace, ...Namespace[]];
  load: () => PageModule;
  textKeys: PageTextKeys;
  textValues?: Readonly<Record<string, string | number>>;
  /** Whether the page has its own `#Contact` enquiry section (the footer link's target). */
  hasContactSection: boolean;
  /**
   * A page only the site itself leads to (the enquiry's thank-you page): `noindex` for search
   * engines, out of the sitemap and of the site search.
   */
  noindex?: boolean;
  /**
   * What the page adds to its head beyond what every page has (see HeadExtras). Only the
   * prerenderer asks, so a feature imports the code that builds it lazily, out of the app.
   */
  head?: (context: HeadContext) => Promise<HeadExtras>;
}

/** What a page's `head` function is given. */
export interface HeadContext {
  i18n: I18n;
  locale: Locale;
  /** The page's own absolute address. */
  url: string;
  /** The page's title and description in its locale. */
  title: string;
  description: string;
  /** The absolute address of a locale-free route path in the page's locale. */
  href: (path: string) => string;
  /** The absolute address of a file of the site (`/images/…`). */
  absolute: (path: string) => string;
  /** The language's share image (absolute). */
  shareImage: string;
}

/** A page's own additions to the head that every page has (docs/behaviour.md §9). */
export interface HeadExtras {
  /** Breadcrumbs between Home and the page itself, as [name, absolute address]. */
  crumbs?: readonly (readonly [name: string, href: string])[];
  /** Open Graph tags that replace or add to the common ones (`og:type`, `article:*`). */
  openGraph?: Readonly<Record<string, string>>;
  /** JSON-LD blocks, each with its own `@context`. */
  structuredData?: readonly object[];
  /** Feeds the page points readers to (`<link rel="alternate">`: the blog's Atom and RSS). */
  feeds?: readonly FeedLink[];
}

/** A feed as a page's head names it: its media type, title and (root-relative) address. */
export interface FeedLink {
  type: 'application/atom+xml' | 'application/rss+xml';
  title: string;
  href: string;
}

type PageRouteInput = Omit<PageRoute, 'textKeys' | 'hasContactSection'> &
  Partial<Pick<PageRoute, 'textKeys' | 'hasContactSection'>>;

/** A page route with the defaults most pages share (text under `meta.*` and `heading`). */
export function page(input: PageRouteInput): PageRoute {
  return { textKeys: defaultPageTextKeys, hasContactSection: false, ...input };
}
