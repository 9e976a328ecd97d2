import { drawingsOf, type InlineSvg } from '@/content/drawings';

/**
 * Every vertical's banner and card illustration, drawn into the page (see src/content/drawings.ts).
 * Kept apart from the content they illustrate so that only the page's code carries them: the
 * browser tests read that content outside Vite, where `import.meta.glob` does not exist.
 */
export const verticalDrawings = drawingsOf(
  import.meta.glob<InlineSvg>('/public/images/verticals/*/*.svg', {
    query: '?drawing',
    import: 'default',
    eager: true,
  }),
);
