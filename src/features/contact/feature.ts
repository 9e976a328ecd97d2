import { page, type Feature } from '@/features/feature';
import { contactPath } from './paths';

export const contactFeature: Feature = {
  nav: { header: 'contact' },
  pages: [
    page({
      id: 'contact',
      path: contactPath,
      namespaces: ['contact', 'enquiryForm'],
      load: () => import('./contact-page'),
      hasContactSection: true,
    }),
  ],
};
