import { enquirySentPath } from '@contract/enquiry-form';
import { page, type Feature } from '@/features/feature';

/**
 * The page the enquiry service sends a visitor to once it has taken the form their browser sent
 * by itself, JavaScript off (docs/behaviour.md §7.7). No navigation entry, and not for search
 * engines or the site search: nobody arrives here but from the form.
 */
export const enquiryFeature: Feature = {
  pages: [
    page({
      id: 'enquiry-sent',
      path: enquirySentPath,
      namespaces: ['enquirySent', 'enquiryForm'],
      load: () => import('./enquiry-sent-page'),
      noindex: true,
    }),
  ],
};
