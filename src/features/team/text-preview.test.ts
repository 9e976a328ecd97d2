import { describe, expect, it } from 'vitest';
import { ellipsis, truncateText, usesWordSpaces } from './text-preview';

function graphemes(text: string): string[] {
  return Array.from(
    new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text),
    (s) => s.segment,
  );
}

/** Whether `text` holds half of a surrogate pair (a character cut in two). */
function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** The preview without its ellipsis, after checking that it has one. */
function body(preview: string): string {
  expect(preview.endsWith(ellipsis)).toBe(true);
  return preview.slice(0, -ellipsis.length);
}

const english =
  'Our consultants turn scattered operational data into decisions: we design data platforms, ' +
  'train and deploy machine-learning models, and stay with client teams until the new way of ' +
  'working is simply how work gets done, across India, the US, MENA and APAC.';

describe('truncateText', () => {
  it('returns a text of at most the limit unchanged, without an ellipsis', () => {
    expect(truncateText('Short biography.', 200, 'en')).toBe('Short biography.');
    expect(truncateText('', 200, 'en')).toBe('');
    const exactly200 = 'a'.repeat(200);
    expect(truncateText(exactly200, 200, 'en')).toBe(exactly200);
    const japanese200 = 'デ'.repeat(200);
    expect(truncateText(japanese200, 200, 'ja')).toBe(japanese200);
  });

  it('shortens a text one character over the limit', () => {
    const word201 = 'a'.repeat(201);
    // One word longer than the limit: cut between characters, at exactly the limit.
    expect(truncateText(word201, 200, 'en')).toBe(`${'a'.repeat(200)}${ellipsis}`);
    const words201 = `${'word '.repeat(40)}x`;
    expect(words201).toHaveLength(201);
    expect(truncateText(words201, 200, 'en')).toBe(`${'word '.repeat(40).trimEnd()}${ellipsis}`);
  });

  it('cuts English between words and never keeps more than the limit', () => {
    expect(english.length).toBeGreaterThan(200);
    const preview = truncateText(english, 200, 'en');
    const kept = body(preview);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(english.startsWith(kept)).toBe(true);
    // The next character of the original is a space or punctuation, not the rest of a word.
    expect(english.charAt(kept.length)).toMatch(/[\s,.;:]/);
    expect(kept).toBe(
      'Our consultants turn scattered operational data into decisions: we design data platforms, ' +
        'train and deploy machine-learning models, and stay with client teams until the new way of ' +
        'working is simply',
    );
  });

  it('drops spaces and punctuation left at the cut', () => {
    expect(truncateText('Alpha beta, gamma delta', 11, 'en')).toBe(`Alpha beta${ellipsis}`);
    expect(truncateText('Alpha beta. Gamma delta', 12, 'en')).toBe(`Alpha beta${ellipsis}`);
  });

  it('keeps the cut at the limit when the limit falls exactly at the end of a word', () => {
    expect(truncateText('Alpha beta gamma', 10, 'en')).toBe(`Alpha beta${ellipsis}`);
    expect(truncateText('Alpha beta gamma', 9, 'en')).toBe(`Alpha${ellipsis}`);
  });

  it('cuts a 300-character Japanese text after exactly 200 characters', () => {
    const sentence = 'データとＡＩで日本企業のインド進出を支援します。'; // 24 characters
    const japanese = sentence.repeat(13).slice(0, 300);
    expect(japanese).toHaveLength(300);
    const preview = truncateText(japanese, 200, 'ja');
    const kept = body(preview);
    expect(japanese.startsWith(kept)).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(200);
    // No word spaces in Japanese: the cut is not pulled back to a "word".
    expect(kept.length).toBeGreaterThanOrEqual(198);
    expect(kept).toBe(japanese.slice(0, 200).replace(/[。、]+$/u, ''));
  });

  it('never splits a surrogate pair in Japanese text', () => {
    // 𠮷 (U+20BB7) is one character written with two UTF-16 code units.
    const text = '𠮷野家'.repeat(100);
    const kept = body(truncateText(text, 200, 'ja'));
    expect(graphemes(kept)).toHaveLength(200);
    expect(text.startsWith(kept)).toBe(true);
    expect(hasLoneSurrogate(kept)).toBe(false);
    expect(kept.endsWith('\uD842')).toBe(false);
  });

  it('never splits a character from its combining marks (Japanese dakuten, Latin accents)', () => {
    // か + combining dakuten (U+3099) is one character: が.
    const combining = 'か\u3099'.repeat(250);
    const kept = body(truncateText(combining, 200, 'ja'));
    expect(kept).toBe('か\u3099'.repeat(200));

    const decomposed = 'e\u0301'.repeat(250);
    const cut = body(truncateText(decomposed, 200, 'en'));
    expect(cut).toBe('e\u0301'.repeat(200));
  });

  it('returns a text of 150 combined characters unchanged', () => {
    const combining = 'か\u3099'.repeat(150);
    expect(combining.length).toBe(300);
    expect(truncateText(combining, 200, 'ja')).toBe(combining);
  });

  it('keeps emoji sequences whole and counts each as one character', () => {
    const family = '👨‍👩‍👧‍👦';
    const flag = '🇯🇵';
    const thumbs = '👍🏽';
    const text = `${family}${flag}${thumbs}`.repeat(70); // 210 characters
    expect(graphemes(text)).toHaveLength(210);
    const kept = body(truncateText(text, 200, 'ja'));
    expect(graphemes(kept)).toHaveLength(200);
    expect(text.startsWith(kept)).toBe(true);
    for (const character of graphemes(kept)) {
      expect([family, flag, thumbs]).toContain(character);
    }
  });

  it('cuts an English text with emoji between words, without splitting an emoji', () => {
    const text = 'Data 📊 and AI 🤖 for growth 🚀. '.repeat(10);
    const kept = body(truncateText(text, 200, 'en'));
    expect(graphemes(kept).length).toBeLessThanOrEqual(200);
    expect(text.startsWith(kept)).toBe(true);
    expect(hasLoneSurrogate(kept)).toBe(false);
    expect(text.charAt(kept.length)).toMatch(/[\s.]/);
  });

  it('uses spaces between words for English but not for Japanese or Chinese', () => {
    expect(usesWordSpaces('en')).toBe(true);
    expect(usesWordSpaces('en-IN')).toBe(true);
    expect(usesWordSpaces('ja')).toBe(false);
    expect(usesWordSpaces('ja-JP')).toBe(false);
    expect(usesWordSpaces('zh-Hans')).toBe(false);
  });
});
