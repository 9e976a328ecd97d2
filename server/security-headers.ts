/**
 * The site's security headers, defined once. `npm start`'s server (server/site-server.ts), the
 * `_headers` file for static hosts and the nginx snippet (scripts/security-headers.ts) all send
 * what `securityHeaders()` returns, for the inline hashes the build found in dist/.
 *
 * The policy is for the built site only: `npm run dev` (Vite's dev server injects inline scripts
 * and styles for hot reload) sends none of it.
 */
import { createHash } from 'node:crypto';
import { isSearchPageFile, searchBundlePath } from '../contract/search';

/** `sha256-<base64>` sources for the inline code of the built pages (see scripts/security-headers.ts). */
export interface InlineHashes {
  /** Inline `<script>` elements the browser runs (classic, module, import map, speculation rules). */
  scripts: string[];
  /** Inline event-handler attributes (`onload="…"`). */
  scriptAttributes: string[];
  /** Inline `<style>` elements. */
  styles: string[];
  /** `style="…"` attributes in the prerendered HTML. */
  styleAttributes: string[];
}

export interface SecurityHeaderOptions {
  /**
   * Where the enquiry form posts (VITE_ENQUIRY_URL): the only address scripts may connect to, and
   * the one address besides the site a form may be sent to.
   */
  enquiryUrl: string;
  hashes: InlineHashes;
  /** Served over https: adds Strict-Transport-Security. */
  https: boolean;
  /**
   * The origin the pages are served from. Besides the enquiry endpoint, scripts may read that
   * origin's search index (/pagefind/, which the search page loads) and its robots.txt, and
   * nothing else: crawler tools (Lighthouse's SEO audit among them) read robots.txt from inside
   * the page, under the page's policy.
   */
  siteOrigin: string;
  /**
   * Whether the answer may run the site search: Pagefind compiles WebAssembly
   * ('wasm-unsafe-eval', which allows no eval()) and reads the origin's /pagefind/. True for the
   * search pages, the search's own files (its worker runs under their policy) and the site-wide
   * policy; left out of every other page's policy.
   */
  search?: boolean;
}

export const noInlineCode: InlineHashes = {
  scripts: [],
  scriptAttributes: [],
  styles: [],
  styleAttributes: [],
};

