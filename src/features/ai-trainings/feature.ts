import { page, type Feature } from '@/features/feature';

export const aiTrainingsFeature: Feature = {
  nav: { header: 'aiTrainings', footer: 'aiTrainings' },
  pages: [
    page({
      id: 'ai-trainings',
      path: '/ai-trainings',
      namespaces: ['aiTrainings'],
      load: () => import('./ai-trainings-page'),
    }),
  ],
};
