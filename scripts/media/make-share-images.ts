/**
 * Draws the share images that Open Graph and Twitter cards show (1200×630 PNG, one per language
 * of contract/locales.ts: networks do not take SVG) into public/images/share/<lng>.png. The words
 * are the footer's tagline from locales/<lng>/common.json, set in the installed Noto Sans CJK JP
 * (which has Japanese, Korean and Latin letters) or Noto Sans.
 * Chromium lays out and renders the page, and sharp writes the screenshot as a compact PNG.
 *
 * Run after changing the design or the tagline: `npx tsx scripts/media/make-share-images.ts`.
 * The output is checked in; the build never runs this. Needs /usr/bin/chromium (or CHROMIUM_PATH)
 * and the typefaces (`fc-list 'Noto Sans CJK JP:lang=ja'`): a language that neither installed
 * typeface has the letters of keeps its image as it is, rather than one set in whatever font is
 * installed (for Japanese, boxes).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import escapeHtml from 'escape-html';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { locales } from '../../contract/locales.ts';
import { brandColours, logoMark, shareImage } from '../../src/content/brand-media.ts';
import { usesWordSpaces } from '../../src/features/team/text-preview.ts';
import { site } from '../../src/site.ts';
import { chromiumArgs, chromiumExecutable } from '../chromium.ts';
import { smallestPng } from './smallest-png.ts';

const root = resolve(import.meta.dirname, '../..');

/** Keeps the budget honest: a share image well under 100 kB. */
const budget = 80_000;

/** The page's typefaces, in order: Noto Sans CJK JP sets Japanese, Korean and Latin letters. */
const typefaces = ['Noto Sans CJK JP', 'Noto Sans'] as const;

/**
 * Whether fontconfig (where Chromium on Linux finds its fonts) has the typeface installed, with
 * the letters `language` is written in (Noto Sans alone cannot set Japanese).
 */
function installedFor(typeface: string, language: string): boolean {
  try {
    return (
      execFileSync('fc-list', [`${typeface}:lang=${language}`, 'family'], {
        encoding: 'utf8',
      }).trim() !== ''
    );
  } catch {
    return false;
  }
}

async function tagline(language: string): Promise<string> {
  const catalog = JSON.parse(
    await readFile(join(root, 'locales', language, 'common.json'), 'utf8'),
  ) as { footer: { tagline: string } };
  return catalog.footer.tagline.replaceAll('{{brand}}', site.brand);
}

function page(language: string, text: string): string {
  const { brand, brandStrong, accent, surface } = brandColours;
  const { width, height } = shareImage;
  // A language written without spaces between words (Japanese) is set a size smaller, on a
  // wider line, broken between phrases; the others are balanced between words.
  const unspaced = !usesWordSpaces(language);
  // The mark's bridge, drawn large on the right: an arch over three pillars and a deck.
  const bridge = `<svg class="bridge" viewBox="0 0 36 36" aria-hidden="true">
      <path d="${logoMark.arch}" fill="none" stroke="${accent}" stroke-width="1.6" stroke-linecap="round"/>
      <path d="${logoMark.deck}" stroke="${surface}" stroke-opacity="0.22" stroke-width="1.1"/>
    </svg>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>
    html, body { margin: 0; }
    body {
      width: ${width}px; height: ${height}px; overflow: hidden; position: relative;
      background: ${brand}; color: ${surface};
      font-family: ${typefaces.map((typeface) => `'${typeface}'`).join(', ')}, sans-serif;
    }
    .band { position: absolute; left: 0; right: 0; top: 510px; bottom: 0; background: ${brandStrong}; }
    /* The deck (y 26 of 36) rests on the band: 510 - 400 × 26 / 36 = 221. */
    .bridge { position: absolute; right: 56px; top: 221px; width: 400px; height: 400px; }
    .brand { position: absolute; left: 80px; top: 72px; display: flex; align-items: center; gap: 22px; }
    .brand svg { width: 84px; height: 84px; }
    .brand span { font-size: 44px; font-weight: 700; letter-spacing: 0.01em; }
    .rule { position: absolute; left: 80px; top: 196px; width: 96px; height: 8px; background: ${accent}; border-radius: 4px; }
    h1 {
      position: absolute; left: 80px; top: 228px; margin: 0; width: ${unspaced ? 740 : 700}px;
      font-size: ${unspaced ? 44 : 48}px; line-height: 1.3; font-weight: 700;
      line-break: strict; ${unspaced ? 'word-break: auto-phrase;' : 'text-wrap: balance;'}
    }
  </style></head><body>
    <div class="band"></div>
    ${bridge}
    <div class="brand">
      <svg viewBox="${logoMark.viewBox}" aria-hidden="true">
        <rect width="36" height="36" rx="8" fill="${surface}"/>
        <path d="${logoMark.arch}" fill="none" stroke="${accent}" stroke-width="3"/>
        <path d="${logoMark.deck}" stroke="${brand}" stroke-width="2"/>
      </svg>
      <span>${escapeHtml(site.brand)}</span>
    </div>
    <div class="rule"></div>
    <h1>${escapeHtml(text)}</h1>
  </body></html>`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: chromiumArgs,
  });
  try {
    const tab = await browser.newPage({
      viewport: { width: shareImage.width, height: shareImage.height },
      deviceScaleFactor: 1,
    });
    const out = join(root, 'public');
    await mkdir(join(out, 'images', 'share'), { recursive: true });
    for (const language of locales) {
      // Set in another font, the image would not be the design (Japanese in a Latin font is boxes).
      if (!typefaces.some((typeface) => installedFor(typeface, language))) {
        console.warn(
          `${language}: neither ${typefaces.join(' nor ')} is installed with its letters; left ${shareImage.path(language)} as it is`,
        );
        continue;
      }
      await tab.setContent(page(language, await tagline(language)));
      await tab.evaluate(() => document.fonts.ready);
      const overflow = await tab.evaluate(() => {
        const heading = document.querySelector('h1');
        return heading ? heading.getBoundingClientRect().bottom > 500 : true;
      });
      const shot = await tab.screenshot({ type: 'png' });
      if (overflow) throw new Error(`The ${language} tagline runs into the bottom band`);
      const png = await smallestPng(sharp(shot));
      if (png.length > budget) {
        throw new Error(`${language}: ${png.length} bytes, over the ${budget}-byte budget`);
      }
      const file = join(out, shareImage.path(language));
      await writeFile(file, png);
      console.log(`${file}: ${png.length} bytes (Chromium wrote ${shot.length})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
