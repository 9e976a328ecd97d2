import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildEnquiryApp, privacyLogger } from '../../../server/enquiry/app';
import { createMetrics } from '../../../server/enquiry/operations/metrics';
import { FileStore } from '../../../server/enquiry/store/file-store';
import { tempSpoolDir } from './fixtures';

/** The site origin the test apps allow. */
export const siteOrigin = 'https://www.example.com';

type AppConfig = Parameters<typeof buildEnquiryApp>[0]['config'];

const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * The enquiry service's app on a fresh file store (`spool` is its folder), driven by `inject`
 * (closed after each test): `post` sends JSON from the site's origin; `accepted` lists the ids
 * the worker would be told of; with `metrics`, the operators' routes are served too.
 */
export async function setUpEnquiryApp(
  overrides: {
    max?: number;
    store?: FileStore;
    log?: string[];
    config?: Partial<AppConfig>;
    metrics?: boolean;
  } = {},
) {
  const store = overrides.store ?? new FileStore(await tempSpoolDir());
  await store.open();
  const { spool } = store;
  const accepted: string[] = [];
  const logLines = overrides.log;
  const app = await buildEnquiryApp({
    config: {
      origins: [siteOrigin],
      rateLimit: { max: overrides.max ?? 1000, requestsMax: 1000, windowMs: 60_000 },
      requestTimeoutMs: 10_000,
      backlog: { maxEnquiries: 1000, minFreeBytes: 0 },
      ...overrides.config,
    },
    store,
    metrics: overrides.metrics ? createMetrics(store) : undefined,
    onAccepted: (id) => accepted.push(id),
    logger: logLines
      ? {
          ...privacyLogger,
          stream: new Writable({
            write(chunk: Buffer, _encoding, callback) {
              logLines.push(chunk.toString());
              callback();
            },
          }),
        }
      : false,
  });
  apps.push(app);
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/send-email',
      headers: { 'content-type': 'application/json', origin: siteOrigin, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  return { app, store, spool, accepted, post };
}
