// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocalePrefix } from '../contract/locales';
import { isSearchPageFile } from '../contract/search';
import {
  contentSecurityPolicy,
  hashSource,
  noInlineCode,
  securityHeaders,
  type InlineHashes,
  type SecurityHeadersManifest,
} from '../server/security-headers';
import { cloudflareLimits, headersFor, parseHeadersFile } from './cloudflare-headers';
import { enquiryUrlForBuild, warnings, writeSecurityFiles } from './security-headers';
import { headersFile } from './security-headers/headers-file';
import { checkHeadersFile } from './security-headers/headers-file-check';
import { scanHtml, together } from './security-headers/inline-code';
import { nginxHeaders, nginxPolicies, nginxRedirects } from './security-headers/nginx-files';
import { servedAddress } from './security-headers/served-addresses';

const enquiryUrl = 'http://localhost:8787/send-email';

/** An address under the Japanese prefix: `ja('/team')`. */
const ja = (path: string) => withLocalePrefix(path, 'ja');

function page(head: string, body = ''): string {
  return `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;
}

describe('the scan of a page', () => {
  it('finds nothing to hash in a page of external scripts, stylesheets and data blocks', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="stylesheet" href="/assets/index-abc.css">' +
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
    );
    expect(scanHtml(html)).toEqual({
      scripts: [],
      scriptAttributes: [],
      styles: [],
      styleAttributes: [],
    });
  });

  it('hashes the inline scripts a browser would run, and only those', () => {
    const html = page(
      '<script>boot()</script><script type="module">go()</script>' +
        '<script type="text/javascript">old()</script><script type="importmap">{"imports":{}}</script>' +
        '<script type="application/ld+json">{"a":1}</script><script type="text/plain">no</script>',
    );
    expect(scanHtml(html).scripts).toEqual(
      ['boot()', 'go()', 'old()', '{"imports":{}}'].map(hashSource).sort(),
    );
  });

  it('hashes style elements and style attributes as the browser reads them', () => {
    const html = page(
      '<style>\r\n.a{color:red}\r\n</style>',
      // The browser hashes the decoded attribute value, and the text with CRLF made LF.
      '<div style="flex:1 0 33.3%;font-family:&quot;A&amp;B&quot;"></div><p style="width:auto"></p>' +
        '<svg><style>.b{fill:red}</style></svg>',
    );
    const found = scanHtml(html);
    expect(found.styles).toEqual(['\n.a{color:red}\n', '.b{fill:red}'].map(hashSource).sort());
    expect(found.styleAttributes).toEqual(
      ['flex:1 0 33.3%;font-family:"A&B"', 'width:auto'].map(hashSource).sort(),
    );
  });

  it('hashes inline event handlers (such as a deferred stylesheet)', () => {
    const html = page(
      `<link rel="stylesheet" href="/a.css" media="print" onload="this.media='all'">`,
    );
    expect(scanHtml(html).scriptAttributes).toEqual([hashSource("this.media='all'")]);
  });
});

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

/** A small build: two pages per language, the not-found pages, an asset, a redirect. */
function makeDist(): string {
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
      `map $setu_answer $setu_content_security_policy {\n    default "${policyOf(manifest, manifest.hashes, true)}";\n`,
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

/** The inline code of some pages together. */
function codeOf(manifest: SecurityHeadersManifest, ...pages: string[]): InlineHashes {
  return together(pages.map((page) => manifest.pages[page] ?? noInlineCode));
}

/** Header names in lower case, as `headersFor` gives them. */
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** The policy of a page that allows its own inline code only (and the search, on its page). */
function ownPolicy(manifest: SecurityHeadersManifest, page: string): string {
  return policyOf(manifest, manifest.pages[page] ?? noInlineCode, isSearchPageFile(page));
}

function policyOf(manifest: SecurityHeadersManifest, hashes: InlineHashes, search = false) {
  return contentSecurityPolicy({ ...manifest, hashes, search });
}

/** A build's manifest, without files: each page's inline code given as its hashes. */
function manifestOf(pages: Record<string, InlineHashes>): SecurityHeadersManifest {
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

/** Inline code: one style element, and the boot script every page shares. */
const code = (style: string): InlineHashes => ({
  ...noInlineCode,
  scripts: [hashSource('boot()')],
  styles: [hashSource(style)],
});

describe('dist/_headers on Cloudflare Pages', () => {
  it('gives each page its own policy, and each folder with a not-found page of its own that page’s', () => {
    const manifest = manifestOf({
      'index.html': { ...code('.home{}'), styleAttributes: [hashSource('width:auto')] },
      'team/index.html': code('.team{}'),
      'search/index.html': code('.search{}'),
      'ja/search/index.html': code('.search{}'),
      'ja/index.html': code('.home{}'),
      '404.html': code('.lost{}'),
      'ja/404.html': code('.迷子{}'),
    });
    const text = headersFile(manifest);
    const file = parseHeadersFile(text);
    expect(file.rules.map(({ pattern }) => pattern)).toEqual([
      '/*',
      '/assets/*',
      '/ja/*',
      '/pagefind/*',
      '/',
      '/ja/',
      '/ja/search/',
      '/search/',
      '/team/',
    ]);
    expect(checkHeadersFile(text, manifest)).toEqual({
      rules: 9,
      longestLine: expect.any(Number) as number,
      problems: [],
      // At their own addresses, under their folder's rule (see below).
      shared: ['404.html', 'ja/404.html'],
    });
    const policy = (address: string) => headersFor(file, address)['content-security-policy'];
    for (const page of Object.keys(manifest.pages).filter((page) => !page.endsWith('404.html'))) {
      expect(policy(servedAddress(page)), page).toBe(ownPolicy(manifest, page));
    }
    // Unknown addresses: the not-found page's code, and that of the page at the folder.
    const root = policyOf(manifest, codeOf(manifest, '404.html', 'index.html'));
    const japanese = policyOf(manifest, codeOf(manifest, 'ja/404.html', 'ja/index.html'));
    expect(policy('/unknown/page/')).toBe(root);
    expect(policy(ja('/team/unknown'))).toBe(japanese);
    // Should the rules apply sorted by pattern, `/` (before `/*`) gets both policies, which
    // together allow exactly its own code still, and `/ja/` (before `/ja/*`) the folder's, which
    // allows its code too.
    expect(headersFor(file, '/', 'pattern')['content-security-policy']).toBe(
      `${ownPolicy(manifest, 'index.html')}, ${root}`,
    );
    expect(headersFor(file, '/ja/', 'pattern')['content-security-policy']).toBe(japanese);
    expect(policy('/search/')).toContain("'wasm-unsafe-eval'");
    expect(policy('/team/')).not.toContain("'wasm-unsafe-eval'");
    // Pagefind's worker runs under the policy of its own script's answer.
    expect(policy('/pagefind/pagefind-worker.js')).toContain("'wasm-unsafe-eval'");
    expect(policy('/pagefind/pagefind-worker.js')).toContain(`'${hashSource('.lost{}')}'`);
  });

  it('shares a rule among sibling pages with the same code when one rule each would be too many', () => {
    const posts = Object.fromEntries(
      ['', 'ja/'].flatMap((prefix) =>
        Array.from({ length: prefix ? 50 : 60 }, (_, index) => [
          `${prefix}blogs/${String(index + 1)}/index.html`,
          code(prefix ? '.記事{}' : '.post{}'),
        ]),
      ),
    );
    const manifest = manifestOf({
      ...posts,
      'blogs/7/index.html': code('.featured{}'),
      'blogs/index.html': code('.blog{}'),
      'index.html': code('.home{}'),
      '404.html': code('.lost{}'),
      'ja/404.html': code('.迷子{}'),
    });
    const text = headersFile(manifest);
    const file = parseHeadersFile(text);
    const check = checkHeadersFile(text, manifest);
    expect(check.problems).toEqual([]);
    expect(check.rules).toBeLessThanOrEqual(cloudflareLimits.rules);
    // The larger group first; the Japanese posts then fit with a rule each.
    expect(file.rules.map(({ pattern }) => pattern)).toContain('/blogs/:page/');
    expect(file.rules.map(({ pattern }) => pattern)).not.toContain(ja('/blogs/:page/'));
    // The posts of the shared rule, and 404.html (allowing the home page's code, see above).
    expect(check.shared).toHaveLength(59 + 1);
    expect(check.shared).not.toContain('blogs/7/index.html');
    const policy = (address: string) => headersFor(file, address)['content-security-policy'];
    // A post: its code, that of the not-found page, which answers unknown posts, and that of the
    // post with its own rule (which sorts before the shared one).
    const post = policy('/blogs/3/');
    expect(post).toBe(
      policyOf(manifest, codeOf(manifest, 'blogs/3/index.html', 'blogs/7/index.html', '404.html')),
    );
    expect(policy('/blogs/no-such-post/')).toBe(post);
    for (const page of ['blogs/7/index.html', 'blogs/index.html', 'ja/blogs/3/index.html']) {
      expect(policy(servedAddress(page)), page).toBe(ownPolicy(manifest, page));
    }
  });

  it('fails, naming the rule, when even shared rules are too many', () => {
    const pages = Object.fromEntries(
      Array.from({ length: cloudflareLimits.rules }, (_, index) => [
        `page-${String(index)}/index.html`,
        code(`.page-${String(index)}{}`),
      ]),
    );
    const manifest = manifestOf({ ...pages, '404.html': code('.lost{}') });
    expect(checkHeadersFile(headersFile(manifest), manifest).problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^line \d+: the rule \/page-\d+\/ is rule number 101, over/),
      ]),
    );
  });

  it('refuses a page whose address a rule cannot name', () => {
    const manifest = manifestOf({ 'a:b/index.html': code('.x{}'), '404.html': code('.lost{}') });
    expect(() => headersFile(manifest)).toThrow(/a:b\/index\.html is served at \/a:b\//);
  });
});

const nginxConf = resolve(import.meta.dirname, '../deploy/nginx.conf');

describe('deploy/nginx.conf', () => {
  const text = readFileSync(nginxConf, 'utf8').replace(/#.*$/gm, '');

  it('sets headers at server level only (an add_header in a location would drop them there)', () => {
    let depth = 0;
    const inLocation: string[] = [];
    const stack: string[] = [];
    for (const line of text.split('\n')) {
      const opening = /^\s*([a-z_]+)[^{]*\{\s*$/.exec(line);
      if (opening) {
        stack.push(opening[1] ?? '');
        depth += 1;
        continue;
      }
      if (/^\s*\}\s*$/.test(line)) {
        stack.pop();
        depth -= 1;
        continue;
      }
      if (stack.includes('location') && /\b(add_header|include)\b/.test(line)) {
        inLocation.push(line.trim());
      }
    }
    expect(depth).toBe(0);
    expect(inLocation).toEqual([]);
    expect(text).toMatch(/include \S+\/dist\/nginx-security-headers\.conf;/);
    expect(text).toMatch(/include \S+\/dist\/nginx-redirects\.conf;/);
    // The policies' map, in the http block: before the first server block.
    expect(text.indexOf('/dist/nginx-policies.conf;')).toBeGreaterThan(-1);
    expect(text.indexOf('/dist/nginx-policies.conf;')).toBeLessThan(text.indexOf('server {'));
  });

  it('refuses a page an nginx map cannot tell from another', () => {
    const manifest = manifestOf({
      'Team/index.html': noInlineCode,
      'team/index.html': noInlineCode,
    });
    expect(() => nginxPolicies(manifest)).toThrow(/Cannot name team\/index\.html/);
    const quoted = manifestOf({ 'a b/index.html': noInlineCode });
    expect(() => nginxPolicies(quoted)).toThrow(/Cannot name a b\/index\.html/);
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers,
        rejectUnauthorized: false,
        servername: 'localhost',
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    call.on('error', reject);
    call.end();
  });
}

function has(command: string): boolean {
  try {
    execFileSync(command, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const nginxBinary = ['nginx', '/usr/sbin/nginx'].find(has);
const opensslAvailable = has('openssl') || existsSync('/usr/bin/openssl');

/** The example, run for real over TLS (a throwaway certificate) on the small build above. */
describe.skipIf(!nginxBinary || !opensslAvailable)('deploy/nginx.conf served by nginx', () => {
  const dist = makeDist();
  const work = mkdtempSync(join(tmpdir(), 'nginx-'));
  let nginx: ChildProcess | undefined;
  let port = 0;
  let manifest: SecurityHeadersManifest;

  beforeAll(async () => {
    manifest = await writeSecurityFiles(dist, enquiryUrl);
    execFileSync(
      'openssl',
      [
        ...[
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        ...['-keyout', join(work, 'key.pem'), '-out', join(work, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    port = await freePort();
    const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    const site = readFileSync(nginxConf, 'utf8')
      .replaceAll('/srv/setu-ventures/dist', dist)
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replace(/listen 80;/, `listen 127.0.0.1:${await freePort()};`)
      .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${join(work, 'cert.pem')};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${join(work, 'key.pem')};`)
      .replace(/^\s*brotli_static on;$/m, existsSync(brotli) ? '    brotli_static on;' : '');
    writeFileSync(join(work, 'site.conf'), site);
    writeFileSync(
      join(work, 'nginx.conf'),
      [
        existsSync(brotli) ? `load_module ${brotli};` : '',
        'user root;',
        'daemon off;',
        'worker_processes 1;',
        `pid ${join(work, 'nginx.pid')};`,
        `error_log ${join(work, 'error.log')};`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(work, kind)};`,
        ),
        `  include ${join(work, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(nginxBinary ?? 'nginx', ['-p', work, '-c', join(work, 'nginx.conf')], {
      stdio: 'inherit',
    });
    for (let attempt = 0; ; attempt += 1) {
      try {
        await get(port, '/');
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  });

  afterAll(() => {
    nginx?.kill('SIGQUIT');
  });

  /** Every header of the build; the policy the one of the page that answered, if a page did. */
  function expectHeaders(answer: Answer, page?: string): void {
    for (const [name, value] of Object.entries(manifest.headers.https)) {
      expect(answer.headers[name.toLowerCase()], name).toBe(
        name === 'Content-Security-Policy' && page ? ownPolicy(manifest, page) : value,
      );
    }
  }

  it('serves pages with every header, each page its own policy, revalidated', async () => {
    for (const [path, page] of [
      ['/', 'index.html'],
      ['/team', 'team/index.html'],
      ['/team/', 'team/index.html'],
      [ja('/team'), 'ja/team/index.html'],
    ] as const) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(200);
      expectHeaders(answer, page);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-robots-tag']).toBeUndefined();
    }
    expect((await get(port, ja('/team'))).body).toContain('チーム');
  });

  it('caches hashed assets for a year', async () => {
    const answer = await get(port, '/assets/app-abc123.js');
    expect(answer.status).toBe(200);
    expectHeaders(answer);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown addresses with the not-found page in their language, status 404', async () => {
    for (const [path, text] of [
      ['/nowhere', 'not found'],
      ['/404.html', 'not found'],
      ['/assets/missing.js', 'not found'],
      [ja('/nowhere'), '見つかりません'],
      [ja('/404.html'), '見つかりません'],
      ['/_headers', 'not found'],
      ['/security-headers.json', 'not found'],
      ['/nginx-redirects.conf', 'not found'],
      ['/nginx-policies.conf', 'not found'],
    ] as const) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain(text);
      expect(answer.body).toContain('<meta name="robots" content="noindex" />');
      expect(answer.headers['x-robots-tag'], path).toBe('noindex');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expectHeaders(answer, text === 'not found' ? '404.html' : 'ja/404.html');
    }
  });

  it('redirects as dist/_redirects says, keeping the query, with the headers', async () => {
    for (const [path, location] of [
      [ja('/japan'), '/japanese'],
      [ja('/japan/?from=mail'), '/japanese?from=mail'],
    ] as const) {
      const answer = await get(port, path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location).toMatch(new RegExp(`${location.replace('?', '\\?')}$`));
      expectHeaders(answer);
    }
  });
});
