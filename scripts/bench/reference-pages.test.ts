import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSource } from '../../server/security-headers';
import { compressedCopies } from '../compression';
import { manifestOf } from '../security-headers/test-support';
import { referenceServer } from './reference-pages';

/** The site's settings, as a build writes them to dist/security-headers.json. */
const site = manifestOf({});
const server = referenceServer(site);
let origin = '';

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** The raw answer, not decoded, to a request that accepts the given encodings. */
function fetchRaw(path: string, acceptEncoding: string) {
  return new Promise<{
    status: number;
    encoding?: string;
    headers: Record<string, unknown>;
    body: Buffer;
  }>((done, fail) => {
    get(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        done({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          headers: res.headers,
          body: Buffer.concat(chunks),
        });
      });
    }).on('error', fail);
  });
}

describe('the reference pages as the bench serves them', () => {
  const japanese = readFileSync(
    resolve(import.meta.dirname, '../../bench/reference/ja/index.html'),
  );

  it('sends brotli to a browser that takes it, the bytes the build writes for its own pages', async () => {
    const answer = await fetchRaw('/ja/', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe('br');
    expect(answer.body.equals(compressedCopies(japanese).br)).toBe(true);
  });

  it('sends gzip, or the page as it is, to a browser that takes no brotli', async () => {
    expect((await fetchRaw('/ja/', 'gzip')).encoding).toBe('gzip');
    const plain = await fetchRaw('/ja/', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(japanese)).toBe(true);
  });

  it("sends the site's security headers, with a policy that lets the page's own style apply", async () => {
    const { headers } = await fetchRaw('/ja/', 'br');
    for (const name of Object.keys(site.headers.http)) {
      expect(headers).toHaveProperty(name.toLowerCase());
    }
    // The header that has Chromium load the page in a process of its own, as it loads the site's.
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const styles = [...japanese.toString('utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)];
    expect(styles.length).toBeGreaterThan(0);
    for (const [, css = ''] of styles) {
      expect(headers['content-security-policy']).toContain(`'${hashSource(css)}'`);
    }
  });

  it('answers 404 at any other address', async () => {
    expect((await fetchRaw('/ja/team', 'br')).status).toBe(404);
  });
});
