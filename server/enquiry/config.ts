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
  /** Folder holding accepted enquiries until they are delivered. */
  spoolDir: string;
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

  return {
    host: env.ENQUIRY_HOST ?? '127.0.0.1',
    port: integer(env, 'ENQUIRY_PORT', 8787),
    origins,
    spoolDir: resolve(env.ENQUIRY_SPOOL_DIR ?? 'var/enquiries'),
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
    autoReply: {
      enabled: onOff(env, 'AUTO_REPLY', true),
      dailyLimit: integer(env, 'AUTO_REPLY_DAILY_LIMIT', 3, 1),
      brand: (env.ENQUIRY_BRAND ?? '').trim() || defaultBrand,
    },
  };
}
