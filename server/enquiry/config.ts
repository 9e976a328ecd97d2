/**
 * The enquiry service's configuration, read from the environment in one place, with a readable
 * error for a bad value.
 */
import { resolve } from 'node:path';

export interface EnquiryConfig {
  host: string;
  port: number;
  /** Site origins allowed to post enquiries (CORS). */
  origins: string[];
  /** Folder holding accepted enquiries (the file store, when there is no `databaseUrl`). */
  spoolDir: string;
  /**
   * PostgreSQL's address (DATABASE_URL): every service process sharing it shares one store.
   * `null` keeps enquiries in `spoolDir`, for one process.
   */
  databaseUrl: string | null;
  /** Connections each process keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /** Days an enquiry is kept, in any state, before the daily purge removes it. */
  retentionDays: number;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the visitor (ENQUIRY_TRUST_PROXY: addresses,
   * CIDR ranges or `loopback`), so that rate limits count visitors, not the proxy; `false`: none.
   */
  trustProxy: string[] | false;
  /** Bearer token that opens `/metrics` to other machines than this one; `null`: loopback only. */
  metricsToken: string | null;
  /**
   * Per client address and window: `max` enquiries stored (a valid enquiry, once past its checks)
   * and `requestsMax` requests of any kind, the looser limit that a flood of invalid ones meets.
   */
  rateLimit: { max: number; requestsMax: number; windowMs: number };
  /** Longest time for a whole request, headers and body, to arrive; then 408 and the connection closes. */
  requestTimeoutMs: number;
  /**
   * The most enquiries held undelivered (pending and failed), and the least free space left on the
   * spool's disk; beyond either, new enquiries get 503 with Retry-After.
   */
  backlog: { maxEnquiries: number; minFreeBytes: number };
  /** SMTP delivery; `null` keeps every enquiry in the spool. */
  smtp: {
    url: string;
    to: string;
    from: string;
    /** Longest wait to connect and for the server's greeting. */
    timeoutMs: number;
    /**
     * Longest time for one message, from handing it over to the server's answer (RFC 5321 gives
     * a server 10 minutes to answer a message); then its connection is closed, which cancels the
     * send, before any retry.
     */
    sendTimeoutMs: number;
    /** Connections kept open to the server, and messages in flight at once. */
    poolSize: number;
  } | null;
  /** Backoff between delivery attempts, and the attempts before an enquiry is marked failed. */
  retry: { firstDelayMs: number; maxDelayMs: number; maxAttempts: number };
  /**
   * The automatic reply to the visitor (with SMTP only): whether it is sent, how many replies one
   * address may get in 24 hours, and the company name its words carry.
   */
  autoReply: { enabled: boolean; dailyLimit: number; brand: string };
  /**
   * Who hears of an enquiry that failed for good (./operations/alerts.ts): an e-mail address
   * (with SMTP), a Slack-compatible webhook, and the least time between two alerts.
   */
  alerts: AlertConfig;
  /** How often the worker looks at the spool even when nothing new arrived. */
  sweepIntervalMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  }
  return value;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`${name} must be "on" or "off", not "${env[name] ?? ''}"`);
}

/** The company name in the automatic reply: the site's brand (`src/site.ts`, which a test compares). */
export const defaultBrand = 'Setu Ventures';

function origin(value: string): string {
  try {
    const url = new URL(value);
    if (url.origin !== value.replace(/\/$/, '')) throw new Error('not an origin');
    return url.origin;
  } catch {
    throw new ConfigError(
      `ENQUIRY_ORIGINS: "${value}" is not an origin like https://www.example.com`,
    );
  }
}

const defaultOrigins = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
];

/** The webhook as a URL: https, or http to this machine (tests). Never named in an error. */
export function alertWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('ENQUIRY_ALERT_WEBHOOK is not a URL');
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new ConfigError(
      'ENQUIRY_ALERT_WEBHOOK must be an https:// URL (http:// only to localhost or 127.0.0.1)',
    );
  }
  return url;
}

export interface AlertConfig {
  /** The address that receives failure alerts by e-mail (ENQUIRY_ALERT_TO), or `null`. */
  to: string | null;
  /** The incoming webhook that receives them (ENQUIRY_ALERT_WEBHOOK), or `null`. */
  webhook: string | null;
  /** The least time between two alerts (ENQUIRY_ALERT_INTERVAL_MS, default 15 minutes). */
  intervalMs: number;
}

export const defaultAlertIntervalMs = 15 * 60_000;

/** The alerts' configuration from the environment; a bad value throws a `ConfigError`. */
export function readAlertConfig(
  env: Record<string, string | undefined> = process.env,
): AlertConfig {
  const to = env.ENQUIRY_ALERT_TO?.trim() ?? '';
  if (to !== '' && !/^[^\s@]+@[^\s@]+$/.test(to)) {
    throw new ConfigError('ENQUIRY_ALERT_TO must be the e-mail address that receives alerts');
  }
  const webhook = env.ENQUIRY_ALERT_WEBHOOK?.trim() ?? '';
  if (webhook !== '') alertWebhookUrl(webhook);

  let intervalMs = defaultAlertIntervalMs;
  const raw = env.ENQUIRY_ALERT_INTERVAL_MS?.trim() ?? '';
  if (raw !== '') {
    intervalMs = Number(raw);
    if (!Number.isInteger(intervalMs) || intervalMs < 1_000) {
      throw new ConfigError(
        `ENQUIRY_ALERT_INTERVAL_MS must be a whole number of at least 1000, not "${raw}"`,
      );
    }
  }
  return { to: to || null, webhook: webhook || null, intervalMs };
}

