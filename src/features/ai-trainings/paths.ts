import type { NavEntry } from '@/features/feature';

/**
 * The AI trainings page's address, and the keys of its labels in the header and the footer.
 * Other features read them here, never from the registry (`feature.ts`), which loads the page
 * (docs/architecture.md).
 */
export const aiTrainingsPath = '/ai-trainings';
export const aiTrainingsNav = {
  header: 'aiTrainings',
  footer: 'aiTrainings',
} as const satisfies NavEntry;
