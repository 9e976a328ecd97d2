import type { i18n as I18n } from 'i18next';
import { articleById, authorName } from '@/content/articles';
import { paths } from '@/content/paths';
import { localizePath } from '@/i18n/locales';
import { site } from '@/site';
import type { PageHandle } from './route-handle';
import { pageTextOf } from './route-handle';

/** What a prerendered page carries in its head besides title and description. */
export interface PageHead {
  openGraph: Record<string, string>;
  structuredData: object[];
}

const absolute = (path: string) => new URL(path, site.origin).href;

/** Open Graph tags and JSON-LD for a page (articles get Article, the blog BreadcrumbList). */
export function pageHead(i18n: I18n, handle: PageHandle): PageHead {
  const { locale, page } = handle;
  const text = pageTextOf(i18n, handle);
  const url = absolute(localizePath(page.path, locale));
  const common = i18n.getFixedT(locale, 'blog');
  const openGraph: Record<string, string> = {
    'og:site_name': site.brand,
    'og:title': text.title,
    'og:description': text.description,
    'og:url': url,
    'og:type': 'website',
    'og:locale': locale === 'ja' ? 'ja_JP' : 'en_US',
  };
  const structuredData: object[] = [];
  const crumb = (position: number, name: string, path: string) => ({
    '@type': 'ListItem',
    position,
    name,
    item: absolute(localizePath(path, locale)),
  });

  const id = page.textValues?.id;
  if (page.id === 'blogs') {
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        crumb(1, common('article.home'), paths.home),
        crumb(2, common('article.blogs'), paths.blogs),
      ],
    });
  } else if (typeof id === 'number') {
    const article = articleById(id);
    const author = authorName(article, locale);
    openGraph['og:type'] = 'article';
    openGraph['article:published_time'] = article.date;
    if (article.image) openGraph['og:image'] = absolute(article.image.src);
    structuredData.push(
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: text.title,
        description: text.description,
        datePublished: article.date,
        inLanguage: locale,
        mainEntityOfPage: url,
        ...(article.image ? { image: absolute(article.image.src) } : {}),
        ...(author ? { author: { '@type': 'Person', name: author } } : {}),
        publisher: { '@type': 'Organization', name: site.brand, url: site.origin },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          crumb(1, common('article.home'), paths.home),
          crumb(2, common('article.blogs'), paths.blogs),
          crumb(3, text.title, page.path),
        ],
      },
    );
  }
  return { openGraph, structuredData };
}
