/**
 * Serves the prerendered site from dist/ like a static host: hashed assets cached for a year,
 * pages revalidated, unknown addresses answered with the not-found page and status 404 (in the
 * language the address's prefix names, compressed like every other page), and the security
 * headers of dist/security-headers.json on every answer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, posix, resolve, sep } from 'node:path';
import type { TLSSocket } from 'node:tls';
import sirv from 'sirv';
import { locales, splitLocalePrefix, withLocalePrefix, type Locale } from '../contract/locales';
import {
  answerPolicy,
  documentDigest,
  securityHeaders,
  type SecurityHeadersManifest,
} from './security-headers';

export interface SiteServerOptions {
  root?: string;
  port?: number;
  host?: string;
}

/** `_redirects` as static hosts read it: `from to status` per line; `#` starts a comment. */
export function readRedirects(text: string): Map<string, { to: string; status: number }> {
  const redirects = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.replace(/#.*/, '').trim().split(/\s+/);
    // Redirects of one address each; not-found rules (a language's prefix and `/*` to its
    // 404.html) are for hosts without this server, which answers unknown addresses in their
    // language by itself.
    const code = Number(status);
    if (from && to && !from.includes('*') && code >= 300 && code < 400) {
      redirects.set(from, { to, status: code });
    }
  }
  return redirects;
}

/** Every `.html` file under `root`, as paths relative to it with `/` separators, sorted. */
export function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.html'))
    .map((entry) => entry.split(sep).join('/'))
    .sort();
}

/**
 * dist/security-headers.json (written by the build's last step), refused when the pages have
 * changed since: their inline hashes would no longer match and the browser would block them.
 */
