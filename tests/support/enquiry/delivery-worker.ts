/**
 * The delivery worker under test (server/enquiry/worker-*.test.ts): a worker on a fresh file
 * store, quick retries, its log lines collected, stopped after each test with the mail servers
 * the test started.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { afterEach } from 'vitest';
import { createServiceI18n } from '../../../server/enquiry/catalogs';
import type { Logger } from '../../../server/enquiry/logging';
import { FileStore } from '../../../server/enquiry/store/file-store';
import type { Spool } from '../../../server/enquiry/store/spool';
import type { EnquiryState } from '../../../server/enquiry/store/store';
import { DeliveryWorker } from '../../../server/enquiry/worker';
import { tempSpoolDir, until } from './fixtures';
import { startMailSink, type MailSink } from './mail-sink';

/** What to stop after the test, last started first. */
export const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function quietLogger(lines: object[] = []): Logger {
  const push = (object: object) => {
    lines.push(object);
  };
  return { info: push, warn: push, error: push };
}

interface SetUpOptions {
  timeoutMs?: number;
  log?: object[];
  /** Send automatic replies (off unless asked). */
  autoReply?: boolean;
  /** An existing spool folder: the worker of a restarted service. */
  spoolDir?: string;
  /** Stands in for the SMTP transport. */
  transport?: Pick<Transporter, 'sendMail'>;
  /** Attempts before an enquiry is marked failed (default 50). */
  maxAttempts?: number;
  /** Longest time for one message (default 5 s). */
  sendTimeoutMs?: number;
}

/** A delivery worker (not started) on a fresh spool, or on `options.spoolDir`. */
export async function setUp(smtpUrl: string, options: SetUpOptions = {}) {
  const store = new FileStore(options.spoolDir ?? (await tempSpoolDir()));
  await store.open();
  const { spool } = store;
  const timeoutMs = options.timeoutMs ?? 2000;
  const worker = new DeliveryWorker({
    store,
    transport:
      options.transport ??
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    to: 'enquiries@example.com',
    from: 'website@example.com',
    sendTimeoutMs: options.sendTimeoutMs ?? 5_000,
    concurrency: 4,
    retry: { firstDelayMs: 50, maxDelayMs: 200, maxAttempts: options.maxAttempts ?? 50 },
    sweepIntervalMs: 60_000,
    logger: quietLogger(options.log),
    autoReply: options.autoReply
      ? { i18n: createServiceI18n('Setu Ventures'), dailyLimit: 3 }
      : null,
  });
  cleanups.push(() => worker.stop());
  return { spool, worker };
}

/**
 * Waits until the worker has moved enquiry `id` to `state` and is done with it: the spool moves
 * the file before the worker logs what became of it.
 */
export async function settledIn(
  spool: Spool,
  worker: DeliveryWorker,
  state: EnquiryState,
  id: string,
) {
  await until(async () => (await spool.ids(state)).includes(id));
  await worker.idle();
}

/** A mail server for the test, on `port` or a free one, closed after it. */
export async function sink(port?: number): Promise<MailSink> {
  const started = await startMailSink(port);
  cleanups.push(() => started.close());
  return started;
}
