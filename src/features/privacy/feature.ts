import { page, type Feature } from '@/features/feature';

/** The privacy policy's address: the footer and the enquiry form's consent link here. */
export const privacyPath = '/privacy';

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
