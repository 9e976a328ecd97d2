// @vitest-environment node
/**
 * The app when it cannot take an enquiry safely: a full disk, an unwritable spool, a full backlog
 * or a shutdown answer 503 (never 2xx) and store nothing; a body that trickles in too slowly is
 * cut off with 408.
 */
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { setUpEnquiryApp, siteOrigin } from '../../tests/support/enquiry/test-app';
import { serviceSecurityHeaders } from './answers';
import { FileStore } from './store/file-store';

const origin = siteOrigin;
const setUp = setUpEnquiryApp;

describe('POST /send-email', () => {
  it('answers 503, never 2xx, when the disk is full', async () => {
    class FullStore extends FileStore {
      override accept(): never {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      }
    }
    const { post } = await setUp({ store: new FullStore(await tempSpoolDir()) });
    const response = await post(validEnquiry);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'unavailable' });
  });

  it('answers 503 when the spool folder cannot be written', async () => {
    const { spool, post } = await setUp();
    // Root ignores file modes, so make the folder unusable instead: a file where it should be.
    await rm(spool.dirs.tmp, { recursive: true });
    await writeFile(spool.dirs.tmp, 'not a folder');
    const response = await post(validEnquiry);
    expect(response.statusCode).toBe(503);
    expect(await spool.ids('pending')).toEqual([]);
    await rm(spool.dirs.tmp);
    await mkdir(spool.dirs.tmp);
    await chmod(spool.dirs.tmp, 0o700);
    expect((await post(validEnquiry)).statusCode).toBe(202);
  });
});

describe('the backlog', () => {
  it('answers 503 with Retry-After, never 2xx, once the undelivered enquiries reach the limit', async () => {
    const { spool, post } = await setUp({
      config: { backlog: { maxEnquiries: 2, minFreeBytes: 0 } },
    });
    expect((await post(validEnquiry)).statusCode).toBe(202);
    expect((await post(validEnquiry)).statusCode).toBe(202);
    const full = await post(validEnquiry);
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('60');
    expect(await spool.ids('pending')).toHaveLength(2);
    // One delivered: room for one more.
    const [first] = await spool.ids('pending');
    await spool.move(first!, 'pending', 'sent');
    expect((await post(validEnquiry)).statusCode).toBe(202);
  });

  it('answers 503 rather than fill the disk', async () => {
    const { spool, post } = await setUp({
      config: { backlog: { maxEnquiries: 1000, minFreeBytes: Number.MAX_SAFE_INTEGER } },
    });
    const response = await post(validEnquiry);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(await spool.ids('pending')).toEqual([]);
  });
});

describe('slow clients', () => {
  it('closes a request whose body does not arrive in time with 408 and the security headers', async () => {
    const { app } = await setUp({ config: { requestTimeoutMs: 600 } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const body = JSON.stringify(validEnquiry);
    socket.write(
      `POST /send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // A byte every 200 ms: never idle, never done.
    const trickle = setInterval(() => socket.write(' '), 200);
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise((done) => socket.on('close', done));
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    for (const [name, value] of Object.entries(serviceSecurityHeaders)) {
      expect(answer).toContain(`\r\n${name}: ${value}\r\n`);
    }
  });
});

describe('shutting down', () => {
  it('answers a request that arrives while closing with 503, Retry-After and the security headers', async () => {
    const { app, spool } = await setUp();
    const closed = app.close();
    const response = await app.inject({
      method: 'POST',
      url: '/send-email',
      headers: { 'content-type': 'application/json', origin },
      payload: JSON.stringify(validEnquiry),
    });
    await closed;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.headers).toMatchObject(serviceSecurityHeaders);
    expect(await spool.ids('pending')).toEqual([]);
  });
});
