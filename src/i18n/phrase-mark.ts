import type { PostProcessorModule } from 'i18next';

/**
 * The mark between two phrases of a Japanese string (U+200B ZERO WIDTH SPACE), written into the
 * Japanese catalogs at build time (scripts/japanese-phrases.ts). It never reaches the page as a
 * character: `Phrases` (./phrases.tsx) renders it as `<wbr>`, and every other use of the text
 * (titles, meta, JSON-LD, attributes, feeds) gets it without marks from `plainText`.
 */
export const phraseMark = '\u200B';

/** i18next's name for the post-processor below. */
const plainTextName = 'plainText';

/**
 * The post-processor every `t` call runs unless it asks otherwise: the text without phrase marks.
 * Registered with each i18next instance (src/i18n/create-i18n.ts).
 */
export const plainText: PostProcessorModule = {
  type: 'postProcessor',
  name: plainTextName,
  process: (value: string) => value.replaceAll(phraseMark, ''),
};

/** The default post-processing: plain text. */
export const defaultPostProcess = [plainTextName];

/**
 * Options for a `t` call whose text `Phrases` sets: the phrase marks are kept (no
 * post-processor runs).
 */
export const withPhrases = { postProcess: [] as readonly string[] };
