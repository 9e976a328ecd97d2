import { searchPath } from '@contract/search';
import { page, type Feature } from '@/features/feature';

/** Site search (docs/behaviour.md §14): reached from the header's search link on every page. */
export const searchFeature: Feature = {
  pages: [
    page({
      id: 'search',
      path: searchPath,
      namespaces: ['search'],
      load: () => import('./search-page'),
    }),
  ],
};
