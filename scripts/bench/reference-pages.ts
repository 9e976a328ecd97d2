/**
 * The hand-written reference pages of `npm run bench` (bench/reference/), static HTML with their
 * CSS inlined: the English home page's hero, and the whole Japanese home page. Each page of the
 * site is compared with its own language's reference, measured between the pages of that
 * language (scripts/bench.ts). The first-tap table (scripts/first-tap.ts) taps the English one's
 * menu.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Locale } from '../../contract/locales';
import type { SecurityHeadersManifest } from '../../server/security-headers';
import { headersByOrigin } from '../../server/site-server';
import { compressedCopies } from '../compression';
import { scanHtml } from '../security-headers/inline-code';
import { median } from '../statistics';

const referenceFolder = resolve(import.meta.dirname, '..', '..', 'bench', 'reference');

/**
 * Each language's reference: its file under bench/reference/, and the address it is served at,
 * its home page's (the Japanese one lies at ja/index.html as the built page at dist/ja/index.html).
 */
const english = { file: 'index.html', path: '/' };
const referencePages: Partial<Record<Locale, { file: string; path: string }>> = {
  en: english,
  ja: { file: 'ja/index.html', path: '/ja/' },
};

/** A language's reference page; a language without one of its own is compared with English's. */
export function referencePage(locale: Locale): { file: string; path: string } {
  return referencePages[locale] ?? english;
}

/**
 * The reference pages at their addresses, served as `npm start` serves the site's pages, so both
 * sides of a ratio load the same way: compressed alike (brotli where the browser takes it, as
 * Chromium does, else gzip), and with the same security headers, a policy allowing the page's own
 * inline code (server/site-server.ts, `headersByOrigin`) for the site's settings (`site`, its
 * dist/security-headers.json). The headers cost a page something too: Cross-Origin-Opener-Policy
 * puts it in a browsing context group of its own, so Chromium loads it in a fresh renderer process,
 * and its HTML is parsed and laid out colder, which a reference served without them would not
 * pay. Anything else is 404.
 */
export function referenceServer(site: SecurityHeadersManifest): Server {
  const pages = new Map(
    Object.values(referencePages).map(({ file, path }) => {
      const html = readFileSync(join(referenceFolder, file));
      return [path, { file, html, encoded: compressedCopies(html) }] as const;
    }),
  );
  const headersFor = headersByOrigin({
    ...site,
    pages: Object.fromEntries(
      [...pages.values()].map(({ file, html }) => [file, scanHtml(html.toString('utf8'))]),
    ),
  });
  return createServer((req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://reference.invalid').pathname);
    if (!page) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const accepted = String(req.headers['accept-encoding']);
    const encoding = (['br', 'gzip'] as const).find((name) =>
      new RegExp(`\\b${name}\\b`).test(accepted),
    );
    res.writeHead(200, {
      ...headersFor(req, page.file),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(encoding ? page.encoded[encoding] : page.html);
  });
}

/** How many reference runs around a page its ratio is taken against. */
export const nearestReferenceRuns = 4;

/**
 * The runs of a page's reference to compare it with: `runs` are its language's reference runs,
 * `index` the page's place among that language's pages. `runs[0]` was measured before the first
 * of those pages and `runs[k + 1]` just after page k, so page `index` lies between runs `index`
 * and `index + 1`: those two, the one before and the one after, about two pages either side. At
 * the ends, the four nearest there are.
 */
export function nearestReference<T>(runs: readonly T[], index: number): T[] {
  const count = Math.min(nearestReferenceRuns, runs.length);
  const start = Math.max(0, Math.min(index - 1, runs.length - count));
  return runs.slice(start, start + count);
}

/**
 * For each page, in the order measured, the median LCP of its own language's reference runs
 * nearest it: its place among the pages of its language is its place among those runs.
 */
export function nearestReferenceLcps(
  pages: readonly { locale: Locale }[],
  referenceLcps: ReadonlyMap<Locale, readonly number[]>,
): number[] {
  const seen = new Map<Locale, number>();
  return pages.map(({ locale }) => {
    const index = seen.get(locale) ?? 0;
    seen.set(locale, index + 1);
    return median(nearestReference(referenceLcps.get(locale) ?? [], index));
  });
}
