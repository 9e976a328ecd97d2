import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildEnquiryApp, privacyLogger } from '../../../server/enquiry/app';
import { Spool } from '../../../server/enquiry/spool';
import { tempSpoolDir } from './fixtures';

/** The site origin the test apps allow. */
export const siteOrigin = 'https://www.example.com';

type AppConfig = Parameters<typeof buildEnquiryApp>[0]['config'];

const apps: FastifyInstance[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * The enquiry service's app on a fresh spool, driven by `inject` (closed after each test): `post`
 * sends JSON from the site's origin; `accepted` lists the ids the worker would be told of.
 */
export async function setUpEnquiryApp(
  overrides: { max?: number; spool?: Spool; log?: string[]; config?: Partial<AppConfig> } = {},
) {
  const spool = overrides.spool ?? new Spool(await tempSpoolDir());
  await spool.init();
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
    spool,
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
  return { app, spool, accepted, post };
}
