import { organizationLogo } from '@/content/brand-media';
import { page, type Feature, type HeadContext } from '@/features/feature';
import type { Namespace } from '@/i18n/namespaces';
import { site } from '@/site';
import { articleById, articles, authorName } from './articles';

/** The blog's addresses: the listing and one page per article id. */
export const blogPaths = {
  listing: '/blogs',
  article: (id: number) => `/blogs/${id}`,
} as const;

const articlePage = () => import('./article-page');

/** An article sits under the blog, and says who wrote it, when, and for which site. */
function articleHead(id: number) {
  return ({ i18n, locale, url, title, description, href, absolute, shareImage }: HeadContext) => {
    const article = articleById(id);
    const author = authorName(article, locale);
    const common = i18n.getFixedT(locale, 'common');
    return {
      crumbs: [[common('header.links.blogs'), href(blogPaths.listing)]] as const,
      openGraph: { 'og:type': 'article', 'article:published_time': article.date },
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
  };
}

/** The blog listing and every article of the registry in `articles.ts`. */
export const blogFeature: Feature = {
  nav: { header: 'blogs', footer: 'blogs' },
  pages: [
    page({
      id: 'blogs',
      path: blogPaths.listing,
      namespaces: ['blog', 'articles'],
      load: () => import('./blog-listing-page'),
    }),
    ...articles.map(({ id }) =>
      page({
        id: `article-${id}`,
        path: blogPaths.article(id),
        // Each article's paragraphs are a catalog of their own, named after its id.
        namespaces: ['articles', `article${id}` as Namespace, 'blog'],
        load: articlePage,
        textKeys: {
          title: `items.${id}.title`,
          description: `items.${id}.excerpt`,
          heading: `items.${id}.title`,
        },
        textValues: { id },
        head: articleHead(id),
      }),
    ),
  ],
};
