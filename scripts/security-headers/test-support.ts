/**
 * What the security headers' tests share: a small build on disk, a build's manifest made from
 * hashes alone, and the policies a page or a group of pages should be given.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { withLocalePrefix } from '../../contract/locales';
import { isSearchPageFile } from '../../contract/search';
import {
  contentSecurityPolicy,
  noInlineCode,
  securityHeaders,
  type InlineHashes,
  type SecurityHeadersManifest,
} from '../../server/security-headers';
import { together } from './inline-code';

export const enquiryUrl = 'http://localhost:8787/send-email';

/** An address under the Japanese prefix: `ja('/team')`. */
export const ja = (path: string) => withLocalePrefix(path, 'ja');

export function page(head: string, body = ''): string {
  return `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;
}

/** A small build: two pages per language, the not-found pages, an asset, a redirect. */
export function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const files: Record<string, string> = {
    'index.html': page('<style>.hero{color:red}</style>', '<div style="width:auto">home</div>'),
    'team/index.html': page('', 'team'),
    '404.html': page('<meta name="robots" content="noindex" />', 'not found'),
    'ja/index.html': page('', 'ホーム'),
    'ja/team/index.html': page('', 'チーム'),
    'ja/404.html': page('<meta name="robots" content="noindex" />', '見つかりません'),
    'assets/app-abc123.js': 'console.log("app")',
    // As scripts/prerender.ts writes it: the redirects, then each prefix's not-found rule.
    _redirects: `${ja('/japan')} /japanese 301\n${ja('/*')} ${ja('/404.html')} 404\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

/** The inline code of some pages together. */
export function codeOf(manifest: SecurityHeadersManifest, ...pages: string[]): InlineHashes {
  return together(pages.map((page) => manifest.pages[page] ?? noInlineCode));
}

/** The policy of a page that allows its own inline code only (and the search, on its page). */
export function ownPolicy(manifest: SecurityHeadersManifest, page: string): string {
  return policyOf(manifest, manifest.pages[page] ?? noInlineCode, isSearchPageFile(page));
}

export function policyOf(manifest: SecurityHeadersManifest, hashes: InlineHashes, search = false) {
  return contentSecurityPolicy({ ...manifest, hashes, search });
}

/** A build's manifest, without files: each page's inline code given as its hashes. */
export function manifestOf(pages: Record<string, InlineHashes>): SecurityHeadersManifest {
  const options = { enquiryUrl, siteOrigin: 'https://example.com', hashes: noInlineCode };
  return {
    ...options,
    pages,
    headers: {
      http: securityHeaders({ ...options, https: false }),
      https: securityHeaders({ ...options, https: true }),
    },
    documents: {},
  };
}
