import { page, type PageRoute } from '@/features/feature';
import { features } from './features';

/** Every screen of the site (docs/behaviour.md §2.1), in the order the features list them. */
export const routeTable: readonly PageRoute[] = features.flatMap((feature) => feature.pages);

/** What every unknown address shows. */
export const notFoundRoute: PageRoute = page({
  id: 'not-found',
  path: '*',
  namespaces: ['common'],
  load: () => import('./not-found-page'),
  textKeys: {
    title: 'notFound.meta.title',
    description: 'notFound.meta.description',
    heading: 'notFound.heading',
  },
});
