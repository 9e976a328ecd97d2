import { page, type Feature } from '@/features/feature';

export const productsFeature: Feature = {
  nav: { header: 'products', footer: 'products' },
  pages: [
    page({
      id: 'products',
      path: '/Our_products',
      namespaces: ['products'],
      load: () => import('./products-page'),
    }),
  ],
};
