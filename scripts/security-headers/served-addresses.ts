/** Which built file Cloudflare Pages answers an address with, and at which address it serves a file. */

/**
 * The address Cloudflare Pages answers with a built HTML file (status 200; it redirects the
 * file's other spellings there), percent-escaped as in a request: `index.html` is `/`,
 * `team/index.html` is `/team/`, `404.html` is `/404`.
 */
export function servedAddress(file: string): string {
  const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return new URL(path, 'https://pages.invalid').pathname;
}

/** A folder of dist/ (`''`, `ja/`, `ja/blogs/`) as an address. */
export const folderAddress = (folder: string) => servedAddress(`${folder}index.html`);

/** How deep a folder lies: `''` 0, `ja/` 1, `ja/blogs/` 2. */
export const depth = (folder: string) => folder.split('/').length - 1;

/**
 * The page Cloudflare Pages answers the unknown addresses of a folder (`''`, `ja/`) with: the
 * nearest 404.html up from it, else index.html (its fallback for single-page apps), else none.
 */
export function notFoundPage(folder: string, files: ReadonlySet<string>): string | undefined {
  const names = folder.split('/').slice(0, -1);
  for (let length = names.length; length >= 0; length -= 1) {
    const file = [...names.slice(0, length), '404.html'].join('/');
    if (files.has(file)) return file;
  }
  return files.has('index.html') ? 'index.html' : undefined;
}

/** Whether a built file is a not-found page: only ever an answer, at any unknown address. */
export const isNotFoundPage = (file: string) => file === '404.html' || file.endsWith('/404.html');
