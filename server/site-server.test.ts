// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocalePrefix } from '../contract/locales';
import { isSearchPageFile } from '../contract/search';
import { writeSecurityFiles } from '../scripts/security-headers';
import {
  contentSecurityPolicy,
  hashSource,
  noInlineCode,
  securityHeaders,
  type SecurityHeadersManifest,
} from './security-headers';
import { createSiteServer, pageFor, readRedirects, requestUrl, sitePath } from './site-server';

/** An address under the Japanese prefix: `ja('/team')`. */
const ja = (path: string) => withLocalePrefix(path, 'ja');

function makeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'ja'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'team'));
  writeFileSync(
    join(root, 'index.html'),
    '<style>.home{}</style><div style="width:auto">home</div>',
  );
  writeFileSync(join(root, 'team', 'index.html'), '<style>.team{}</style><p>team</p>');
  writeFileSync(join(root, '404.html'), 'not found');
  writeFileSync(join(root, 'ja', '404.html'), '見つかりません');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'note 100%.txt'), 'a note');
  mkdirSync(join(root, 'blogs'));
  writeFileSync(join(root, 'blogs', 'feed.atom'), '<feed xmlns="http://www.w3.org/2005/Atom"/>');
  writeFileSync(join(root, 'blogs', 'feed.rss'), '<rss version="2.0"/>');
  writeFileSync(join(root, 'blogs', 'feed.rss.br'), 'compressed feed');
  // The build's compressed copies (scripts/compress.ts), which the file server also finds.
  writeFileSync(join(root, '404.html.gz'), gzipSync('not found'));
  writeFileSync(join(root, 'ja', '404.html.br'), brotliCompressSync('見つかりません'));
  writeFileSync(join(root, 'security-headers.json.br'), 'compressed build file');
  writeFileSync(join(root, '_redirects'), `# moved\n${ja('/japan')} /japanese 301\n`);
  return root;
}

