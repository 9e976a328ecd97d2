import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, readRedirects } from './site-server';

describe('the site server', () => {
  let origin = '';
  const server = (() => {
    const root = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(root, 'ja'));
    writeFileSync(join(root, 'index.html'), 'home');
    writeFileSync(join(root, '404.html'), 'not found');
    writeFileSync(join(root, 'ja', '404.html'), '見つかりません');
    writeFileSync(join(root, '_redirects'), '# moved\n/ja/japan /japanese 301\n');
    return createSiteServer({ root });
  })();

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads _redirects as static hosts do, comments and all', () => {
    expect(readRedirects('# note\n/a /b\n/c  /d 302 # temporary\n\n')).toEqual(
      new Map([
        ['/a', { to: '/b', status: 301 }],
        ['/c', { to: '/d', status: 302 }],
      ]),
    );
  });

  it.each(['/ja/japan', '/ja/japan/', '/ja/japan?from=mail'])(
    'answers %s with a permanent redirect to /japanese',
    async (path) => {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(
        `/japanese${path.includes('?') ? '?from=mail' : ''}`,
      );
    },
  );

  it('does not serve the redirect list itself, and answers unknown addresses in their language', async () => {
    const list = await fetch(`${origin}/_redirects`);
    expect(list.status).toBe(404);
    expect(await list.text()).toBe('not found');
    const japanese = await fetch(`${origin}/ja/nowhere`);
    expect(japanese.status).toBe(404);
    expect(await japanese.text()).toBe('見つかりません');
  });
});
