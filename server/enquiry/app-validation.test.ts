// @vitest-environment node
/**
 * What POST /send-email takes and what it refuses as malformed: a valid enquiry is stored before
 * the 202; missing or invalid fields, bad JSON, other content types, bodies over the limit and
 * characters that could mislead staff are refused and store nothing; a honeypot hit is dropped.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../tests/support/enquiry/fixtures';
import { enquiryMaxBytes } from '../../contract/enquiry';
import { setUpEnquiryApp } from '../../tests/support/enquiry/test-app';

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
    // The answer names the entry it stored.
    expect(response.json()).toEqual({ status: 'accepted', id: ids[0] });
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
