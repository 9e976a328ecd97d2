// @vitest-environment node
/**
 * The app's Idempotency-Key header: a repeat gets the first answer and stores nothing new, the
 * same key for another enquiry or a malformed one is refused, and a key is forgotten after 24 hours.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../tests/support/enquiry/fixtures';
import { setUpEnquiryApp, siteOrigin } from '../../tests/support/enquiry/test-app';

const origin = siteOrigin;
const setUp = setUpEnquiryApp;

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
