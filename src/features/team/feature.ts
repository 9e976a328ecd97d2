import { page, type Feature } from '@/features/feature';

export const teamFeature: Feature = {
  nav: { header: 'team', footer: 'team' },
  pages: [
    page({
      id: 'team',
      path: '/team',
      namespaces: ['team'],
      load: () => import('./team-page'),
    }),
  ],
};
