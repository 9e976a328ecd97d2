import type { i18n as I18n } from 'i18next';
import { articleById, authorName } from '@/features/blog/articles';
import { organizationLogo, shareImage } from '@/content/brand-media';
import { japanDeskFaq } from '@/features/japan-desk/japan-desk';
import { verticals } from '@/content/navigation';
import { paths } from '@/content/paths';
import { localizePath, type Locale } from '@/i18n/locales';
import { site } from '@/site';
import { alternatesOf } from './published-routes';
import type { PageHandle } from './route-handle';
import { pageTextOf } from './route-handle';
import { routeTable, type PageRoute } from './route-table';

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
}

/** Open Graph's names for the site's languages. */
export const openGraphLocales: Record<Locale, string> = { en: 'en_US', ja: 'ja_JP' };

/** The id of the home page's Core Verticals section (what "Our Verticals" leads to). */
export const verticalsAnchor = 'core-verticals';

const absolute = (path: string) => new URL(path, site.origin).href;

const verticalPaths: ReadonlySet<string> = new Set(verticals.map((vertical) => vertical.path));

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
 * BreadcrumbList on every page but home, Article on articles, FAQPage on the Japan desk).
 */
export function pageHead(i18n: I18n, handle: PageHandle): PageHead {
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
    'og:locale': openGraphLocales[locale],
    'og:locale:alternate': Object.keys(alternates)
      .filter((language) => language !== locale)
      .map((language) => openGraphLocales[language as Locale]),
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

  const crumbs: [name: string, href: string][] = [
    [t('seo.breadcrumbHome'), absolute(localizePath(paths.home, locale))],
  ];
  if (verticalPaths.has(page.path)) {
    crumbs.push([t('header.verticals'), `${crumbs[0]?.[1] ?? ''}#${verticalsAnchor}`]);
  }
  const id = page.textValues?.id;
  if (typeof id === 'number')
    crumbs.push([t('header.links.blogs'), absolute(localizePath(paths.blogs, locale))]);
  crumbs.push([text.title, url]);

  const structuredData: object[] = [organization(t('footer.tagline'))];
  if (page.path !== paths.home) {
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

  if (typeof id === 'number') {
    const article = articleById(id);
    const author = authorName(article, locale);
    openGraph['og:type'] = 'article';
    openGraph['article:published_time'] = article.date;
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: text.title,
      description: text.description,
      datePublished: article.date,
      inLanguage: locale,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      // The article's own illustration first (article 14 has none), then the language's card.
      image: [...(article.image ? [absolute(article.image.src)] : []), image],
      author: author
        ? { '@type': 'Person', name: author }
        : { '@type': 'Organization', name: site.brand, url: absolute('/') },
      publisher: {
        '@type': 'Organization',
        '@id': `${absolute('/')}#organization`,
        name: site.brand,
        url: absolute('/'),
        logo: { '@type': 'ImageObject', url: absolute(organizationLogo) },
      },
    });
  }

  if (page.path === paths.japanDesk) {
    const desk = i18n.getFixedT(locale, 'japanDesk');
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url,
      inLanguage: locale,
      mainEntity: japanDeskFaq.map((entry) => ({
        '@type': 'Question',
        name: desk(`faq.items.${entry}.question`),
        acceptedAnswer: { '@type': 'Answer', text: desk(`faq.items.${entry}.answer`) },
      })),
    });
  }

  return { canonical: url, alternates, openGraph, twitter, structuredData };
}
