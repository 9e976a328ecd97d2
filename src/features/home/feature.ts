import { page, type Feature } from '@/features/feature';
import { homePath } from './paths';

/** The home page, at the root of every locale. */
export const homeFeature: Feature = {
  nav: { footer: 'home' },
  pages: [
    page({
      id: 'home',
      path: homePath,
      namespaces: ['home', 'articles', 'enquiryForm'],
      load: () => import('./home-page'),
      hasContactSection: true,
    }),
  ],
};
