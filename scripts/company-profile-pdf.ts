/**
 * A build step, after the security headers and before compression (package.json "build"): the
 * company profile (docs/behaviour.md §6.15) printed to PDF in every language it is published in,
 * from the built site, as a visitor's Chromium would print it (src/styles/print.css), into
 * `dist/<prefix>/company-profile/<name>.pdf` (`profilePdfPath()`).
 *
 * The page is served by the site's own server (server/site-server.ts) on a free port of this
 * machine, and the app booted as a visitor boots it, which brings the print rules. For paper:
 * - Japanese needs a Japanese typeface, and a build machine may have none (CI has none): the page
 *   is set in Noto Sans JP from @fontsource/noto-sans-jp (SIL Open Font License), in both languages
 *   so that the files do not depend on the fonts a machine has. The faces are served to this page
 *   only, by route; visitors never download them. Chromium embeds the glyphs used, as subsets.
 * - The site's own links name its public address (`site.origin`), not this server's.
 * - Each sheet's foot carries the brand and the page number.
 *
 * Then each PDF is read back (scripts/pdf-facts.ts) and the build fails, saying why, unless it is
 * A4, below `profilePdfMaxBytes`, with every font embedded, the printed page's headings in its
 * text, the page's title as its title, and no link to this server; and unless its size is within
 * `profilePdfTolerance` of the size its links state (`profile-pdf.json`), which
 * `npm run profile:sizes` (this script with `--update`) records instead of checking.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import escapeHtml from 'escape-html';
import { isLocale, regionalTag, splitLocalePrefix, type Locale } from '../contract/locales';
import { createSiteServer } from '../server/site-server';
import {
  companyProfilePath,
  profilePdfBytes,
  profilePdfKilobytes,
  profilePdfMaxBytes,
  profilePdfPath,
  profilePdfTolerance,
} from '../src/features/company/company-profile';
import { site } from '../src/site';
import { launchChromium } from './chromium';
import { comparableText, isA4, readPdfFacts, type PdfFacts } from './pdf-facts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const sizesFile = join(root, 'src/features/company/profile-pdf.json');
const fontFolder = join(root, 'node_modules/@fontsource/noto-sans-jp');
/** Where this page, and only it, finds the faces (answered by route, from `fontFolder`). */
const fontPath = '/__profile-fonts/';
/** The faces' name on the page: its own, so no installed font of the same name stands in. */
const fontFamily = 'Setu Profile Noto Sans JP';

/** The regular and bold faces, each split by Fontsource into ranges that load as used. */
function fontFaces(): string {
  return ['400', '700']
    .map((weight) => readFileSync(join(fontFolder, `${weight}.css`), 'utf8'))
    .join('\n')
    .replaceAll("font-family: 'Noto Sans JP'", `font-family: '${fontFamily}'`)
    .replaceAll('url(./files/', `url(${fontPath}`);
}

interface PrintedProfile {
  locale: Locale;
  pdf: Buffer;
  /** The h1 and h2 the printed page shows, which the PDF's text must hold. */
  headings: string[];
  title: string;
}

