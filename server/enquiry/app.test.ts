// @vitest-environment node
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { enquiryMaxBytes } from '../../contract/enquiry';
import { setUpEnquiryApp, siteOrigin } from '../../tests/support/enquiry/test-app';
import { serviceSecurityHeaders } from './answers';
import { FileStore } from './store/file-store';

const origin = siteOrigin;
const setUp = setUpEnquiryApp;

describe('POST /send-email', () => {
  it('stores a valid enquiry durably before answering 202', async () => {
    const { spool, accepted, post } = await setUp();
    const response = await post(validEnquiry);
    expect(response.statusCode).toBe(202);
    const ids = await spool.ids('pending');
    expect(ids).toHaveLength(1);
    expect(accepted).toEqual(ids);
    const stored = JSON.parse(await readFile(spool.path('pending', ids[0]!), 'utf8')) as {
      enquiry: unknown;
    };
    expect(stored.enquiry).toEqual(validEnquiry);
    expect(await spool.ids('pending')).toEqual(ids);
  });

  const bad: [string, unknown][] = [
    ['a missing name', { ...validEnquiry, name: undefined }],
    ['a missing message', { ...validEnquiry, message: undefined }],
    ['a missing consent', { ...validEnquiry, consent: undefined }],
    ['consent false', { ...validEnquiry, consent: false }],
    ['consent as a string', { ...validEnquiry, consent: 'true' }],
    ['a number for a name', { ...validEnquiry, name: 42 }],
    ['a blank company', { ...validEnquiry, company: '   ' }],
    ['an empty designation', { ...validEnquiry, designation: '' }],
    ['an implausible e-mail', { ...validEnquiry, email: 'not-an-address' }],
    ['an e-mail with spaces', { ...validEnquiry, email: 'a b@example.com' }],
    ['a phone without digits', { ...validEnquiry, phone: 'call me' }],
    ['a name over 200 characters', { ...validEnquiry, name: 'x'.repeat(201) }],
    ['a message over 5000 characters', { ...validEnquiry, message: 'x'.repeat(5001) }],
    ['an unknown key', { ...validEnquiry, admin: true }],
    ['an array', [validEnquiry]],
    ['null', null],
  ];
  it.each(bad)('refuses %s with 400 and stores nothing', async (_label, payload) => {
    const { spool, post } = await setUp();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: unknown; message: unknown }>();
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('names the faulty field in its answer', async () => {
    const { post } = await setUp();
    const response = await post({ ...validEnquiry, email: 'nope' });
    expect(response.json()).toEqual({
      error: 'invalid_enquiry',
      message: 'The field "email" is missing or invalid.',
    });
  });

  it.each([
    ['malformed JSON', '{"name": "A",', 400],
    ['an empty body', '', 400],
  ])('refuses %s', async (_label, payload, status) => {
    const { spool, post } = await setUp();
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('error');
    expect(await spool.ids('pending')).toEqual([]);
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])(
    'refuses the content type %s with 415',
    async (type) => {
      const { spool, post } = await setUp();
      const response = await post(JSON.stringify(validEnquiry), { 'content-type': type });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
      expect(await spool.ids('pending')).toEqual([]);
    },
  );

  it('refuses a body over the limit with 413', async () => {
    const { spool, post } = await setUp();
    const response = await post({ ...validEnquiry, message: 'x'.repeat(enquiryMaxBytes) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'too_large' });
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('drops a honeypot hit quietly: 2xx, nothing stored, nobody told', async () => {
    const { spool, accepted, post } = await setUp();
    const response = await post({ ...validEnquiry, website: 'http://spam.example' });
    expect(response.statusCode).toBe(202);
    expect(await spool.ids('pending')).toEqual([]);
    expect(accepted).toEqual([]);
  });

  it('refuses a request from an origin not on the list', async () => {
    const { spool, post } = await setUp();
    const response = await post(validEnquiry, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('answers the CORS preflight for the site origin only', async () => {
    const { app } = await setUp();
    const preflight = (from: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/send-email',
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(origin);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    const refused = await preflight('https://evil.example');
    expect(refused.statusCode).toBe(403);
  });

  it('limits each client address: a burst past the limit gets 429, the rest are stored', async () => {
    const { spool, post } = await setUp({ max: 5 });
    const responses = await Promise.all(Array.from({ length: 9 }, () => post(validEnquiry)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429, 429]);
    expect(await spool.ids('pending')).toHaveLength(5);
    const limited = responses.find((response) => response.statusCode === 429);
    expect(limited?.json()).toMatchObject({ error: 'too_many_requests' });
  });

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

  it('serves nothing else', async () => {
    const { app } = await setUp();
    for (const [method, url] of [
      ['GET', '/send-email'],
      ['POST', '/other'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'not_found',
        message: 'Only POST /send-email is served here.',
      });
    }
  });

  it('logs no personal data', async () => {
    const log: string[] = [];
    const { post } = await setUp({ log, max: 1 });
    await post(validEnquiry, { 'x-forwarded-for': '203.0.113.9' });
    await post(validEnquiry);
    await post({ ...validEnquiry, email: 'bad' });
    await post({ ...validEnquiry, website: 'x' });
    const text = log.join('');
    expect(text).toContain('enquiry-accepted');
    for (const value of Object.values(validEnquiry)) {
      if (typeof value === 'string') expect(text).not.toContain(value);
    }
    expect(text).not.toMatch(/127\.0\.0\.1|203\.0\.113\.9|remoteAddress|user-agent/i);
  });
});

describe('the body limit', () => {
  it('takes a message of 5,000 Japanese characters, and 5,000 characters outside the BMP', async () => {
    const { spool, post } = await setUp();
    const japanese = 'データ基盤の構築についてご相談します。'.repeat(300).slice(0, 5000);
    expect((await post({ ...validEnquiry, message: japanese })).statusCode).toBe(202);
    const emoji = '🙂'.repeat(5000);
    expect(
      (await post({ ...validEnquiry, name: '𠀋'.repeat(200), message: emoji })).statusCode,
    ).toBe(202);
    expect(await spool.ids('pending')).toHaveLength(2);
  });
});

describe('characters that could mislead staff or drive a terminal', () => {
  it.each([
    ['an escape sequence in the name', { name: 'Ann \u001b[31mLee' }],
    ['a bell in the company', { company: 'Acme\u0007' }],
    ['a NUL in the message', { message: 'Hello\u0000world' }],
    ['a right-to-left override in the company', { company: 'Acme \u202Egnp.exe' }],
    ['a line break in the designation', { designation: 'CEO\r\nBcc: x@example.com' }],
    ['a C1 control in the name', { name: 'Ann\u009bLee' }],
  ])('refuses %s with 400 and stores nothing', async (_name, change) => {
    const { spool, post } = await setUp();
    const response = await post({ ...validEnquiry, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_enquiry' });
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('keeps line breaks in the message', async () => {
    const { post } = await setUp();
    expect((await post({ ...validEnquiry, message: 'One,\r\ntwo,\nthree.' })).statusCode).toBe(202);
  });
});

describe('security headers', () => {
  it('are on every answer: accepted, refused, limited, unavailable, not found, preflight', async () => {
    const { app, post } = await setUp({
      max: 1,
      config: { backlog: { maxEnquiries: 1, minFreeBytes: 0 } },
    });
    const answers = [
      await post(validEnquiry),
      await post(validEnquiry),
      await post({ ...validEnquiry, email: 'x' }),
      await post('{not json'),
      await post(validEnquiry, { 'content-type': 'text/plain' }),
      await post({ ...validEnquiry, message: 'x'.repeat(enquiryMaxBytes) }),
      await post(validEnquiry, { origin: 'https://evil.example' }),
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({
        method: 'OPTIONS',
        url: '/send-email',
        headers: { origin, 'access-control-request-method': 'POST' },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      202, 429, 400, 400, 415, 413, 403, 404, 204,
    ]);
    for (const answer of answers) expect(answer.headers).toMatchObject(serviceSecurityHeaders);
    expect(serviceSecurityHeaders).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    });
  });
});

describe('the rate limits', () => {
  it('counts only valid enquiries against the enquiry limit: typos do not lock a visitor out', async () => {
    const { spool, post } = await setUp({ max: 2 });
    for (let typo = 0; typo < 8; typo += 1) {
      expect((await post({ ...validEnquiry, email: `typo${typo}` })).statusCode).toBe(400);
    }
    expect((await post(validEnquiry)).statusCode).toBe(202);
    expect((await post(validEnquiry)).statusCode).toBe(202);
    const limited = await post(validEnquiry);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await spool.ids('pending')).toHaveLength(2);
  });

  it('holds requests of any kind to a looser limit', async () => {
    const { post } = await setUp({
      config: { rateLimit: { max: 100, requestsMax: 6, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let request = 0; request < 8; request += 1) {
      statuses.push((await post({ ...validEnquiry, email: 'bad' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429]);
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

describe('the Idempotency-Key header', () => {
  const key = '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c1a90';

  it('answers a repeat with the first answer, storing and announcing nothing new', async () => {
    const { spool, accepted, post } = await setUp({ max: 1 });
    const first = await post(validEnquiry, { 'idempotency-key': key });
    const repeat = await post(validEnquiry, { 'idempotency-key': key });
    expect(first.statusCode).toBe(202);
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await spool.ids('pending')).toHaveLength(1);
    expect(accepted).toHaveLength(1);
  });

  it('refuses the same key for a different enquiry with 422', async () => {
    const { spool, post } = await setUp();
    await post(validEnquiry, { 'idempotency-key': key });
    const other = await post(
      { ...validEnquiry, message: 'Another matter.' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await spool.ids('pending')).toHaveLength(1);
  });

  it('answers 409 to a repeat that arrives while the first is being stored', async () => {
    const { spool, post } = await setUp();
    const answers = await Promise.all([
      post(validEnquiry, { 'idempotency-key': key }),
      post(validEnquiry, { 'idempotency-key': key }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(await spool.ids('pending')).toHaveLength(1);
  });

  it('refuses a malformed key with 400', async () => {
    const { spool, post } = await setUp();
    for (const bad of ['short', 'has space in it', '../../etc/passwd', 'x'.repeat(129)]) {
      const response = await post(validEnquiry, { 'idempotency-key': bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_idempotency_key' });
    }
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('stores the enquiry under the key’s id when a crash came between the key and the enquiry', async () => {
    const { spool, post } = await setUp();
    const first = await post(validEnquiry, { 'idempotency-key': key });
    const { id } = first.json<{ id: string }>();
    await rm(spool.path('pending', id));
    const repeat = await post(validEnquiry, { 'idempotency-key': key });
    expect(repeat.json()).toEqual({ status: 'accepted', id });
    expect(await spool.ids('pending')).toEqual([id]);
  });

  it('forgets a key after 24 hours', async () => {
    const { spool, post } = await setUp();
    await post(validEnquiry, { 'idempotency-key': key });
    const [file] = await readdir(spool.dirs.keys);
    const path = join(spool.dirs.keys, file!);
    const record = JSON.parse(await readFile(path, 'utf8')) as { storedAt: string };
    record.storedAt = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await writeFile(path, JSON.stringify(record));
    expect(
      (await post(validEnquiry, { 'idempotency-key': key })).headers['idempotent-replayed'],
    ).toBeUndefined();
    expect(await spool.ids('pending')).toHaveLength(2);
  });

  it('is allowed by CORS', async () => {
    const { app } = await setUp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/send-email',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.headers['access-control-allow-headers']).toMatch(/idempotency-key/i);
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

describe('the operators’ routes on the service', () => {
  it('answers /healthz and /readyz from any origin, and counts accepted and refused enquiries on /metrics', async () => {
    const { app, store, post } = await setUpEnquiryApp({ metrics: true });
    expect((await post(validEnquiry)).statusCode).toBe(202);
    expect((await post({ ...validEnquiry, email: 42 })).statusCode).toBe(400);
    const foreign = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
    });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^enquiry_accepted_total 1$/m);
    expect(text).toMatch(/^enquiry_refused_total\{reason="invalid"\} 1$/m);
    expect(text).toMatch(/^enquiry_backlog 1$/m);
    expect(store.kind).toBe('file');
  });

  it('keeps /metrics from other machines without the token', async () => {
    const { app } = await setUpEnquiryApp({ metrics: true });
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('enquiry_');
  });
});

describe('behind a reverse proxy', () => {
  const through = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });

  it('counts each visitor the trusted proxy names, not the proxy', async () => {
    const { post } = await setUpEnquiryApp({ max: 1, config: { trustProxy: ['127.0.0.1'] } });
    expect((await post(validEnquiry, through('203.0.113.1'))).statusCode).toBe(202);
    expect((await post(validEnquiry, through('203.0.113.2'))).statusCode).toBe(202);
    expect((await post(validEnquiry, through('203.0.113.1'))).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from a sender it does not trust', async () => {
    const { post } = await setUpEnquiryApp({ max: 1 });
    expect((await post(validEnquiry, through('203.0.113.1'))).statusCode).toBe(202);
    expect((await post(validEnquiry, through('203.0.113.2'))).statusCode).toBe(429);
  });
});
