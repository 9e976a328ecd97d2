// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profilePdfProblems, sizeProblem } from './company-profile-pdf';
import type { PdfFacts } from './pdf-facts';

const serverOrigin = 'http://127.0.0.1:40123';
const good: PdfFacts = {
  pages: 2,
  pageSizes: [
    { width: 594.96, height: 841.92 },
    { width: 594.96, height: 841.92 },
  ],
  text: '会社案内\nSetu Venturesは、…\n会社概要\n社名 …\nグローバル\u2027ケイパビリティ\u2027センター\n',
  fonts: [{ name: 'AAAAAA+NotoSansJPThin-Regular', embedded: true }],
  links: ['https://www.example.com/ja/Contact_Us', 'mailto:hello@example.com'],
  title: '会社案内 | Setu Ventures',
  language: '',
};
const expected = {
  bytes: 330_000,
  headings: ['会社案内', '会社概要', 'グローバル・ケイパビリティ・センター'],
  title: '会社案内 | Setu Ventures',
  serverOrigin,
};

describe("the company profile's PDF, checked by the build", () => {
  it('passes when it is A4, under 1 MB, its fonts embedded, its headings in its text', () => {
    expect(profilePdfProblems(good, expected)).toEqual([]);
  });

  it('names each thing that is wrong', () => {
    const bad: PdfFacts = {
      ...good,
      pageSizes: [{ width: 612, height: 792 }],
      text: '□□□□\n',
      fonts: [{ name: 'DejaVuSans', embedded: false }],
      links: [`${serverOrigin}/ja/Contact_Us`],
      title: 'Setu Ventures',
    };
    expect(profilePdfProblems(bad, { ...expected, bytes: 1_200_000 })).toEqual([
      'it is 1200000 bytes; it must stay below 1000000',
      'page 1 is 612.0 × 792.0 pt, not A4',
      'its font DejaVuSans is not embedded',
      'its text lacks the heading 「会社案内」 (set in a face without its glyphs?)',
      'its text lacks the heading 「会社概要」 (set in a face without its glyphs?)',
      'its text lacks the heading 「グローバル・ケイパビリティ・センター」 (set in a face without its glyphs?)',
      'its title is "Setu Ventures", not the page\'s "会社案内 | Setu Ventures"',
      `it links ${serverOrigin}/ja/Contact_Us, the build's own server`,
    ]);
    expect(profilePdfProblems({ ...good, fonts: [] }, expected)).toEqual([
      'it has no text a reader could select',
    ]);
  });
});

describe('the size the links state', () => {
  it('may be up to 10% off the real size', () => {
    expect(sizeProblem(330_000, 300_000)).toBeUndefined();
    expect(sizeProblem(270_000, 300_000)).toBeUndefined();
  });

  it('fails the build beyond that, saying both sizes', () => {
    expect(sizeProblem(340_000, 300_000)).toBe(
      'it is 340000 bytes (332 KB); its links say 293 KB (300000 bytes), 13% off',
    );
  });

  it('is no problem while none is recorded (the pages link no PDF then)', () => {
    expect(sizeProblem(340_000, undefined)).toBeUndefined();
    expect(sizeProblem(340_000, 0)).toBeUndefined();
  });
});
