// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { isLoopback, mayReadMetrics, registerOperations, type OperationsOptions } from './routes';

const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const token = 'a-long-random-metrics-token-0123456789';

function build(options: Partial<OperationsOptions> = {}) {
  const metrics = createMetrics({
    backlog: () => Promise.resolve({ undelivered: 4, oldestReceivedAt: null }),
  });
  const app = Fastify({ logger: false });
  // The service's own not-found answer, which a refused /metrics must not differ from.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: 'not_found', message: 'Only POST /send-email is served here.' }),
  );
  registerOperations(app, {
    registry: metrics.registry,
    ready: () => Promise.resolve(),
    metricsToken: token,
    ...options,
  });
  apps.push(app);
  return { app, metrics };
}

describe('GET /healthz', () => {
  it('answers 200 ok whenever the process answers, the store down or not', async () => {
    const { app } = build({ ready: () => Promise.reject(new Error('down')) });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 ready when the store check passes', async () => {
    let checks = 0;
    const { app } = build({
      ready: () => {
        checks += 1;
        return Promise.resolve();
      },
    });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(checks).toBe(1);
  });

  it('answers 503 with Retry-After and a reason that names no path when the store fails', async () => {
    const error = Object.assign(new Error("ENOSPC: no space left, open '/srv/spool/probe'"), {
      code: 'ENOSPC',
    });
    const { app } = build({ ready: () => Promise.reject(error) });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'the store failed (ENOSPC)' });
    expect(response.body).not.toContain('/srv');
  });

  it('answers 503 once the time box ends, and aborts the check it gave up on', async () => {
    let signal: AbortSignal | undefined;
    const { app } = build({
      readyTimeoutMs: 50,
      ready: (given) => {
        signal = given;
        return new Promise(() => undefined);
      },
    });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      reason: 'the store did not answer in time',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('runs one check for requests that come while it is under way', async () => {
    let checks = 0;
    let finish: () => void = () => undefined;
    const { app } = build({
      ready: () => {
        checks += 1;
        if (checks > 1) return Promise.resolve();
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    const answers = Promise.all([
      app.inject({ method: 'GET', url: '/readyz' }),
      app.inject({ method: 'GET', url: '/readyz' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    expect((await answers).map((response) => response.statusCode)).toEqual([200, 200]);
    expect(checks).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(checks).toBe(2);
  });
});

describe('GET /metrics', () => {
  it('serves the Prometheus text to a request from loopback, with its content type', async () => {
    const { app, metrics } = build();
    metrics.accepted();
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toMatch(/^enquiry_accepted_total 1$/m);
    expect(response.body).toMatch(/^enquiry_backlog 4$/m);
  });

  it('serves IPv6 and IPv4-mapped loopback too', async () => {
    const { app } = build({ metricsToken: null });
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.1.2.3']) {
      const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('answers as an unknown path does to a request from elsewhere without the token', async () => {
    const { app } = build();
    const unknown = await app.inject({ method: 'GET', url: '/nothing-here' });
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(unknown.body);
    expect(response.body).not.toContain('enquiry_');
  });

  it('refuses loopback requests that came through a reverse proxy (X-Forwarded-For, Forwarded)', async () => {
    const { app } = build();
    for (const headers of [
      { 'x-forwarded-for': '198.51.100.7' },
      { forwarded: 'for=198.51.100.7' },
      { 'x-real-ip': '198.51.100.7' },
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(response.statusCode, Object.keys(headers)[0]).toBe(404);
    }
  });

  it('serves a scraper from elsewhere with the right bearer token, even through a proxy', async () => {
    const { app } = build();
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('enquiry_accepted_total');
  });

  it('refuses a wrong or malformed bearer token', async () => {
    const { app } = build();
    for (const authorization of [
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${token}`,
      token,
      'Bearer ',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.0.0.5',
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(404);
    }
  });
});

describe('mayReadMetrics (the access rule)', () => {
  const from = (remoteAddress: string | undefined, headers = {}) => ({ remoteAddress, headers });

  it('allows loopback addresses without forwarding headers', () => {
    expect(mayReadMetrics(from('127.0.0.1'), null)).toBe(true);
    expect(mayReadMetrics(from('127.255.0.1'), null)).toBe(true);
    expect(mayReadMetrics(from('::1'), null)).toBe(true);
    expect(mayReadMetrics(from('::ffff:127.0.0.1'), null)).toBe(true);
    expect(mayReadMetrics(from('::FFFF:127.0.0.1'), null)).toBe(true);
  });

  it('refuses other addresses, and loopback with a forwarding header', () => {
    expect(mayReadMetrics(from('10.0.0.1'), null)).toBe(false);
    expect(mayReadMetrics(from('::ffff:10.0.0.1'), null)).toBe(false);
    expect(mayReadMetrics(from('128.0.0.1'), null)).toBe(false);
    expect(mayReadMetrics(from(undefined), null)).toBe(false);
    expect(mayReadMetrics(from('127.0.0.1', { 'x-forwarded-for': '1.2.3.4' }), null)).toBe(false);
    expect(mayReadMetrics(from('::1', { forwarded: 'for=1.2.3.4' }), null)).toBe(false);
  });

  it('allows the exact bearer token from anywhere, only when one is set', () => {
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    expect(mayReadMetrics(from('10.0.0.1', bearer(token)), token)).toBe(true);
    expect(mayReadMetrics(from('10.0.0.1', { authorization: `bearer ${token}` }), token)).toBe(
      true,
    );
    expect(mayReadMetrics(from('10.0.0.1', bearer('wrong')), token)).toBe(false);
    expect(mayReadMetrics(from('10.0.0.1', bearer('')), '')).toBe(false);
    expect(mayReadMetrics(from('10.0.0.1', bearer('anything')), null)).toBe(false);
    expect(mayReadMetrics(from('10.0.0.1', bearer('anything')), undefined)).toBe(false);
  });

  it('tells loopback from look-alikes', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.0.0.1.example.com')).toBe(false);
    expect(isLoopback('::2')).toBe(false);
    expect(isLoopback('0.0.0.0')).toBe(false);
  });
});
