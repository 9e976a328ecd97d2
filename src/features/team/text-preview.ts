/**
 * Previews of long text ("the first 200 characters, then an ellipsis") that never break a
 * character apart. Pure: no DOM, no React, the same result on the server and in the browser.
 */

/** What ends a shortened text. */
export const ellipsis = '…';

/**
 * Languages written without spaces between words: their text may be cut after any character.
 * Every other language is cut between words.
 */
const unspacedLanguages = new Set(['ja', 'zh', 'th', 'lo', 'km', 'my', 'bo']);

/** Whitespace, dashes and mid-sentence or closing punctuation left dangling before the ellipsis. */
const danglingEnd = /[\s\p{Pd},.;:、。，．；：・]+$/u;

function primaryLanguage(locale: string): string {
  return locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** Whether `locale`'s writing separates words with spaces (English does, Japanese does not). */
export function usesWordSpaces(locale: string): boolean {
  return !unspacedLanguages.has(primaryLanguage(locale));
}

/**
 * The last word boundary at or before `limit` (a UTF-16 offset that is itself a grapheme
 * boundary), or 0 when the first word already runs past it.
 */
function lastWordBoundary(text: string, limit: number, locale: string): number {
  const words = new Intl.Segmenter(locale, { granularity: 'word' }).segment(text);
  const segment = words.containing(limit);
  // At the end of the text, or `limit` already falls between two segments.
  if (!segment || segment.index === limit) return limit;
  // `limit` falls inside a segment: a word (or a run of spaces) that would be split. Cut before it.
  return segment.index;
}

/**
 * `text` shortened to at most `maxCharacters` characters followed by `…`, or `text` itself when
 * it is no longer than that.
 *
 * A character is what a reader sees as one (a grapheme cluster): an emoji, a letter with its
 * combining marks, or a surrogate pair is never split and counts once. In languages written with
 * spaces the cut falls between words (a single word longer than the limit is cut between
 * characters); in Japanese, Chinese, Thai and the like it may fall after any character. Spaces and
 * punctuation left at the cut are dropped before the ellipsis.
 */
export function truncateText(text: string, maxCharacters: number, locale: string): string {
  const limit = Math.max(0, Math.floor(maxCharacters));
  const graphemes = new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text);
  let count = 0;
  let cut = text.length;
  for (const { index } of graphemes) {
    if (count === limit) {
      cut = index;
      break;
    }
    count += 1;
  }
  if (cut === text.length) return text;

  let end = cut;
  if (usesWordSpaces(locale)) {
    const boundary = lastWordBoundary(text, cut, locale);
    if (text.slice(0, boundary).replace(danglingEnd, '') !== '') end = boundary;
  }
  return `${text.slice(0, end).replace(danglingEnd, '')}${ellipsis}`;
}
