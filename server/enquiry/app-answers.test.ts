// @vitest-environment node
/**
 * What the app answers beside enquiries: 404 for anything but POST /send-email, and the security
 * headers on every answer it gives.
 */
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../tests/support/enquiry/fixtures';
import { enquiryMaxBytes } from '../../contract/enquiry';
import { setUpEnquiryApp, siteOrigin } from '../../tests/support/enquiry/test-app';
import { serviceSecurityHeaders } from './answers';

const origin = siteOrigin;
const setUp = setUpEnquiryApp;

describe('POST /send-email', () => {
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
