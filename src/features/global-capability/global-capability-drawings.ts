import { drawingsOf, type InlineSvg } from '@/content/drawings';

/**
 * The Global Capability Centre offering illustrations, drawn into the page (see src/content/drawings.ts).
 * Kept apart from the content they illustrate so that only the page's code carries them: the
 * browser tests read that content outside Vite, where `import.meta.glob` does not exist.
 */
export const globalCapabilityDrawings = drawingsOf(
  import.meta.glob<InlineSvg>('/public/images/global-capability/*.svg', {
    query: '?drawing',
    import: 'default',
    eager: true,
  }),
);