/** The CSP hash source of an inline script or style, as browsers compute it (UTF-8, SHA-256). */
export function hashSource(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** SHA-256 (hex) of a built file, to tell whether the pages changed after their hashes were taken. */
export function documentDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const hashPattern = /^sha256-[A-Za-z0-9+/]{43}=$/;

function quoted(hashes: readonly string[]): string[] {
  return [...new Set(hashes)].sort().map((hash) => {
    if (!hashPattern.test(hash)) throw new Error(`Not a sha256 CSP hash: "${hash}"`);
    return `'${hash}'`;
  });
}

/**
 * The enquiry endpoint as a CSP source: the full URL, so `connect-src` allows that one path and
 * not the rest of its host (a source path without a trailing slash matches exactly).
 */
export function endpointSource(enquiryUrl: string): string {
  const url = new URL(enquiryUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The enquiry URL must be http or https, not "${enquiryUrl}"`);
  }
  if (url.hostname.includes('*') || url.username || url.password) {
    throw new Error(`The enquiry URL must name one host, without credentials: "${enquiryUrl}"`);
  }
  // A source expression has no query or fragment; `;` and `,` would end the directive or policy.
  const path = url.pathname.replaceAll(';', '%3B').replaceAll(',', '%2C');
  return `${url.origin}${path}`;
}

/**
 * The features that reach a visitor's devices, screen, location, payment means or interests,
 * which a brochure site never uses: the browser refuses them to the site and to anything it might
 * embed. Other features (sensors, gamepads, MIDI, XR, picture-in-picture…) are not listed: only
 * the site's own code runs on its pages (the Content-Security-Policy), nothing is embedded
 * (`frame-src` falls back to `'self'`), and every name costs each page's first round trip. Left
 * at their defaults too: autoplay and fullscreen (self only), which the muted hero video may use.
 * Every name is one Chromium knows (an unknown one logs a console error).
 */
const permissionsPolicy = [
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'hid',
  'idle-detection',
  'local-fonts',
  'microphone',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The directive allowing exactly these inline attributes (event handlers, style attributes) by
 * their hashes, or none when there are none: the fallback then allows no attribute either.
 */
function attributeDirective(name: string, hashes: readonly string[]): [string, ...string[]][] {
  return hashes.length > 0 ? [[name, "'unsafe-hashes'", ...quoted(hashes)]] : [];
}

export function contentSecurityPolicy({
  enquiryUrl,
  hashes,
  siteOrigin,
  search = true,
}: Pick<SecurityHeaderOptions, 'enquiryUrl' | 'hashes' | 'siteOrigin' | 'search'>): string {
  const origin = new URL(siteOrigin).origin;
  // Only what differs from its fallback: `media-src`, `font-src`, `manifest-src` and the rest
  // fall back to `default-src 'self'`, and inline event handlers and style attributes to
  // `script-src` and `style-src`, whose hashes allow no attribute without 'unsafe-hashes' (nor
  // anything inline without 'unsafe-inline'). Every byte of a page's headers is a byte of its first
  // response.
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Module scripts from /assets/ only. JSON-LD (`<script type="application/ld+json">`) is a
    // data block the browser never runs, so CSP does not apply to it and it needs no hash.
    ['script-src', "'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...quoted(hashes.scripts)],
    ...attributeDirective('script-src-attr', hashes.scriptAttributes),
    ['style-src', "'self'", ...quoted(hashes.styles)],
    // The carousel's first layout is prerendered as style attributes; 'unsafe-hashes' lets
    // exactly those declarations apply (never 'unsafe-inline'). Styles React sets after
    // hydration go through the CSSOM (element.style), which CSP does not restrict.
    ...attributeDirective('style-src-attr', hashes.styleAttributes),
    ['img-src', "'self'", 'data:'],
    [
      'connect-src',
      endpointSource(enquiryUrl),
      ...(search ? [`${origin}${searchBundlePath}`] : []),
      `${origin}/robots.txt`,
    ],
    // The enquiry form, which the browser posts to the service itself when JavaScript is off
    // (that exact URL), and the site's own forms and pages the service sends the visitor on to.
    ['form-action', "'self'", endpointSource(enquiryUrl)],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every response of the site carries these (pages, assets, not-found answers, redirects). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // Browsers ignore HSTS received over plain http (RFC 6797 says not to send it there).
    ...(options.https
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' }
      : {}),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** What the build writes to dist/security-headers.json and `npm start`'s server reads. */
export interface SecurityHeadersManifest {
  enquiryUrl: string;
  /** The deployed origin the static host configs (_headers, nginx) name. */
  siteOrigin: string;
  /**
   * The inline code of every page together, as the build reports it, and the policy of `headers`.
   * No answer carries that policy: a page's allows its own code only, any other answer's none
   * (`answerPolicy`), and `_headers` gives each address the code of the page it answers with.
   */
  hashes: InlineHashes;
  /**
   * Each page's own inline code, by path relative to dist/: `npm start`'s server and nginx answer
   * a page with a policy that allows that code and nothing else (`answerPolicy`; a header about
   * about 2 kB shorter than the site-wide one, which keeps a page's first response
   * inside TCP's first round trip).
   */
  pages: Record<string, InlineHashes>;
  /** Every header the site sends, over http and https; its policy is the one `hashes` allows. */
  headers: { http: Record<string, string>; https: Record<string, string> };
  /** SHA-256 (hex) of each HTML file the hashes were taken from, by path relative to dist/. */
  documents: Record<string, string>;
}

/**
 * What the policy of an answer allows: a page (an HTML file of the manifest, by its path in
 * dist/) its own inline code only, and the site search only if it is the search page; any other
 * answer (an asset, a redirect) no inline code, for it has none, and the search, whose worker
 * runs under its script's answer. That header is about 2.3 kB shorter than one allowing every
 * page's inline code, on each image, script and stylesheet a page loads. `npm start`'s server and
 * the nginx example (scripts/security-headers.ts) both answer so.
 */
export function answerPolicy(
  manifest: Pick<SecurityHeadersManifest, 'pages'>,
  page?: string,
): { hashes: InlineHashes; search: boolean } {
  const own = page === undefined ? undefined : manifest.pages[page];
  if (own === undefined) return { hashes: noInlineCode, search: true };
  return { hashes: own, search: isSearchPageFile(page ?? '') };
}
