import { page, type Feature } from '@/features/feature';
import { globalCapabilityNav, globalCapabilityPath } from './paths';

export const globalCapabilityFeature: Feature = {
  nav: globalCapabilityNav,
  pages: [
    page({
      id: 'global-capability',
      path: globalCapabilityPath,
      namespaces: ['globalCapability', 'enquiryForm'],
      load: () => import('./global-capability-page'),
      hasContactSection: true,
    }),
  ],
};