/** One language's profile, printed. */
async function printProfile(
  browser: Browser,
  origin: string,
  path: string,
  locale: Locale,
): Promise<PrintedProfile> {
  // bypassCSP: the faces come in a <style> of this script's, which the page's policy would refuse.
  const context = await browser.newContext({ bypassCSP: true, locale: regionalTag(locale) });
  try {
    const page = await context.newPage();
    await page.route(`${origin}${fontPath}*`, async (route) => {
      const file = basename(new URL(route.request().url()).pathname);
      await route.fulfill({
        body: await readFile(join(fontFolder, 'files', file)),
        contentType: file.endsWith('.woff2') ? 'font/woff2' : 'font/woff',
      });
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    // The print rules come with the full stylesheet, which arrives with the app at the visitor's
    // first intent (src/boot.ts): move the pointer, as a visitor does, and wait for the app.
    await page.mouse.move(3, 3);
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.addStyleTag({
      content: `${fontFaces()}\nhtml[lang]:root { --font: '${fontFamily}', sans-serif; }`,
    });
    await page.emulateMedia({ media: 'print' });
    const { headings, failedFonts, title } = await page.evaluate(async (publicOrigin) => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const url = new URL(link.href);
        if (url.origin === location.origin)
          link.href = new URL(url.pathname + url.hash, publicOrigin).href;
      }
      // A sheet is never scrolled: pictures load now, lazy or not.
      await Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      );
      document.body.getBoundingClientRect();
      await document.fonts.ready;
      return {
        headings: [...document.querySelectorAll<HTMLElement>('main h1, main h2')]
          .filter((heading) => heading.checkVisibility())
          .map((heading) => heading.textContent),
        failedFonts: [...document.fonts]
          .filter((face) => face.status === 'error')
          .map((face) => `${face.family} ${face.weight} ${face.unicodeRange.slice(0, 20)}`),
        title: document.title,
      };
    }, site.origin);
    if (failedFonts.length > 0) {
      throw new Error(`${path}: these faces did not load: ${failedFonts.join('; ')}`);
    }
    const pdf = await page.pdf({
      format: 'A4',
      preferCSSPageSize: true,
      printBackground: true,
      outline: true,
      tagged: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: `<div style="box-sizing:border-box;width:100%;padding:0 15mm;display:flex;justify-content:space-between;font-size:7.5pt;color:#000"><span>${escapeHtml(site.brand)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
    });
    return { locale, pdf, headings, title };
  } finally {
    await context.close();
  }
}

/** What is wrong with a printed profile's PDF, each said in a sentence; none when it is right. */
export function profilePdfProblems(
  facts: PdfFacts,
  expected: { bytes: number; headings: readonly string[]; title: string; serverOrigin: string },
): string[] {
  const problems: string[] = [];
  if (expected.bytes >= profilePdfMaxBytes) {
    problems.push(`it is ${expected.bytes} bytes; it must stay below ${profilePdfMaxBytes}`);
  }
  if (facts.pages === 0) problems.push('it has no page');
  facts.pageSizes.forEach(({ width, height }, index) => {
    if (!isA4({ width, height })) {
      problems.push(`page ${index + 1} is ${width.toFixed(1)} × ${height.toFixed(1)} pt, not A4`);
    }
  });
  if (facts.fonts.length === 0) problems.push('it has no text a reader could select');
  for (const font of facts.fonts.filter((candidate) => !candidate.embedded)) {
    problems.push(`its font ${font.name} is not embedded`);
  }
  const text = comparableText(facts.text);
  for (const heading of expected.headings) {
    if (!text.includes(comparableText(heading))) {
      problems.push(
        `its text lacks the heading 「${heading}」 (set in a face without its glyphs?)`,
      );
    }
  }
  if (facts.title !== expected.title) {
    problems.push(`its title is "${facts.title}", not the page's "${expected.title}"`);
  }
  for (const link of facts.links.filter((href) => href.startsWith(expected.serverOrigin))) {
    problems.push(`it links ${link}, the build's own server`);
  }
  return problems;
}

/** Whether the size the links state is off by more than the tolerance; undefined when close. */
export function sizeProblem(bytes: number, stated: number | undefined): string | undefined {
  if (!stated) return undefined;
  const drift = Math.abs(bytes - stated) / stated;
  if (drift <= profilePdfTolerance) return undefined;
  return `it is ${bytes} bytes (${profilePdfKilobytes(bytes)} KB); its links say ${profilePdfKilobytes(stated)} KB (${stated} bytes), ${Math.round(drift * 100)}% off`;
}

function listen(server: Server): Promise<string> {
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** The profile's addresses in dist-ssr/pages.json (written by the prerender): one per language. */
function profilePages(): { path: string; locale: Locale }[] {
  const pages = JSON.parse(readFileSync(join(root, 'dist-ssr/pages.json'), 'utf8')) as {
    path: string;
    locale: string;
    status: number;
  }[];
  return pages.flatMap(({ path, locale, status }) =>
    status === 200 && isLocale(locale) && splitLocalePrefix(path).path === companyProfilePath
      ? [{ path, locale }]
      : [],
  );
}

async function main(): Promise<void> {
  const update = process.argv.includes('--update');
  const pages = profilePages();
  if (pages.length === 0) {
    throw new Error(`No ${companyProfilePath} in dist-ssr/pages.json: run \`npm run build\``);
  }
  const server = createSiteServer({ root: dist });
  const origin = await listen(server);
  const browser = await launchChromium();
  const failures: string[] = [];
  const sizes: Partial<Record<Locale, number>> = {};
  try {
    for (const { path, locale } of pages) {
      const printed = await printProfile(browser, origin, path, locale);
      const file = profilePdfPath(locale);
      await writeFile(join(dist, file), printed.pdf);
      const bytes = printed.pdf.length;
      sizes[locale] = bytes;
      const facts = await readPdfFacts(new Uint8Array(printed.pdf));
      const problems = profilePdfProblems(facts, {
        bytes,
        headings: printed.headings,
        title: printed.title,
        serverOrigin: origin,
      });
      const stated = profilePdfBytes[locale];
      const drift = update ? undefined : sizeProblem(bytes, stated);
      if (drift) {
        problems.push(
          `${drift}: run \`npm run profile:sizes\` to record the new size, then \`npm run build\``,
        );
      }
      failures.push(...problems.map((problem) => `${file}: ${problem}`));
      console.log(
        `Company profile ${file}: ${bytes} bytes, ${facts.pages} A4 pages, ${facts.fonts.length} embedded fonts`,
      );
      if (!update && !stated) {
        console.warn(
          `Warning: no size recorded for ${locale} in ${sizesFile}: its pages link no PDF until \`npm run profile:sizes\` records it (then \`npm run build\`)`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (failures.length > 0) {
    throw new Error(`The company profile's PDF is not right:\n  ${failures.join('\n  ')}`);
  }
  if (update) {
    await writeFile(sizesFile, `${JSON.stringify(sizes, null, 2)}\n`);
    console.log(
      `Recorded the sizes in ${sizesFile}: run \`npm run build\` so that the pages state them`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
