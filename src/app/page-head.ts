import type { i18n as I18n } from 'i18next';
import { organizationLogo, shareImage } from '@/content/brand-media';
import { homePath } from '@/features/home/paths';
import { localeTable, type Locale } from '@contract/locales';
import type { FeedLink, PageRoute } from '@/features/feature';
import { localizePath } from './addresses';
import { site } from '@/site';
import { alternatesOf } from './published-routes';
import type { PageHandle } from './route-handle';
import { pageTextOf } from './route-handle';
import { routeTable } from './route-table';

/** What a prerendered page carries in its head besides title and description. */
export interface PageHead {
  /** The address search engines should index: the page's own, or that of the page it repeats. */
  canonical?: string;
  /** That page's address in every language it is published in (absolute, by hreflang). */
  alternates?: Partial<Record<Locale, string>>;
  /** `<meta property>` tags: Open Graph and `article:`; a list stands for repeated tags. */
  openGraph: Record<string, string | readonly string[]>;
  /** `<meta name>` tags of the Twitter card. */
  twitter?: Record<string, string>;
  /** JSON-LD blocks, each with its own `@context`. */
  structuredData: object[];
  /** Feeds to point readers to (the blog's, on the blog's pages). */
  feeds?: readonly FeedLink[];
  /** For no search engine: a page only the site leads to (`PageRoute.noindex`). */
  noindex?: true;
}

const absolute = (path: string) => new URL(path, site.origin).href;

/**
 * The route whose screen and words a route repeats (`/ai-agents` shows `/AI-Driven`), or the
 * route itself. Search engines are pointed at the first such route in the table.
 */
export function canonicalPageOf(page: PageRoute): PageRoute {
  const sameWords = (other: PageRoute) =>
    other.load === page.load &&
    other.namespaces.join() === page.namespaces.join() &&
    JSON.stringify(other.textKeys) === JSON.stringify(page.textKeys) &&
    JSON.stringify(other.textValues ?? {}) === JSON.stringify(page.textValues ?? {});
  return routeTable.find(sameWords) ?? page;
}

/** The site's organisation, as every page names it. */
export function organization(description?: string): object {
  const { address } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absolute('/')}#organization`,
    name: site.brand,
    url: absolute('/'),
    logo: absolute(organizationLogo),
    ...(description ? { description } : {}),
    email: site.email,
    telephone: site.phone.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    sameAs: Object.values(site.social).filter((url) => url !== ''),
  };
}

/**
 * The head of a published page: canonical address and language alternates, Open Graph and
 * Twitter tags with the language's share image, and JSON-LD (Organization everywhere,
 * BreadcrumbList on every page but home), plus what the page's own `head` adds (its feature's
 * breadcrumbs, Article on articles, FAQPage on the Japan desk).
 */
export async function pageHead(i18n: I18n, handle: PageHandle): Promise<PageHead> {
  const { locale } = handle;
  const page = canonicalPageOf(handle.page);
  const text = pageTextOf(i18n, handle);
  const t = i18n.getFixedT(locale, 'common');
  const url = absolute(localizePath(page.path, locale));
  const alternates = Object.fromEntries(
    Object.entries(alternatesOf(page)).map(([language, path]) => [language, absolute(path)]),
  );
  const image = absolute(shareImage.path(locale));
  const imageAlt = t('seo.shareImageAlt');

  const openGraph: PageHead['openGraph'] = {
    'og:site_name': site.brand,
    'og:title': text.title,
    'og:description': text.description,
    'og:url': url,
    'og:type': 'website',
    'og:locale': localeTable[locale].openGraph,
    'og:locale:alternate': Object.keys(alternates)
      .filter((language) => language !== locale)
      .map((language) => localeTable[language as Locale].openGraph),
    'og:image': image,
    'og:image:type': shareImage.type,
    'og:image:width': String(shareImage.width),
    'og:image:height': String(shareImage.height),
    'og:image:alt': imageAlt,
  };
  const twitter = {
    'twitter:card': 'summary_large_image',
    'twitter:title': text.title,
    'twitter:description': text.description,
    'twitter:image': image,
    'twitter:image:alt': imageAlt,
  };

  const href = (path: string) => absolute(localizePath(path, locale));
  const extras =
    (await page.head?.({
      i18n,
      locale,
      url,
      title: text.title,
      description: text.description,
      href,
      absolute,
      shareImage: image,
    })) ?? {};
  Object.assign(openGraph, extras.openGraph);

  const crumbs = [
    [t('seo.breadcrumbHome'), href(homePath)],
    ...(extras.crumbs ?? []),
    [text.title, url],
  ] as const;
  const structuredData: object[] = [organization(t('footer.tagline'))];
  if (page.path !== homePath) {
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map(([name, item], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item,
      })),
    });
  }
  structuredData.push(...(extras.structuredData ?? []));

  return {
    canonical: url,
    alternates,
    openGraph,
    twitter,
    structuredData,
    ...(extras.feeds ? { feeds: extras.feeds } : {}),
    ...(page.noindex ? { noindex: true } : {}),
  };
}
