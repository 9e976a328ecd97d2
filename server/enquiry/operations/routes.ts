/**
 * The routes that operators and their tools call: `GET /healthz` (the process answers),
 * `GET /readyz` (the store can be read and written) and `GET /metrics` (Prometheus, not public).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { errorMessage } from '../logging';

export interface OperationsOptions {
  /** The metrics to serve on `/metrics` (./metrics.ts, `createMetrics(…).registry`). */
  registry: Pick<Registry, 'metrics' | 'contentType'>;
  /**
   * Reads and writes a probe in the store (the store's `check()`); rejects when it cannot. The
   * signal is aborted when the check's time is up.
   */
  ready: (signal: AbortSignal) => Promise<void>;
  /** A token that lets a scraper from elsewhere read `/metrics` (`Authorization: Bearer …`). */
  metricsToken?: string | null;
  /** Longest time for the readiness check (default 2 s); then `/readyz` answers 503. */
  readyTimeoutMs?: number;
}

/** Seconds a load balancer is asked to wait before it asks `/readyz` again. */
const readyRetryAfterSeconds = 5;

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, through it. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** Whether an address is the machine itself: 127.0.0.0/8 or ::1, IPv4-mapped or not. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * Whether a request may read `/metrics`: sent from this machine directly, not through a reverse
 * proxy (whose requests all come from loopback, whoever sent them: it must add `X-Forwarded-For`
 * or `Forwarded`, as nginx does with `proxy_set_header X-Forwarded-For …`), or carrying the
 * metrics token as a bearer token.
 */
export function mayReadMetrics(
  request: { remoteAddress: string | undefined; headers: IncomingHttpHeaders },
  metricsToken: string | null | undefined,
): boolean {
  const { remoteAddress, headers } = request;
  if (isLoopback(remoteAddress) && forwardingHeaders.every((name) => headers[name] === undefined)) {
    return true;
  }
  if (!metricsToken) return false;
  const presented = /^Bearer +(\S+) *$/i.exec(headers.authorization ?? '')?.[1];
  return presented !== undefined && sameSecret(presented, metricsToken);
}

/** Compares two secrets in a time that depends on neither (their digests have one length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A short reason for a failed readiness check that reveals nothing of the machine: no path, no
 * address, at most the error's code (`ENOSPC`, `ECONNREFUSED`). The whole error goes to the log.
 */
function readinessReason(error: unknown): string {
  if (error instanceof ReadinessTimeout) return 'the store did not answer in time';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)
    ? `the store failed (${code})`
    : 'the store failed';
}

class ReadinessTimeout extends Error {
  override name = 'ReadinessTimeout';
}

/**
 * Adds the three routes. They are meant to be reached whatever the origin and however often, so
 * the integrator keeps them out of the service's origin check and rate limits; their answers may
 * carry the service's security headers.
 */
export function registerOperations(app: FastifyInstance, options: OperationsOptions): void {
  const { registry, ready, metricsToken, readyTimeoutMs = 2_000 } = options;

  // One check at a time: requests that come while it runs wait for it, so a store that hangs
  // cannot gather a heap of probes.
  let checking: Promise<void> | null = null;
  function check(): Promise<void> {
    checking ??= (async () => {
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          const error = new ReadinessTimeout(`no answer within ${readyTimeoutMs} ms`);
          controller.abort(error);
          reject(error);
        }, readyTimeoutMs).unref();
      });
      try {
        await Promise.race([Promise.resolve().then(() => ready(controller.signal)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  app.get('/healthz', async (_request, reply) => reply.code(200).send({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await check();
    } catch (error) {
      request.log.warn({ event: 'not-ready', err: errorMessage(error) });
      return reply
        .code(503)
        .header('retry-after', String(readyRetryAfterSeconds))
        .send({ status: 'unavailable', reason: readinessReason(error) });
    }
    return reply.code(200).send({ status: 'ready' });
  });

  app.get('/metrics', async (request, reply) => {
    const allowed = mayReadMetrics(
      { remoteAddress: request.socket.remoteAddress, headers: request.headers },
      metricsToken,
    );
    // Refused as any unknown path is, by the service's own not-found answer: nothing says that
    // metrics are here.
    if (!allowed) {
      reply.callNotFound();
      return reply;
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
