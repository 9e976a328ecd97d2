// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultAlertIntervalMs,
  readAlertConfig,
  readConfig,
  readRetentionDays,
} from './config';

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

describe('readAlertConfig', () => {
  it('has no channel and a 15-minute interval by default', () => {
    expect(readAlertConfig({})).toEqual({ to: null, webhook: null, intervalMs: 15 * 60_000 });
    expect(defaultAlertIntervalMs).toBe(900_000);
  });

  it('reads the address, the webhook and the interval', () => {
    expect(
      readAlertConfig({
        ENQUIRY_ALERT_TO: 'ops@example.com',
        ENQUIRY_ALERT_WEBHOOK: 'https://hooks.example.com/services/T/B/X',
        ENQUIRY_ALERT_INTERVAL_MS: '5000',
      }),
    ).toEqual({
      to: 'ops@example.com',
      webhook: 'https://hooks.example.com/services/T/B/X',
      intervalMs: 5000,
    });
  });

  it('takes an http webhook to this machine only', () => {
    for (const local of ['http://127.0.0.1:9000/hook', 'http://localhost/hook']) {
      expect(readAlertConfig({ ENQUIRY_ALERT_WEBHOOK: local }).webhook).toBe(local);
    }
    expect(() =>
      readAlertConfig({ ENQUIRY_ALERT_WEBHOOK: 'http://hooks.example.com/secret-token' }),
    ).toThrow(ConfigError);
  });

  it('refuses bad values without repeating the webhook address', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        readAlertConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal({ ENQUIRY_ALERT_TO: 'not an address' })).toMatch(/ENQUIRY_ALERT_TO/);
    expect(refusal({ ENQUIRY_ALERT_WEBHOOK: 'ftp://example.com/secret-token' })).not.toContain(
      'secret-token',
    );
    expect(refusal({ ENQUIRY_ALERT_WEBHOOK: 'not a url secret-token' })).not.toContain(
      'secret-token',
    );
    expect(refusal({ ENQUIRY_ALERT_INTERVAL_MS: '999' })).toMatch(/at least 1000/);
    expect(refusal({ ENQUIRY_ALERT_INTERVAL_MS: '1.5e3x' })).toMatch(/ENQUIRY_ALERT_INTERVAL_MS/);
  });
});

describe('retention and PostgreSQL settings', () => {
  it('keeps enquiries two years unless ENQUIRY_RETENTION_DAYS says otherwise', () => {
    expect(readRetentionDays({})).toBe(730);
    expect(readRetentionDays({ ENQUIRY_RETENTION_DAYS: '30' })).toBe(30);
    expect(() => readRetentionDays({ ENQUIRY_RETENTION_DAYS: '0' })).toThrow(ConfigError);
    expect(() => readRetentionDays({ ENQUIRY_RETENTION_DAYS: 'two years' })).toThrow(
      'ENQUIRY_RETENTION_DAYS must be a whole number of at least 1, not "two years"',
    );
  });

  it('uses the file store unless DATABASE_URL names a PostgreSQL database', () => {
    expect(readConfig({}).databaseUrl).toBeNull();
    expect(readConfig({ DATABASE_URL: 'postgres://app@db:5432/site' }).databaseUrl).toBe(
      'postgres://app@db:5432/site',
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://app@db/site' })).toThrow(
      'DATABASE_URL must look like postgres://user:pass@host:5432/database',
    );
  });

  it('keeps a connection to PostgreSQL for every message in flight, and two for requests', () => {
    const env = {
      DATABASE_URL: 'postgres://app@db:5432/site',
      SMTP_URL: 'smtp://127.0.0.1:25',
      ENQUIRY_TO: 'a@example.com',
      SMTP_POOL_SIZE: '9',
    };
    expect(() => readConfig(env)).toThrow(
      'DATABASE_POOL_SIZE (10) must be at least SMTP_POOL_SIZE + 2 (11)',
    );
    expect(readConfig({ ...env, DATABASE_POOL_SIZE: '11' }).databasePoolSize).toBe(11);
  });

  it('trusts X-Forwarded-For only from the proxies ENQUIRY_TRUST_PROXY names', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ ENQUIRY_TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => readConfig({ ENQUIRY_TRUST_PROXY: 'everyone' })).toThrow(
      'ENQUIRY_TRUST_PROXY: "everyone" is not an address, a CIDR range or loopback',
    );
  });

  it('opens /metrics to other machines only with a long enough token', () => {
    expect(readConfig({}).metricsToken).toBeNull();
    expect(readConfig({ ENQUIRY_METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => readConfig({ ENQUIRY_METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });
});
