/**
 * The last step of the build: a brotli and a gzip copy of every text file in dist/, which the
 * site server (sirv) and hosts such as nginx (`brotli_static`, `gzip_static`) send to browsers
 * that accept them, as a CDN would. Files that do not shrink are left alone.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { compressedCopies } from './compression';

const dist = resolve(import.meta.dirname, '..', 'dist');
const compressible = /\.(html|js|css|svg|json|xml|atom|rss|txt|webmanifest|ico)$/;

async function files(folder: string): Promise<string[]> {
  const names = await readdir(folder, { recursive: true });
  return names.filter((name) => compressible.test(name)).map((name) => join(folder, name));
}

let original = 0;
let brotli = 0;
for (const file of await files(dist)) {
  const bytes = await readFile(file);
  if (bytes.length < 512) continue;
  const { br, gzip: gz } = compressedCopies(bytes);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
  original += bytes.length;
  brotli += Math.min(br.length, bytes.length);
}
console.log(
  `Compressed dist/: ${String(Math.round(original / 1024))} kB of text, ${String(Math.round(brotli / 1024))} kB as brotli`,
);
