/**
 * What a PDF holds, read the way a reader's software reads it: its pages and their sizes, its
 * text as a PDF viewer extracts it (what a reader can select, copy and search), its fonts and
 * whether each is embedded, its links and its title. Mozilla's pdf.js does the reading
 * (pdfjs-dist 5, whose legacy build runs on Node 20; version 6 needs Node 22). Used by the build
 * (scripts/company-profile-pdf.ts) and the browser tests (tests/e2e/company-profile.spec.ts).
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfFont {
  /** The font's name in the file: `AAAAAA+NotoSansJP-Regular` for a subset. */
  name: string;
  /** Its glyphs are in the file (a font program, or a Type 3 font's drawings). */
  embedded: boolean;
}

export interface PdfFacts {
  pages: number;
  /** Each page's width and height in points (1/72 in). */
  pageSizes: { width: number; height: number }[];
  /** The text of every page, in order, lines ending in `\n`. */
  text: string;
  /** Every font the pages draw text with, once each. */
  fonts: PdfFont[];
  /** The addresses of the links on its pages. */
  links: string[];
  /** The document's title (its metadata), or '' without one. */
  title: string;
  /** The document's language (`/Lang`), or '' without one. */
  language: string;
}

/** A font object as pdf.js hands it over once a page has been drawn (`fontExtraProperties`). */
interface LoadedFont {
  name?: string;
  missingFile?: boolean;
}

/** Reads a PDF. */
export async function readPdfFacts(bytes: Uint8Array): Promise<PdfFacts> {
  const document = await getDocument({
    // pdf.js takes the buffer over: give it a copy, so the caller's stays usable.
    data: new Uint8Array(bytes),
    fontExtraProperties: true,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pageSizes: PdfFacts['pageSizes'] = [];
    const fonts = new Map<string, PdfFont>();
    const links: string[] = [];
    let text = '';
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
      pageSizes.push({ width: right - left, height: top - bottom });

      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      }
      text += '\n';

      // Drawing the page loads its fonts; each setFont names one.
      const operators = await page.getOperatorList();
      operators.fnArray.forEach((operator, index) => {
        if (operator !== OPS.setFont) return;
        const id = (operators.argsArray[index] as unknown[])[0];
        if (typeof id !== 'string' || !page.commonObjs.has(id)) return;
        const font = page.commonObjs.get(id) as LoadedFont;
        const name = font.name ?? id;
        if (!fonts.has(name)) fonts.set(name, { name, embedded: font.missingFile === false });
      });

      for (const annotation of (await page.getAnnotations()) as { url?: unknown }[]) {
        if (typeof annotation.url === 'string') links.push(annotation.url);
      }
    }
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    return {
      pages: document.numPages,
      pageSizes,
      text,
      fonts: [...fonts.values()],
      links,
      title: typeof info.Title === 'string' ? info.Title : '',
      language: typeof info.Language === 'string' ? info.Language : '',
    };
  } finally {
    await document.destroy();
  }
}

/** ISO 216 A4, 210 × 297 mm, in points. */
export const a4 = { width: (210 / 25.4) * 72, height: (297 / 25.4) * 72 };

/** Whether a page is A4 upright, within `tolerance` points (Chromium rounds to whole pixels). */
export function isA4({ width, height }: { width: number; height: number }, tolerance = 1) {
  return Math.abs(width - a4.width) <= tolerance && Math.abs(height - a4.height) <= tolerance;
}

/**
 * Text as compared across a PDF and a page: without white space (a PDF has no spaces between
 * Japanese characters, and breaks lines anywhere), in Unicode's compatibility form. A font may
 * give one glyph to two characters, and the PDF then names only one of them: Noto Sans JP draws
 * the katakana middle dot 「・」 (U+30FB) and the hyphenation point (U+2027) alike.
 */
export function comparableText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '').replaceAll('\u2027', '\u30fb');
}
