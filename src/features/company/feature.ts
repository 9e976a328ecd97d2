import { page, type Feature } from '@/features/feature';

/** The company overview (会社概要): linked from the footer's list only. */
export const companyFeature: Feature = {
  nav: { footer: 'company' },
  pages: [
    page({
      id: 'company',
      path: '/company',
      namespaces: ['company'],
      load: () => import('./company-page'),
    }),
  ],
};