export function readSecurityHeaders(root: string): SecurityHeadersManifest {
  const file = join(root, 'security-headers.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` (its last step writes it)`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SecurityHeadersManifest;
  const pages = htmlFiles(root);
  const changed = pages.filter(
    (page) => manifest.documents[page] !== documentDigest(readFileSync(join(root, page))),
  );
  const gone = Object.keys(manifest.documents).filter((page) => !pages.includes(page));
  if (changed.length > 0 || gone.length > 0) {
    throw new Error(
      `${file} was computed for other pages (${[...changed, ...gone].slice(0, 3).join(', ')}): run \`npx tsx scripts/security-headers.ts\` after anything that changes the built pages`,
    );
  }
  return manifest;
}

/** Over TLS, or behind a proxy that terminated it and says so (X-Forwarded-Proto). */
function servedOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

/**
 * The headers for a request: the build's, with the policy naming the origin the visitor asked
 * for (so its search index and robots.txt are readable from the page wherever the server runs:
 * localhost, a preview host). A Host header that is not a plain host name gets the built origin's policy.
 * A page (an HTML file of the manifest, by its path in dist/) gets a policy allowing its own
 * inline code only (and the search, on the search page only); any other answer, the one for the
 * whole site.
 */
export function headersByOrigin(
  manifest: SecurityHeadersManifest,
): (req: IncomingMessage, page?: string) => Record<string, string> {
  const cache = new Map<string, Record<string, string>>();
  return (req, page) => {
    const https = servedOverHttps(req);
    const host = req.headers.host ?? '';
    const origin = /^[a-z\d.-]+(?::\d{1,5})?$/i.test(host)
      ? `${https ? 'https' : 'http'}://${host.toLowerCase()}`
      : manifest.siteOrigin;
    const { hashes, search } = answerPolicy(manifest, page);
    const key = `${String(https)} ${origin} ${page ?? ''}`;
    let headers = cache.get(key);
    if (!headers) {
      headers = securityHeaders({ ...manifest, hashes, https, siteOrigin: origin, search });
      // Every page of the site for a couple of origins, not every Host a client can invent.
      if (cache.size < 1024) cache.set(key, headers);
    }
    return headers;
  };
}

/**
 * The page (an HTML file, by its path in dist/) that answers a request path, found as the file
 * server looks: the path itself, then with `.html`, then its `index.html`.
 */
export function pageFor(pathname: string, pages: ReadonlySet<string>): string | undefined {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = path ? [path, `${path}.html`, `${path}/index.html`] : ['index.html'];
  return candidates.find((candidate) => pages.has(candidate));
}

/** A language's not-found page, by its path in dist/: `404.html` under the language's prefix. */
function notFoundPage(locale: Locale): string {
  return withLocalePrefix('/404.html', locale).slice(1);
}

/**
 * Types the file server would send without their charset (it adds one to HTML only): the blog's
 * feeds, read by feed readers that may not look for the XML declaration's.
 */
const textTypes: Record<string, string> = {
  atom: 'application/atom+xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
};

/** Build files for hosts and servers, not for visitors. */
const buildFiles = new Set([
  '/_redirects',
  '/_headers',
  '/security-headers.json',
  '/nginx-security-headers.conf',
  '/nginx-policies.conf',
  '/nginx-redirects.conf',
]);

/**
 * Whether a path (from `sitePath`) is kept from visitors: a build file, or a not-found page,
 * which is only ever an answer. Also their compressed copies (scripts/compress.ts writes
 * `security-headers.json.br`), `/404` (the file server adds `.html`), and any spelling in other
 * letter case, in case the files are ever looked up on a disk that ignores it.
 */
function isPrivate(path: string): boolean {
  const file = path.toLowerCase().replace(/\.(br|gz)$/, '');
  return buildFiles.has(file) || /\/404(\.html)?$/.test(file);
}

export function createSiteServer({ root = resolve('dist') }: SiteServerOptions = {}): Server {
  const manifest = readSecurityHeaders(root);
  const headersFor = headersByOrigin(manifest);
  const pages = new Set(Object.keys(manifest.pages));
  const notFound = new Map(
    locales.map((locale) => [locale, readCopies(join(root, notFoundPage(locale)))]),
  );
  const redirectsFile = join(root, '_redirects');
  const redirects = existsSync(redirectsFile)
    ? readRedirects(readFileSync(redirectsFile, 'utf8'))
    : new Map<string, { to: string; status: number }>();
  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      // `no-cache` says what `public, max-age=0, must-revalidate` says (no reuse without a
      // revalidation), in 26 bytes fewer of every page's first response.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      const type = textTypes[pathname.slice(pathname.lastIndexOf('.') + 1)];
      if (type) res.setHeader('Content-Type', type);
    },
    onNoMatch(req: IncomingMessage, res: ServerResponse) {
      answerNotFound(req, res, req.url ?? '/');
    },
  });
  /** The not-found page in the language of the path's prefix, status 404. */
  function answerNotFound(req: IncomingMessage, res: ServerResponse, path: string): void {
    const { locale } = splitLocalePrefix(path);
    setHeaders(res, headersFor(req, notFoundPage(locale)));
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    const copies = notFound.get(locale);
    const encoding = copies && acceptedEncoding(req, copies);
    if (copies?.compressed.size) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(encoding ? copies.compressed.get(encoding) : copies?.identity);
  }
  return createServer((req, res) => {
    const url = requestUrl(req.url);
    if (!url) {
      setHeaders(res, headersFor(req));
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Bad request');
      return;
    }
    // One path decides everything below, and is the one the file server is given: what it
    // serves is what was checked, however the address spelt it.
    const path = sitePath(url.pathname);
    if (path === null || isPrivate(path)) {
      answerNotFound(req, res, path ?? url.pathname);
      return;
    }
    const redirect = redirects.get(path);
    if (redirect) {
      setHeaders(res, headersFor(req));
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
      res.end();
      return;
    }
    setHeaders(res, headersFor(req, pageFor(path, pages)));
    // Escaped for sirv, which decodes `%` escapes but not `%3F` and `%23`: a name with `?` or
    // `#` (the build writes none) is not found rather than cut short.
    req.url = encodeURI(path).replace(/[?#]/g, encodeURIComponent);
    assets(req, res);
  });
}

/** A file and the compressed copies of it that scripts/compress.ts wrote beside it. */
interface Copies {
  identity: Buffer;
  compressed: Map<'br' | 'gzip', Buffer>;
}

function readCopies(file: string): Copies {
  const compressed = new Map<'br' | 'gzip', Buffer>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(`${file}${suffix}`)) compressed.set(encoding, readFileSync(`${file}${suffix}`));
  }
  return { identity: readFileSync(file), compressed };
}

/**
 * The compressed copy to send, chosen as the file server chooses for every other file: brotli
 * if the request names it, else gzip, else none.
 */
function acceptedEncoding(req: IncomingMessage, copies: Copies): 'br' | 'gzip' | undefined {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (copies.compressed.has('br') && /(br|brotli)/i.test(accepted)) return 'br';
  if (copies.compressed.has('gzip') && accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * The path of the file a request path names (`url.pathname`, where `\` is already `/`), as
 * sirv looks it up in dist/: escapes decoded, dot segments and repeated slashes resolved, no
 * trailing slash (sirv looks `/team/` up as `/team`). Letter case is kept: sirv finds names in
 * their case on disk only. Null when it names no file: an escape that does not decode, or one
 * that puts a separator or a null byte inside a name (`%2f`, `%5c`, `%00`).
 */
export function sitePath(pathname: string): string | null {
  let names: string[];
  try {
    names = pathname.split('/').map((name) => decodeURIComponent(name));
  } catch {
    return null;
  }
  if (names.some((name) => /[/\\\0]/.test(name))) return null;
  return posix.normalize(names.join('/')).replace(/(.)\/$/, '$1');
}

/**
 * The request target as a URL on this site, or null when it is not a path. The target is
 * appended to a fixed origin rather than resolved against it, so `//team/x` stays a path on this
 * site instead of naming a host called "team" (or failing to parse, as `//` alone does).
 */
export function requestUrl(target: string | undefined): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://site${target}`);
  } catch {
    return null;
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  createSiteServer().listen(port, host, () => {
    console.log(`Site: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
  });
}
