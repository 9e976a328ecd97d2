// @vitest-environment node
/**
 * Who may post enquiries to the app, and how often: only the site's origin (CORS), a limit per
 * client address that counts only valid enquiries, a looser one for requests of any kind, and
 * the visitor's address taken from a trusted reverse proxy only.
 */
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../tests/support/enquiry/fixtures';
import { setUpEnquiryApp, siteOrigin } from '../../tests/support/enquiry/test-app';

const origin = siteOrigin;
const setUp = setUpEnquiryApp;

describe('POST /send-email', () => {
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
