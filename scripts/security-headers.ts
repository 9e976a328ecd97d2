/**
 * The last step of `npm run build`: finds the inline code in every built page, hashes it, and
 * writes the site's security headers (server/security-headers.ts) for each way it is served:
 *
 * - dist/security-headers.json: read by `npm start`'s server at start-up;
 * - dist/_headers: Netlify and Cloudflare Pages;
 * - dist/nginx-security-headers.conf and dist/nginx-redirects.conf (the redirects and each
 *   language's not-found location): included by deploy/nginx.conf.
 *
 * It runs last because anything that changes the pages afterwards (inlined CSS, say) changes
 * their hashes: the site server refuses to start on pages that no longer match.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import {
  documentDigest,
  hashSource,
  securityHeaders,
  type InlineHashes,
  type SecurityHeadersManifest,
} from '../server/security-headers';
import { htmlFiles, readRedirects } from '../server/site-server';
import { site } from '../src/site';

/** The same default as src/env.ts (which reads import.meta.env and cannot run here). */
const defaultEnquiryUrl = 'http://localhost:8787/send-email';

/** Script types a browser runs (everything else, such as application/ld+json, is a data block). */
const executableScriptTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...[
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
  ],
]);

/** Whether the browser would run this `<script>` element's text (HTML's "prepare the script"). */
export function runsInline(script: Element): boolean {
  if (script.hasAttribute('src')) return false;
  // No type and no language attribute: a classic script.
  const language = script.getAttribute('language');
  const type = script.getAttribute('type') ?? (language ? `text/${language}` : '');
  return executableScriptTypes.has(type.trim().toLowerCase());
}

interface Parser {
  parse(html: string): Document;
}

/**
 * jsdom's HTML parser (the spec's, as browsers parse): attribute values decoded and line breaks
 * normalised exactly as the browser that checks the hashes sees them.
 */
function htmlParser(): Parser {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string) => { window: Window & typeof globalThis };
  };
  const domParser = new new JSDOM('').window.DOMParser();
  return { parse: (html) => domParser.parseFromString(html, 'text/html') };
}

function emptyHashes(): Record<keyof InlineHashes, Set<string>> {
  return {
    scripts: new Set(),
    scriptAttributes: new Set(),
    styles: new Set(),
    styleAttributes: new Set(),
  };
}

function sorted(found: Record<keyof InlineHashes, Set<string>>): InlineHashes {
  return {
    scripts: [...found.scripts].sort(),
    scriptAttributes: [...found.scriptAttributes].sort(),
    styles: [...found.styles].sort(),
    styleAttributes: [...found.styleAttributes].sort(),
  };
}

function collect(document: Document, found: Record<keyof InlineHashes, Set<string>>): void {
  for (const script of document.querySelectorAll('script')) {
    if (runsInline(script)) found.scripts.add(hashSource(script.textContent));
  }
  for (const style of document.querySelectorAll('style')) {
    found.styles.add(hashSource(style.textContent));
  }
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name === 'style') found.styleAttributes.add(hashSource(value));
      else if (/^on[a-z]+$/.test(name)) found.scriptAttributes.add(hashSource(value));
    }
  }
}

/** The inline code of one page, hashed. */
export function scanHtml(html: string, parser: Parser = htmlParser()): InlineHashes {
  const found = emptyHashes();
  collect(parser.parse(html), found);
  return sorted(found);
}

export interface DistScan {
  /** The inline code of all pages together. */
  hashes: InlineHashes;
  /** Each page's inline code, by path relative to dist/ with `/` separators. */
  pages: Record<string, InlineHashes>;
  /** SHA-256 (hex) of each page, by the same paths. */
  documents: Record<string, string>;
}

/** The inline code of every page under `dist`, each page's and all together, with digests. */
export async function scanDist(dist: string): Promise<DistScan> {
  const parser = htmlParser();
  const found = emptyHashes();
  const pages: Record<string, InlineHashes> = {};
  const documents: Record<string, string> = {};
  for (const file of htmlFiles(dist)) {
    const bytes = await readFile(join(dist, file));
    documents[file] = documentDigest(bytes);
    const page = emptyHashes();
    collect(parser.parse(bytes.toString('utf8')), page);
    pages[file] = sorted(page);
    for (const kind of Object.keys(found) as (keyof InlineHashes)[]) {
      for (const hash of page[kind]) found[kind].add(hash);
    }
  }
  return { hashes: sorted(found), pages, documents };
}

/**
 * The enquiry endpoint the client build baked in: VITE_ENQUIRY_URL from the environment or the
 * .env files, as Vite reads them for `vite build` (mode production), else the default.
 */
export function enquiryUrlForBuild(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromFiles = loadEnv('production', root, 'VITE_').VITE_ENQUIRY_URL;
  return env.VITE_ENQUIRY_URL || fromFiles || defaultEnquiryUrl;
}

/**
 * Netlify / Cloudflare Pages `_headers`. Pages get no Cache-Control line: both hosts already send
 * `public, max-age=0, must-revalidate`, and a `/*` value would be joined (comma-separated) with
 * the immutable one of `/assets/*` on Cloudflare Pages, which applies every matching rule.
 */
