import { page, type Feature } from '@/features/feature';
import { verticals } from '@/features/verticals/verticals';
import { companyProfilePath } from './company-profile';

/** The company overview (会社概要): linked from the footer's list only. */
const overview = page({
  id: 'company',
  path: '/company',
  namespaces: ['company'],
  load: () => import('./company-page'),
});

/**
 * The company profile (会社案内): linked from the overview. It reads its own catalog, the
 * overview's facts, the Japan desk's, and the one line each offering's page gives itself (its
 * description: the nine verticals, the products' taglines, capability centres and trainings).
 */
const profile = page({
  id: 'company-profile',
  path: companyProfilePath,
  namespaces: [
    'companyProfile',
    'company',
    'japanDesk',
    ...verticals.map((vertical) => vertical.key),
    'products',
    'globalCapability',
    'aiTrainings',
  ],
  load: () => import('./company-profile-page'),
});

export const companyFeature: Feature = {
  nav: { footer: 'company' },
  pages: [overview, profile],
};
