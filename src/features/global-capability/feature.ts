import { page, type Feature } from '@/features/feature';

export const globalCapabilityFeature: Feature = {
  nav: { header: 'globalCapability', footer: 'globalCapability' },
  pages: [
    page({
      id: 'global-capability',
      path: '/Global_capability',
      namespaces: ['globalCapability', 'enquiryForm'],
      load: () => import('./global-capability-page'),
      hasContactSection: true,
    }),
  ],
};
