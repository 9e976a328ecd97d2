/**
 * The site's search index (docs/behaviour.md §14), built with Pagefind from the prerendered pages
 * in dist/: one index per language (Pagefind reads each page's `<html lang>`, and its extended
 * build segments Japanese into words), written to dist/pagefind/. Pages load it only when the
 * visitor searches (src/features/search).
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { close, createIndex, type PagefindServiceConfig } from 'pagefind';
import { isSearchPageFile, searchBundlePath } from '../contract/search';

const dist = resolve(import.meta.dirname, '..', 'dist');
const unusedFiles = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** What of a page is searched: its main content, without what every page repeats. */
export const indexConfig: PagefindServiceConfig = {
  rootSelector: 'main',
  excludeSelectors: [
    // The enquiry form's labels and messages, on every page that has one.
    'form',
    // The carousels' copies of their first and last slides, and drawings' hidden text.
    '[aria-hidden="true"]',
  ],
};

/**
 * The address a prerendered file is served at, or null for files that are not pages a visitor
 * searches for: the not-found pages, and the search page itself (and, by their HTML, the pages
 * for no search engine: `isNoindex`).
 */
export function pageAddress(file: string): string | null {
  const parts = file.split(sep).join('/').split('/');
  if (parts.at(-1) !== 'index.html' || isSearchPageFile(file)) return null;
  return `/${parts.slice(0, -1).join('/')}`;
}

/** A page for no search engine (the thank-you page): the site search leaves it out too. */
export function isNoindex(html: string): boolean {
  return /<meta name="robots" content="noindex"/.test(html);
}

async function pages(): Promise<{ url: string; html: string }[]> {
  const names = await readdir(dist, { recursive: true });
  const found = await Promise.all(
    names.map(async (name) => {
      const url = pageAddress(name);
      if (url === null) return [];
      const html = await readFile(join(dist, name), 'utf8');
      return isNoindex(html) ? [] : [{ url, html }];
    }),
  );
  return found.flat();
}

/** The bytes of each language's index: its metadata, word index and page fragments. */
async function sizeByLanguage(output: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const name of await readdir(output, { recursive: true })) {
    const language = /(?:^|[/.])([a-z]{2,3}(?:-[a-z\d]+)?)_[\da-f]+\.pf_/i.exec(name)?.[1];
    if (!language) continue;
    const { size } = await stat(join(output, name));
    sizes.set(language, (sizes.get(language) ?? 0) + size);
  }
  return sizes;
}

async function main(): Promise<void> {
  const output = join(dist, searchBundlePath);
  await rm(output, { recursive: true, force: true });
  const { index, errors } = await createIndex(indexConfig);
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  let indexed = 0;
  for (const { url, html } of await pages()) {
    const added = await index.addHTMLFile({ url, content: html });
    if (added.errors.length > 0) {
      throw new Error(`Pagefind could not index ${url}: ${added.errors.join('; ')}`);
    }
    indexed += 1;
  }
  const written = await index.writeFiles({ outputPath: output });
  if (written.errors.length > 0) throw new Error(written.errors.join('; '));
  await close();
  // Pagefind's ready-made interfaces, which the site does not use (it has its own search page).
  for (const name of await readdir(output)) {
    if (unusedFiles.test(name)) await rm(join(output, name));
  }
  const sizes = await sizeByLanguage(output);
  console.log(
    `Search index: ${String(indexed)} pages in ${relative(process.cwd(), output)}/ (${[...sizes]
      .map(([language, bytes]) => `${language} ${String(Math.round(bytes / 1024))} kB`)
      .join(', ')})`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