export function headersFile(headers: Record<string, string>): string {
  return [
    '# Written by scripts/security-headers.ts at the end of `npm run build`. Do not edit.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
    '# Content-hashed file names: a new build gets new names.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** `add_header` lines for deploy/nginx.conf (`always`: on 404s and redirects too). */
export function nginxHeaders(headers: Record<string, string>): string {
  return [
    '# Written by scripts/security-headers.ts at the end of `npm run build`. Do not edit.',
    '# Reload nginx after each deploy: it reads this file only when it (re)loads its configuration.',
    ...Object.entries(headers).map(([name, value]) => {
      if (/["\\\n]/.test(value)) throw new Error(`Cannot quote ${name} for nginx: ${value}`);
      return `add_header ${name} "${value}" always;`;
    }),
    '',
  ].join('\n');
}

/**
 * The not-found rules of dist/_redirects, one per prefixed language (`/ja/* /ja/404.html 404`):
 * the prefix's folder and the not-found page its unknown addresses answer with.
 */
function notFoundRules(redirectsText: string): { folder: string; page: string }[] {
  return redirectsText.split('\n').flatMap((line) => {
    const [from = '', to = '', status = ''] = line.replace(/#.*/, '').trim().split(/\s+/);
    return from.endsWith('/*') && status === '404' ? [{ folder: from.slice(0, -1), page: to }] : [];
  });
}

const nginxPath = /^\/[\w./~-]*$/;

/**
 * dist/_redirects as nginx locations (with and without a trailing slash, query kept), and a
 * location per prefixed language whose unknown addresses answer that language's not-found page:
 * written by the build from the locale registry, so deploy/nginx.conf names no language.
 */
export function nginxRedirects(redirectsText: string): string {
  const lines = [
    '# Written by scripts/security-headers.ts from dist/_redirects. Do not edit.',
    '# Inside the server block, like the rest; these inherit its add_header lines.',
  ];
  for (const [from, { to, status }] of readRedirects(redirectsText)) {
    for (const path of [from, from.endsWith('/') ? from.slice(0, -1) : `${from}/`]) {
      if (!path) continue;
      if (!nginxPath.test(path) || !nginxPath.test(to)) {
        throw new Error(`Cannot write the redirect ${from} -> ${to} for nginx`);
      }
      lines.push(`location = ${path} { return ${status} ${to}$is_args$args; }`);
    }
  }
  for (const { folder, page } of notFoundRules(redirectsText)) {
    if (!nginxPath.test(folder) || !nginxPath.test(page)) {
      throw new Error(`Cannot write the not-found page ${page} of ${folder} for nginx`);
    }
    // The same lookup as deploy/nginx.conf's `location /`, with the language's own 404 page,
    // which is only ever an answer, never a page of its own.
    lines.push(
      `location ${folder} {`,
      `    error_page 404 ${page};`,
      '    try_files $uri $uri/index.html =404;',
      `    location = ${page} { internal; }`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The longest line Cloudflare Pages accepts in `_headers`. */
export const cloudflareLineLimit = 2000;

export async function writeSecurityFiles(
  dist: string,
  enquiryUrl: string,
  siteOrigin: string = site.origin,
): Promise<SecurityHeadersManifest> {
  const { hashes, pages, documents } = await scanDist(dist);
  const manifest: SecurityHeadersManifest = {
    enquiryUrl,
    siteOrigin,
    hashes,
    pages,
    headers: {
      http: securityHeaders({ enquiryUrl, hashes, https: false, siteOrigin }),
      https: securityHeaders({ enquiryUrl, hashes, https: true, siteOrigin }),
    },
    documents,
  };
  const redirects = await readFile(join(dist, '_redirects'), 'utf8').catch(() => '');
  await writeFile(join(dist, 'security-headers.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Static hosts and the nginx example serve https only.
  await writeFile(join(dist, '_headers'), headersFile(manifest.headers.https));
  await writeFile(join(dist, 'nginx-security-headers.conf'), nginxHeaders(manifest.headers.https));
  await writeFile(join(dist, 'nginx-redirects.conf'), nginxRedirects(redirects));
  return manifest;
}

/** Problems worth a line in the build log (none stops the build). */
export function warnings(manifest: SecurityHeadersManifest): string[] {
  const found: string[] = [];
  const csp = manifest.headers.https['Content-Security-Policy'] ?? '';
  const line = `  Content-Security-Policy: ${csp}`.length;
  if (line > cloudflareLineLimit) {
    found.push(
      `the Content-Security-Policy line of _headers is ${line} characters; Cloudflare Pages accepts ${cloudflareLineLimit}`,
    );
  }
  const url = new URL(manifest.enquiryUrl);
  if (url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    found.push(
      `VITE_ENQUIRY_URL is plain http (${manifest.enquiryUrl}): an https page may not post to it`,
    );
  }
  return found;
}

/** The endpoint allowed by connect-src must be the one the client bundle posts to. */
async function assertBundleUses(dist: string, enquiryUrl: string): Promise<void> {
  const assets = join(dist, 'assets');
  for (const file of await readdir(assets)) {
    if (file.endsWith('.js') && (await readFile(join(assets, file), 'utf8')).includes(enquiryUrl)) {
      return;
    }
  }
  throw new Error(
    `No script in ${relative(process.cwd(), assets)} posts to ${enquiryUrl}: connect-src would block the enquiry form. Was the client built with another VITE_ENQUIRY_URL?`,
  );
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const dist = join(root, 'dist');
  const enquiryUrl = enquiryUrlForBuild(root);
  await assertBundleUses(dist, enquiryUrl);
  const manifest = await writeSecurityFiles(dist, new URL(enquiryUrl).href);
  const { scripts, scriptAttributes, styles, styleAttributes } = manifest.hashes;
  console.log(
    `Security headers for ${Object.keys(manifest.documents).length} pages: hashed ${scripts.length} inline scripts, ${scriptAttributes.length} event handlers, ${styles.length} style elements, ${styleAttributes.length} style attributes; connect-src ${manifest.enquiryUrl}`,
  );
  for (const warning of warnings(manifest)) console.warn(`Warning: ${warning}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
