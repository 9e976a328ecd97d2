// @vitest-environment node
/**
 * What operators see of the app: logs without personal data, /healthz and /readyz, and /metrics
 * counting accepted and refused enquiries, kept from other machines.
 */
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../tests/support/enquiry/fixtures';
import { setUpEnquiryApp } from '../../tests/support/enquiry/test-app';

const setUp = setUpEnquiryApp;

describe('POST /send-email', () => {
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
