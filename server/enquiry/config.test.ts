// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('enquiry service configuration', () => {
  it('runs out of the box: port 8787, local site origins, no SMTP', () => {
    const config = readConfig({});
    expect(config.port).toBe(8787);
    expect(config.origins).toContain('http://localhost:4173');
    expect(config.smtp).toBeNull();
  });

  it('bounds requests, the backlog and delivery by default', () => {
    const config = readConfig({ SMTP_URL: 'smtp://127.0.0.1:25', ENQUIRY_TO: 'a@example.com' });
    expect(config.requestTimeoutMs).toBe(10_000);
    expect(config.rateLimit).toEqual({ max: 5, requestsMax: 30, windowMs: 60_000 });
    expect(config.backlog).toEqual({ maxEnquiries: 10_000, minFreeBytes: 100 * 1024 * 1024 });
    expect(config.smtp).toMatchObject({ poolSize: 5, sendTimeoutMs: 600_000 });
    expect(config.retry.maxAttempts).toBe(50);
  });

  it('reads SMTP, recipients and origins', () => {
    const config = readConfig({
      SMTP_URL: 'smtp://user:secret@mail.example.com:587',
      ENQUIRY_TO: 'sales@example.com',
      ENQUIRY_ORIGINS: 'https://www.example.com, https://example.com/',
    });
    expect(config.smtp).toMatchObject({ to: 'sales@example.com', from: 'sales@example.com' });
    expect(config.origins).toEqual(['https://www.example.com', 'https://example.com']);
  });

  it('sends automatic replies by default, at most 3 a day per address, and can be turned off', () => {
    expect(readConfig({}).autoReply).toMatchObject({ enabled: true, dailyLimit: 3 });
    const config = readConfig({
      AUTO_REPLY: 'OFF',
      AUTO_REPLY_DAILY_LIMIT: '5',
      ENQUIRY_BRAND: ' Example KK ',
    });
    expect(config.autoReply).toEqual({ enabled: false, dailyLimit: 5, brand: 'Example KK' });
    expect(readConfig({ AUTO_REPLY: 'on' }).autoReply.enabled).toBe(true);
  });

  it.each([
    [{ AUTO_REPLY: 'no' }, /AUTO_REPLY/],
    [{ AUTO_REPLY_DAILY_LIMIT: '0' }, /AUTO_REPLY_DAILY_LIMIT/],
    [{ AUTO_REPLY_DAILY_LIMIT: 'three' }, /AUTO_REPLY_DAILY_LIMIT/],
    [{ ENQUIRY_PORT: 'eighty' }, /ENQUIRY_PORT/],
    [{ ENQUIRY_RATE_LIMIT: '0' }, /ENQUIRY_RATE_LIMIT/],
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL/],
    [{ SMTP_URL: 'smtp://mail.example.com' }, /ENQUIRY_TO/],
    [{ ENQUIRY_ORIGINS: 'www.example.com' }, /ENQUIRY_ORIGINS/],
    [{ ENQUIRY_ORIGINS: 'https://www.example.com/path' }, /ENQUIRY_ORIGINS/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
