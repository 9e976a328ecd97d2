import { page, type Feature } from '@/features/feature';
import { productsNav, productsPath } from './paths';

export const productsFeature: Feature = {
  nav: productsNav,
  pages: [
    page({
      id: 'products',
      path: productsPath,
      namespaces: ['products'],
      load: () => import('./products-page'),
    }),
  ],
};
