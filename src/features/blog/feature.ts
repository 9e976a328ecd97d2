import { page, type Feature } from '@/features/feature';
import type { Namespace } from '@/i18n/namespaces';
import { articles } from './articles';
import { blogPaths } from './paths';

const articlePage = () => import('./article-page');

/** The blog listing and every article of the registry in `articles.ts`. */
export const blogFeature: Feature = {
  nav: { header: 'blogs', footer: 'blogs' },
  pages: [
    page({
      id: 'blogs',
      path: blogPaths.listing,
      namespaces: ['blog', 'articles'],
      load: () => import('./blog-listing-page'),
      head: async ({ i18n, locale }) => ({
        feeds: (await import('./feed-links')).feedLinks(i18n, locale),
      }),
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
        head: async (context) => (await import('./article-head')).articleHead(id, context),
      }),
    ),
  ],
};