describe('the site server', () => {
  const root = makeRoot();
  let server: Server;
  let origin = '';
  let manifest: SecurityHeadersManifest;

  beforeAll(async () => {
    manifest = await writeSecurityFiles(root, 'http://localhost:8787/send-email');
    server = createSiteServer({ root });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /**
   * The build's headers, with the policy naming the origin the request went to, and allowing the
   * inline code of the page that answered (none for answers that are not pages).
   */
  function expectSecurityHeaders(
    response: Response,
    { over = 'http', page }: { over?: 'http' | 'https'; page?: string } = {},
  ): void {
    const visited = over === 'https' ? origin.replace(/^http:/, 'https:') : origin;
    const hashes = page ? manifest.pages[page] : noInlineCode;
    expect(hashes, `hashes of ${page ?? 'the site'}`).toBeDefined();
    const expected = securityHeaders({
      ...manifest,
      hashes: hashes ?? noInlineCode,
      https: over === 'https',
      siteOrigin: visited,
      search: !page || isSearchPageFile(page),
    });
    if (!page) {
      // Every header but the policy is the site's; the policy allows no inline code at all.
      for (const [name, value] of Object.entries(manifest.headers[over])) {
        if (name !== 'Content-Security-Policy') expect(expected[name]).toBe(value);
      }
      expect(expected['Content-Security-Policy']).not.toMatch(/sha256-|unsafe-hashes/);
    }
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers.get(name), `${name} on ${response.url}`).toBe(value);
    }
    if (over === 'http') expect(response.headers.get('strict-transport-security')).toBeNull();
  }

  it('reads _redirects as static hosts do, comments and all', () => {
    expect(
      readRedirects(
        `# note\n/a /b\n/c  /d 302 # temporary\n\n${ja('/*')} ${ja('/404.html')} 404\n`,
      ),
    ).toEqual(
      new Map([
        ['/a', { to: '/b', status: 301 }],
        ['/c', { to: '/d', status: 302 }],
      ]),
    );
  });

  it.each([ja('/japan'), ja('/japan/'), ja('/japan?from=mail')])(
    'answers %s with a permanent redirect to /japanese, with the security headers',
    async (path) => {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(
        `/japanese${path.includes('?') ? '?from=mail' : ''}`,
      );
      expectSecurityHeaders(response);
    },
  );

  it('does not serve the build files, and answers unknown addresses in their language', async () => {
    for (const file of ['/_redirects', '/_headers', '/security-headers.json', '/404.html']) {
      const response = await fetch(`${origin}${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.text()).toBe('not found');
    }
    for (const path of [ja('/nowhere'), ja('/404.html')]) {
      const japanese = await fetch(`${origin}${path}`);
      expect(japanese.status).toBe(404);
      expect(await japanese.text()).toBe('見つかりません');
    }
  });

  it('sends the not-found page compressed to a browser that takes it, as it sends the pages', async () => {
    const japanese = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const { hostname, port } = new URL(origin);
        const path = ja('/nowhere');
        request(
          { hostname, port, path, headers: { 'Accept-Encoding': 'gzip, br' } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              resolve({ headers: response.headers, body: Buffer.concat(chunks) });
            });
          },
        )
          .on('error', reject)
          .end();
      },
    );
    expect(japanese.headers['content-encoding']).toBe('br');
    expect(japanese.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(japanese.body).toString()).toBe('見つかりません');
    const english = await fetch(`${origin}/nowhere`, { headers: { 'accept-encoding': 'gzip' } });
    expect(english.status).toBe(404);
    expect(english.headers.get('content-encoding')).toBe('gzip');
    expect(await english.text()).toBe('not found');
    const plain = await rawAnswer('/nowhere');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('not found');
  });

  /** A request with its target sent byte for byte (fetch would tidy `//`, `..` and `\\` away). */
  function rawAnswer(
    target: string,
  ): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ hostname, port, path: target, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers });
        });
      })
        .on('error', reject)
        .end();
    });
  }
  const rawGet = async (target: string) => (await rawAnswer(target)).status;

  it.each([
    // Build files, however their address is spelt.
    ['/security-headers.json/', 'en'],
    ['/nginx-redirects.conf/', 'en'],
    ['/_headers/', 'en'],
    ['/%5fheaders', 'en'],
    ['/%5F%72edirects', 'en'],
    ['/_HEADERS', 'en'],
    ['/Security-Headers.JSON', 'en'],
    ['/./_headers', 'en'],
    ['//_headers', 'en'],
    ['/assets/../_headers', 'en'],
    ['/assets/%2e%2e/_headers', 'en'],
    ['/_headers?x', 'en'],
    ['/_headers#x', 'en'],
    ['/\\_headers', 'en'],
    ['/assets\\..\\_headers', 'en'],
    ['/assets%2f..%2f_headers', 'en'],
    ['/assets%2F..%2F_headers', 'en'],
    ['/assets%5c..%5c_headers', 'en'],
    ['/_headers%00', 'en'],
    ['/%00', 'en'],
    ['/security-headers.json.br', 'en'],
    // Escapes that do not decode name no file.
    ['/%E0%A4%A', 'en'],
    [ja('/%E0%A4%A'), 'ja'],
    // The not-found pages are only ever answers, in the language of the address's prefix.
    ['/404.html/', 'en'],
    ['/404', 'en'],
    ['/404/', 'en'],
    ['/404.html.gz', 'en'],
    ['/%34%30%34.html', 'en'],
    [ja('/404.html/'), 'ja'],
    [ja('/404'), 'ja'],
    [ja('//404.html'), 'ja'],
    [`/${ja('/404.html')}`, 'ja'],
    [ja('/../ja/404.html'), 'ja'],
  ] as const)(
    'answers %s with the not-found page (%s) and status 404, never the file',
    async (target, locale) => {
      const answer = await rawAnswer(target);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(locale === 'ja' ? '見つかりません' : 'not found');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
      const missing = await fetch(`${origin}${locale === 'ja' ? ja('/nowhere') : '/nowhere'}`);
      expect(answer.headers['content-security-policy']).toBe(
        missing.headers.get('content-security-policy'),
      );
    },
  );

  it.each([
    ['/team/', 'team'],
    ['//team', 'team'],
    ['/assets/../team', 'team'],
    ['/%74eam', 'team'],
    ['/assets/note%20100%25.txt', 'a note'],
  ])('serves %s as the file its resolved path names', async (target, body) => {
    const answer = await rawAnswer(target);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(body);
  });

  it('reads a request path as the file path the file server looks up', () => {
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/team/')).toBe('/team');
    expect(sitePath('//a/./b//../c/')).toBe('/a/c');
    expect(sitePath('/../..//x')).toBe('/x');
    expect(sitePath('/%5f%E6%97%A5%20100%25')).toBe('/_日 100%');
    expect(sitePath('/a/%2e%2e/b')).toBe('/b');
    expect(sitePath('/a%2fb')).toBeNull();
    expect(sitePath('/a%5cb')).toBeNull();
    expect(sitePath('/a%00')).toBeNull();
    expect(sitePath('/%E0%A4%A')).toBeNull();
  });

  it('keeps serving after addresses a URL parser would read as a host or reject', async () => {
    // Repeated slashes are resolved, as for any path: `//` is the home page.
    expect(await rawGet('//')).toBe(200);
    expect(await rawGet(`/${ja('/japan')}`)).toBe(301);
    expect(await rawGet('//evil.example/')).toBe(404);
    expect(await rawGet('*')).toBe(400);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it("names the visitor's origin for robots.txt in the policy, and the built one for an odd Host", async () => {
    const local = await fetch(`${origin}/`);
    expect(local.headers.get('content-security-policy')).toContain(
      `connect-src http://localhost:8787/send-email ${origin}/robots.txt;`,
    );
    const odd = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ hostname, port, path: '/', headers: { Host: 'evil.example/x y' } }, (response) => {
        response.resume();
        resolve(String(response.headers['content-security-policy']));
      })
        .on('error', reject)
        .end();
    });
    expect(odd).toContain(
      'connect-src http://localhost:8787/send-email https://www.example.com/robots.txt;',
    );
    expect(odd).not.toContain('evil');
  });

  it('reads a request target as a path on this site', () => {
    expect(requestUrl(`/${ja('/japan')}?x=1`)?.pathname).toBe(`/${ja('/japan')}`);
    expect(requestUrl('/a?b=c')?.search).toBe('?b=c');
    expect(requestUrl('*')).toBeNull();
    expect(requestUrl(undefined)).toBeNull();
  });

  it('sends the feeds as Atom and RSS in UTF-8, compressed or not', async () => {
    const atom = await fetch(`${origin}/blogs/feed.atom`);
    expect(atom.status).toBe(200);
    expect(atom.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expectSecurityHeaders(atom);
    const rss = await fetch(`${origin}/blogs/feed.rss`, { headers: { 'accept-encoding': 'br' } });
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers.get('content-encoding')).toBe('br');
  });

  it('sends the security headers on pages, assets and not-found answers', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expectSecurityHeaders(home, { page: 'index.html' });
    expect(home.headers.get('content-security-policy')).toContain("style-src-attr 'unsafe-hashes'");
    expect(home.headers.get('cache-control')).toBe('no-cache');

    const asset = await fetch(`${origin}/assets/app-abc123.js`);
    expectSecurityHeaders(asset);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const missing = await fetch(`${origin}/nowhere`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, { page: '404.html' });
    expect(missing.headers.get('x-robots-tag')).toBe('noindex');
    const japanese = await fetch(`${origin}${ja('/nowhere')}`);
    expectSecurityHeaders(japanese, { page: 'ja/404.html' });
  });

  it("allows each page its own inline code and no other page's", async () => {
    const home = hashSource('.home{}');
    const team = hashSource('.team{}');
    const policies = {
      home: (await fetch(`${origin}/`)).headers.get('content-security-policy') ?? '',
      team: (await fetch(`${origin}/team`)).headers.get('content-security-policy') ?? '',
      teamSlash: (await fetch(`${origin}/team/`)).headers.get('content-security-policy') ?? '',
      missing: (await fetch(`${origin}/nowhere`)).headers.get('content-security-policy') ?? '',
      asset: (await fetch(`${origin}/assets/app-abc123.js`)).headers.get('content-security-policy'),
    };
    expect(policies.home).toContain(`style-src 'self' '${home}';`);
    expect(policies.team).toContain(`style-src 'self' '${team}';`);
    expect(policies.teamSlash).toBe(policies.team);
    // The team page has no style attribute: none is allowed there (style-src allows none).
    expect(policies.team).not.toContain('style-src-attr');
    expect(policies.team).not.toContain('unsafe-hashes');
    expect(policies.missing).toContain("style-src 'self';");
    // What is not a page has no inline code, and its policy allows none: the site's policy
    // without a hash, the search (whose worker runs under its script's answer) included.
    expect(policies.asset).toBe(
      contentSecurityPolicy({ ...manifest, hashes: noInlineCode, siteOrigin: origin }),
    );
    expect(policies.asset).not.toContain('sha256-');
    expect(policies.asset).toContain("'wasm-unsafe-eval'");
  });

  it('finds the page that answers a path as the file server does', () => {
    const pages = new Set(['index.html', 'team/index.html', 'ja/index.html', 'old.html']);
    expect(pageFor('/', pages)).toBe('index.html');
    expect(pageFor('/team', pages)).toBe('team/index.html');
    expect(pageFor('/team/', pages)).toBe('team/index.html');
    expect(pageFor(ja('/'), pages)).toBe('ja/index.html');
    expect(pageFor('/old', pages)).toBe('old.html');
    expect(pageFor('/old.html', pages)).toBe('old.html');
    expect(pageFor('/assets/app.js', pages)).toBeUndefined();
    expect(pageFor('/nowhere', pages)).toBeUndefined();
  });

  it('adds HSTS when a TLS-terminating proxy says the visitor came over https', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expectSecurityHeaders(response, { over: 'https', page: 'index.html' });
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });
});

describe('the site server at start-up', () => {
  it('refuses to serve a build without its security headers', () => {
    const root = makeRoot();
    expect(() => createSiteServer({ root })).toThrow(/security-headers\.json is missing/);
  });

  it('refuses pages changed after their hashes were taken (the browser would block them)', async () => {
    const root = makeRoot();
    await writeSecurityFiles(root, 'http://localhost:8787/send-email');
    expect(() => createSiteServer({ root }).close()).not.toThrow();

    writeFileSync(join(root, 'index.html'), '<style>.late{}</style><p>home</p>');
    expect(() => createSiteServer({ root })).toThrow(/computed for other pages \(index\.html\)/);

    await writeSecurityFiles(root, 'http://localhost:8787/send-email');
    rmSync(join(root, 'ja', '404.html'));
    expect(() => createSiteServer({ root })).toThrow(/computed for other pages \(ja\/404\.html\)/);
  });
});
