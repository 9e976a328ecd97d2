import { page, type Feature } from '@/features/feature';
import { aiTrainingsNav, aiTrainingsPath } from './paths';

export const aiTrainingsFeature: Feature = {
  nav: aiTrainingsNav,
  pages: [
    page({
      id: 'ai-trainings',
      path: aiTrainingsPath,
      namespaces: ['aiTrainings'],
      load: () => import('./ai-trainings-page'),
    }),
  ],
};
