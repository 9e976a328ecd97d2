/**
 * What a first load of a page carries, in gzip bytes, for `npm run bench` (scripts/bench.ts):
 * the files it fetches, and the scripts and CSS written into the page itself.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The gzip size of a file of `dist` served at `url`, as a CDN would send it (the build's .gz copy
 * when there is one); 0 for an address that is no file there.
 */
export function gzipBytes(dist: string, url: string): number {
  const path = join(dist, decodeURIComponent(new URL(url).pathname));
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  if (existsSync(path) && statSync(path).isFile()) return gzipSync(readFileSync(path)).length;
  return 0;
}

/**
 * The gzip bytes of the scripts written into a page (the boot script), which a first load runs
 * as surely as fetched ones. Data blocks such as JSON-LD are not scripts that run.
 */
export function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? '';
    if (/\bsrc=/.test(attributes) || !['', 'module', 'text/javascript'].includes(type)) continue;
    bytes += gzipSync(match[2] ?? '').length;
  }
  return bytes;
}

/** The gzip bytes of the CSS written into a page (its critical CSS). */
export function inlineStyleBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    bytes += gzipSync(match[1] ?? '').length;
  }
  return bytes;
}
