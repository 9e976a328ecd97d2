/**
 * The hand-written reference page of `npm run bench` (bench/reference/index.html: the home
 * page's hero as static HTML, its CSS inlined), the server that serves it, and which of its runs
 * a page is compared with (scripts/bench.ts). The first-tap table (scripts/first-tap.ts) taps its
 * menu.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const referenceFolder = resolve(import.meta.dirname, '..', '..', 'bench', 'reference');

/** The reference page, gzipped like the site's pages. */
export function referenceServer(): Server {
  const html = readFileSync(join(referenceFolder, 'index.html'));
  const gzipped = gzipSync(html, { level: 9 });
  return createServer((req, res) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipped : html);
  });
}

/** How many reference runs around a page its ratio is taken against. */
export const nearestReferenceRuns = 4;

/**
 * The reference runs to compare page `index` with. `runs[0]` was measured before the first
 * page and `runs[k + 1]` just after page k, so page `index` lies between runs `index` and
 * `index + 1`: those two, the one before and the one after, about two pages either side. At
 * the ends of the bench, the four nearest there are.
 */
export function nearestReference<T>(runs: readonly T[], index: number): T[] {
  const count = Math.min(nearestReferenceRuns, runs.length);
  const start = Math.max(0, Math.min(index - 1, runs.length - count));
  return runs.slice(start, start + count);
}
