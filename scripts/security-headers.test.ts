// @vitest-environment node
/**
 * The build step's output: the enquiry endpoint it allows, and the files it writes into dist/
 * (the manifest, _headers for Cloudflare Pages, the nginx includes) from a small build on disk.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSource, noInlineCode, type SecurityHeadersManifest } from '../server/security-headers';
import { headersFor, parseHeadersFile } from './cloudflare-headers';
import { enquiryUrlForBuild, warnings, writeSecurityFiles } from './security-headers';
import { headersFile } from './security-headers/headers-file';
import { checkHeadersFile } from './security-headers/headers-file-check';
import { nginxHeaders, nginxPolicies, nginxRedirects } from './security-headers/nginx-files';
import { servedAddress } from './security-headers/served-addresses';
import {
  codeOf,
  enquiryUrl,
  ja,
  makeDist,
  ownPolicy,
  page,
  policyOf,
} from './security-headers/test-support';

/** Header names in lower case, as `headersFor` gives them. */
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('the enquiry endpoint of the build', () => {
  const root = mkdtempSync(join(tmpdir(), 'env-'));

  it('is VITE_ENQUIRY_URL from the environment, else from .env files, else the default', () => {
    expect(enquiryUrlForBuild(root, {})).toBe('http://localhost:8787/send-email');
    writeFileSync(
      join(root, '.env.production'),
      'VITE_ENQUIRY_URL=https://api.example.com:443/x\n',
    );
    expect(enquiryUrlForBuild(root, {})).toBe('https://api.example.com:443/x');
    expect(enquiryUrlForBuild(root, { VITE_ENQUIRY_URL: 'https://b.example.com:8443/y' })).toBe(
      'https://b.example.com:8443/y',
    );
  });
});

