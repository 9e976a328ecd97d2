import { organizationLogo } from '@/content/brand-media';
import type { HeadContext, HeadExtras } from '@/features/feature';
import { site } from '@/site';
import { articleById } from './articles';
import { authorName } from './author-name';
import { blogPaths } from './paths';
import { feedLinks } from './feed-links';

/** An article sits under the blog, and says who wrote it, when, and for which site. */
export function articleHead(
  id: number,
  { i18n, locale, url, title, description, href, absolute, shareImage }: HeadContext,
): HeadExtras {
  const article = articleById(id);
  const author = authorName(article, locale);
  const common = i18n.getFixedT(locale, 'common');
  return {
    crumbs: [[common('header.links.blogs'), href(blogPaths.listing)]] as const,
    openGraph: { 'og:type': 'article', 'article:published_time': article.date },
    feeds: feedLinks(i18n, locale),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title,
        description,
        datePublished: article.date,
        inLanguage: locale,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        // The article's own illustration first (article 14 has none), then the language's card.
        image: [...(article.image ? [absolute(article.image.src)] : []), shareImage],
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
      },
    ],
  };
}
