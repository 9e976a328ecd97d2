// @vitest-environment node
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { buildEnquiryApp, privacyLogger } from './app';
import { Spool } from './spool';

const origin = 'https://www.example.com';
const apps: FastifyInstance[] = [];

async function setUp(overrides: { max?: number; spool?: Spool; log?: string[] } = {}) {
  const spool = overrides.spool ?? new Spool(await tempSpoolDir());
  await spool.init();
  const accepted: string[] = [];
  const logLines = overrides.log;
  const app = await buildEnquiryApp({
    config: {
      origins: [origin],
      bodyLimit: 8 * 1024,
      rateLimit: { max: overrides.max ?? 1000, windowMs: 60_000 },
    },
    spool,
    onAccepted: (id) => accepted.push(id),
    logger: logLines
      ? {
          ...privacyLogger,
          stream: new Writable({
            write(chunk: Buffer, _encoding, callback) {
              logLines.push(chunk.toString());
              callback();
            },
          }),
        }
      : false,
  });
  apps.push(app);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/send-email',
      headers: { 'content-type': 'application/json', origin, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  return { app, spool, accepted, post };
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

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

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('refuses the content type %s with 415', async (type) => {
    const { spool, post } = await setUp();
    const response = await post(JSON.stringify(validEnquiry), { 'content-type': type });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('refuses a body over the limit with 413', async () => {
    const { spool, post } = await setUp();
    const response = await post({ ...validEnquiry, message: 'x'.repeat(9000) });
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
    class FullSpool extends Spool {
      override accept(): never {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      }
    }
    const { post } = await setUp({ spool: new FullSpool(await tempSpoolDir()) });
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
    expect((await app.inject({ method: 'GET', url: '/send-email' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/other' })).statusCode).toBe(404);
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