describe('the files the build writes', () => {
  const dist = makeDist();
  let manifest: SecurityHeadersManifest;

  beforeAll(async () => {
    manifest = await writeSecurityFiles(dist, enquiryUrl);
  });

  it('dist/security-headers.json: the hashes of every page, the headers, the page digests', () => {
    const written = JSON.parse(
      readFileSync(join(dist, 'security-headers.json'), 'utf8'),
    ) as SecurityHeadersManifest;
    expect(written).toEqual(manifest);
    expect(written.hashes.styles).toEqual([hashSource('.hero{color:red}')]);
    expect(written.hashes.styleAttributes).toEqual([hashSource('width:auto')]);
    expect(Object.keys(written.documents)).toEqual([
      '404.html',
      'index.html',
      'ja/404.html',
      'ja/index.html',
      'ja/team/index.html',
      'team/index.html',
    ]);
    // Each page's own: only the home page has inline style.
    expect(written.pages['index.html']?.styles).toEqual([hashSource('.hero{color:red}')]);
    expect(written.pages['team/index.html']).toEqual({
      scripts: [],
      scriptAttributes: [],
      styles: [],
      styleAttributes: [],
    });
    expect(Object.keys(written.pages)).toEqual(Object.keys(written.documents));
    expect(written.headers.http['Strict-Transport-Security']).toBeUndefined();
    expect(written.headers.https['Content-Security-Policy']).toContain(
      `style-src 'self' '${hashSource('.hero{color:red}')}'`,
    );
  });

  it('dist/_headers: the https headers for every path, each page its own policy, immutable caching for /assets/', () => {
    const text = readFileSync(join(dist, '_headers'), 'utf8');
    expect(text).toBe(headersFile(manifest));
    const file = parseHeadersFile(text);
    expect(file.problems).toEqual([]);
    for (const page of ['index.html', 'team/index.html', 'ja/index.html', 'ja/team/index.html']) {
      expect(headersFor(file, servedAddress(page)), page).toEqual(
        lowerCased({
          ...manifest.headers.https,
          'Content-Security-Policy': ownPolicy(manifest, page),
        }),
      );
    }
    // Unknown addresses answer with 404.html (the same code as ja/404.html here), assets and
    // the not-found pages' own addresses under the same rule: it allows their code, and the
    // home page's (`/` sorts before `/*`).
    const notFound = policyOf(manifest, codeOf(manifest, '404.html', 'index.html'));
    for (const address of ['/no/such/page', ja('/no-such-page/'), '/404']) {
      expect(headersFor(file, address), address).toEqual(
        lowerCased({ ...manifest.headers.https, 'Content-Security-Policy': notFound }),
      );
    }
    expect(headersFor(file, '/assets/app-abc123.js')['content-security-policy']).toBe(notFound);
    expect(checkHeadersFile(text, manifest)).toMatchObject({
      problems: [],
      shared: ['404.html', 'ja/404.html'],
    });
    // One Cache-Control only: Cloudflare Pages would join a /* value with this one.
    expect(text.match(/Cache-Control/g)).toHaveLength(1);
    expect(headersFor(file, '/assets/app-abc123.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(file, '/team/')['cache-control']).toBeUndefined();
  });

  it('dist/nginx-*.conf: add_header lines sent always, and the redirects as locations', () => {
    const headers = readFileSync(join(dist, 'nginx-security-headers.conf'), 'utf8');
    expect(headers).toBe(nginxHeaders(manifest.headers.https));
    expect(headers).toContain(
      `add_header X-Frame-Options "DENY" always;\nadd_header Cross-Origin-Opener-Policy "same-origin" always;`,
    );
    // The policy is each answer's own, from the map: a page's allows its own code only.
    expect(headers).toContain(
      'add_header Content-Security-Policy $setu_content_security_policy always;',
    );
    const policies = readFileSync(join(dist, 'nginx-policies.conf'), 'utf8');
    expect(policies).toBe(nginxPolicies(manifest));
    expect(policies).toContain(
      `map $setu_answer $setu_content_security_policy {\n    default "${policyOf(manifest, noInlineCode, true)}";\n`,
    );
    for (const page of ['index.html', 'team/index.html', '404.html', 'ja/404.html']) {
      expect(policies).toContain(`\n    /${page} "${ownPolicy(manifest, page)}";\n`);
    }
    expect(readFileSync(join(dist, 'nginx-redirects.conf'), 'utf8')).toContain(
      `location = ${ja('/japan')} { return 301 /japanese$is_args$args; }\n` +
        `location = ${ja('/japan/')} { return 301 /japanese$is_args$args; }\n`,
    );
  });

  it('gives every prefixed language a location answering unknown addresses with its 404 page', () => {
    expect(nginxRedirects('/ja/* /ja/404.html 404\n/ko/* /ko/404.html 404\n')).toContain(
      [
        'location /ja/ {',
        '    error_page 404 /ja/404.html;',
        '    try_files $uri $uri/index.html =404;',
        '    location = /ja/404.html { internal; }',
        '}',
        'location /ko/ {',
        '    error_page 404 /ko/404.html;',
      ].join('\n'),
    );
  });

  it('refuses redirects nginx could not read safely', () => {
    expect(() => nginxRedirects('/a;b /c 301\n')).toThrow(/Cannot write the redirect/);
    expect(() => nginxRedirects('/a /c{} 301\n')).toThrow(/Cannot write the redirect/);
    expect(() => nginxRedirects('/a;b/* /a/404.html 404\n')).toThrow(/Cannot write the not-found/);
  });

  it('warns of an http endpoint', () => {
    expect(warnings(manifest)).toEqual([]);
    const http = { ...manifest, enquiryUrl: 'http://api.example.com:8787/send-email' };
    expect(warnings(http)).toEqual([expect.stringContaining('plain http')]);
  });

  it('fails, naming the line and its rule, when a policy is too long for Cloudflare Pages', async () => {
    const crowded = makeDist();
    // Forty style attributes on one page: a policy line of about 2,400 characters.
    const styled = Array.from({ length: 40 }, (_, index) => `<p style="order:${String(index)}">`);
    writeFileSync(join(crowded, 'team/index.html'), page('', styled.join('')));
    await expect(writeSecurityFiles(crowded, enquiryUrl)).rejects.toThrow(
      /dist\/_headers would not work on Cloudflare Pages[^]*line \d+: the line in the rule \/team\/ is 2\d{3} characters/,
    );
    expect(existsSync(join(crowded, '_headers'))).toBe(false);
  });
});
