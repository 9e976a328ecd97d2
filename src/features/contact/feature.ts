import { page, type Feature } from '@/features/feature';

/** The contact page's address: the footer's button and the not-found page lead here. */
export const contactPath = '/Contact_Us';

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
