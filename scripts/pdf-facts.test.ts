// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { a4, comparableText, isA4, readPdfFacts } from './pdf-facts';

/**
 * A one-page A4 PDF written by hand: its text in Helvetica, which it does not embed (as a PDF
 * made without care might), a link and a title. The cross-reference table is computed.
 */
function handMadePdf(): Uint8Array {
  const stream = 'BT /F1 24 Tf 72 700 Td (Company profile) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> /Annots [6 0 R] >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Annot /Subtype /Link /Rect [72 690 300 720] /A << /S /URI /URI (https://www.example.com/company-profile) >> >>',
    '<< /Title (Company profile | Setu Ventures) >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

describe('what a PDF holds', () => {
  it('reads its pages, their size, its text, its fonts and whether each is embedded, its links and title', async () => {
    const facts = await readPdfFacts(handMadePdf());
    expect(facts.pages).toBe(1);
    expect(facts.pageSizes).toHaveLength(1);
    expect(isA4(facts.pageSizes[0]!)).toBe(true);
    expect(facts.text).toContain('Company profile');
    expect(facts.fonts).toEqual([{ name: 'Helvetica', embedded: false }]);
    expect(facts.links).toEqual(['https://www.example.com/company-profile']);
    expect(facts.title).toBe('Company profile | Setu Ventures');
    expect(facts.language).toBe('');
  });

  it('leaves the bytes it was given usable', async () => {
    const bytes = handMadePdf();
    const length = bytes.length;
    await readPdfFacts(bytes);
    expect(bytes.length).toBe(length);
  });
});

describe('A4', () => {
  it('is 210 × 297 mm, and a page within a point of it passes, Chromium’s rounding included', () => {
    expect(a4.width).toBeCloseTo(595.28, 2);
    expect(a4.height).toBeCloseTo(841.89, 2);
    expect(isA4({ width: 594.96, height: 841.92 })).toBe(true);
    expect(isA4({ width: 612, height: 792 })).toBe(false); // US Letter
    expect(isA4({ width: 841.89, height: 595.28 })).toBe(false); // on its side
  });
});

describe('text compared across a PDF and a page', () => {
  it('ignores white space and the one glyph Noto Sans JP gives two characters', () => {
    expect(comparableText('グローバル\u2027ケイパビリテ\nィ\u2027センター')).toBe(
      comparableText('グローバル・ケイパビリティ・センター'),
    );
    expect(comparableText('How an\nengagement proceeds')).toBe('Howanengagementproceeds');
  });
});