/** Two years: what the privacy policy promises. */
const defaultRetentionDays = 730;

/** ENQUIRY_RETENTION_DAYS, else what the privacy policy says. */
export function readRetentionDays(env: Env = process.env): number {
  return integer(env, 'ENQUIRY_RETENTION_DAYS', defaultRetentionDays, 1);
}

function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error('protocol');
  } catch {
    throw new ConfigError('DATABASE_URL must look like postgres://user:pass@host:5432/database');
  }
  return raw;
}

function trustProxy(env: Env): string[] | false {
  const entries = (env.ENQUIRY_TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return false;
  const names = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const address = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/iu;
  for (const entry of entries) {
    if (!names.has(entry) && !address.test(entry)) {
      throw new ConfigError(
        `ENQUIRY_TRUST_PROXY: "${entry}" is not an address, a CIDR range or loopback`,
      );
    }
  }
  return entries;
}

function metricsToken(env: Env): string | null {
  const raw = env.ENQUIRY_METRICS_TOKEN;
  if (raw === undefined || raw === '') return null;
  if (raw.length < 16 || /\s/u.test(raw)) {
    throw new ConfigError('ENQUIRY_METRICS_TOKEN must be at least 16 characters, without spaces');
  }
  return raw;
}

export function readConfig(env: Env = process.env): EnquiryConfig {
  const origins = (env.ENQUIRY_ORIGINS ?? defaultOrigins.join(','))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map(origin);

  let smtp: EnquiryConfig['smtp'] = null;
  if (env.SMTP_URL) {
    try {
      const url = new URL(env.SMTP_URL);
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('protocol');
    } catch {
      throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://…');
    }
    const to = env.ENQUIRY_TO ?? '';
    if (!/^[^\s@]+@[^\s@]+$/.test(to)) {
      throw new ConfigError('ENQUIRY_TO must be the e-mail address that receives enquiries');
    }
    smtp = {
      url: env.SMTP_URL,
      to,
      from: env.ENQUIRY_FROM ?? to,
      timeoutMs: integer(env, 'SMTP_TIMEOUT_MS', 15_000, 100),
      sendTimeoutMs: integer(env, 'SMTP_SEND_TIMEOUT_MS', 10 * 60_000, 100),
      poolSize: integer(env, 'SMTP_POOL_SIZE', 5, 1),
    };
  }

  const databasePoolSize = integer(env, 'DATABASE_POOL_SIZE', 10, 2);
  if (env.DATABASE_URL && smtp && databasePoolSize < smtp.poolSize + 2) {
    // Each message in flight holds a connection for its claim; requests need some too.
    throw new ConfigError(
      `DATABASE_POOL_SIZE (${databasePoolSize}) must be at least SMTP_POOL_SIZE + 2 (${smtp.poolSize + 2})`,
    );
  }

  return {
    host: env.ENQUIRY_HOST ?? '127.0.0.1',
    port: integer(env, 'ENQUIRY_PORT', 8787),
    origins,
    spoolDir: resolve(env.ENQUIRY_SPOOL_DIR ?? 'var/enquiries'),
    databaseUrl: databaseUrl(env),
    databasePoolSize,
    retentionDays: readRetentionDays(env),
    metricsToken: metricsToken(env),
    trustProxy: trustProxy(env),
    rateLimit: {
      max: integer(env, 'ENQUIRY_RATE_LIMIT', 5, 1),
      requestsMax: integer(env, 'ENQUIRY_REQUEST_LIMIT', 30, 1),
      windowMs: integer(env, 'ENQUIRY_RATE_WINDOW_MS', 60_000, 1),
    },
    requestTimeoutMs: integer(env, 'ENQUIRY_REQUEST_TIMEOUT_MS', 10_000, 100),
    backlog: {
      maxEnquiries: integer(env, 'ENQUIRY_MAX_BACKLOG', 10_000, 1),
      minFreeBytes: integer(env, 'ENQUIRY_MIN_FREE_MB', 100, 0) * 1024 * 1024,
    },
    smtp,
    retry: {
      firstDelayMs: integer(env, 'ENQUIRY_RETRY_FIRST_MS', 30_000, 1),
      maxDelayMs: integer(env, 'ENQUIRY_RETRY_MAX_MS', 60 * 60_000, 1),
      maxAttempts: integer(env, 'ENQUIRY_MAX_ATTEMPTS', 50, 1),
    },
    sweepIntervalMs: integer(env, 'ENQUIRY_SWEEP_MS', 60_000, 10),
    alerts: readAlertConfig(env),
    autoReply: {
      enabled: onOff(env, 'AUTO_REPLY', true),
      dailyLimit: integer(env, 'AUTO_REPLY_DAILY_LIMIT', 3, 1),
      brand: (env.ENQUIRY_BRAND ?? '').trim() || defaultBrand,
    },
  };
}
