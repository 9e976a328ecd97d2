/** The AI trainings page's structure; its words live in `locales/<lng>/aiTrainings.json`. */

/** The three figures of the results section, in order (docs/behaviour.md §6.9). */
export const trainingStats = ['hours', 'productivity', 'workforce'] as const;

/** The three reasons to choose the training (docs/behaviour.md §6.9). */
export const trainingUsps = ['customized', 'productivity', 'workforce'] as const;

/** The three features of the training, in order, each with its icon. */
export const trainingFeatures = [
  { id: 'workshops', icon: '/images/ai-trainings/workshops.svg' },
  { id: 'instructors', icon: '/images/ai-trainings/instructors.svg' },
  { id: 'support', icon: '/images/ai-trainings/support.svg' },
] as const;

export const trainingFeatureIconSize = { width: 64, height: 64 } as const;

export const trainingHeroImage = {
  src: '/images/ai-trainings/hero.svg',
  width: 560,
  height: 420,
} as const;

export interface MailCompose {
  to: string;
  subject: string;
}

/**
 * The address of a Gmail compose page for a new message to `to` about `subject`: what the
 * 'Get a Free Consultation' button opens (in a new tab).
 */
export function mailComposeUrl({ to, subject }: MailCompose): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(to)}&su=${encodeURIComponent(subject)}`;
}
