// @vitest-environment node
/**
 * deploy/nginx.conf and the includes the build writes for it: headers set at server level only,
 * pages an nginx map can name, and the example run for real by nginx (when nginx and openssl are
 * installed) serving each answer with its headers, its caching, its 404 page and its redirects.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noInlineCode, type SecurityHeadersManifest } from '../../server/security-headers';
import { writeSecurityFiles } from '../security-headers';
import { nginxPolicies } from './nginx-files';
import { enquiryUrl, ja, makeDist, manifestOf, ownPolicy, policyOf } from './test-support';

const nginxConf = resolve(import.meta.dirname, '../../deploy/nginx.conf');

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

/** The example, run for real over TLS (a throwaway certificate) on the small build (makeDist). */
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

  /**
   * Every header of the build; the policy the one of the page that answered, if a page did, and
   * else one allowing no inline code (and the search).
   */
  function expectHeaders(answer: Answer, page?: string): void {
    for (const [name, value] of Object.entries(manifest.headers.https)) {
      const policy = page ? ownPolicy(manifest, page) : policyOf(manifest, noInlineCode, true);
      expect(answer.headers[name.toLowerCase()], name).toBe(
        name === 'Content-Security-Policy' ? policy : value,
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
