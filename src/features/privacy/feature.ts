import { page, type Feature } from '@/features/feature';
import { privacyPath } from './paths';

/**
 * The privacy policy. No navigation entry: the footer links to it from its list of legal
 * documents, beside the terms.
 */
export const privacyFeature: Feature = {
  pages: [
    page({
      id: 'privacy',
      path: privacyPath,
      namespaces: ['privacy'],
      load: () => import('./privacy-page'),
    }),
  ],
};
