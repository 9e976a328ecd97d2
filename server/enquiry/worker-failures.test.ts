// @vitest-environment node
/**
 * Delivery that does not succeed at once: a permanent refusal or the last temporary failure moves
 * an enquiry to failed/, retries keep their backoff across a restart, a send is given up after
 * its timeout; and which SMTP answers count as permanent.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { cleanups, settledIn, setUp, sink } from '../../tests/support/enquiry/delivery-worker';
import { until, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { startSilentServer } from '../../tests/support/enquiry/mail-sink';
import { isPermanent } from './mail-sender';

describe('delivery that does not succeed', () => {
  /** A transport whose every send fails with `error`. */
  const failing = (error: Error): Pick<Transporter, 'sendMail'> => ({
    sendMail: () => Promise.reject(error),
  });
  const events = (log: object[], event: string) =>
    log.filter((line) => 'event' in line && line.event === event);

  it('moves an enquiry the server refuses for good (5xx) to failed/ at once, with the reason', async () => {
    const log: object[] = [];
    const refusal = Object.assign(new Error('550 5.1.1 mailbox unavailable'), {
      responseCode: 550,
    });
    const { spool, worker } = await setUp('', { log, transport: failing(refusal) });
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    await settledIn(spool, worker, 'failed', id);
    const record = await spool.read('failed', id);
    expect(record.delivery).toMatchObject({ attempts: 1, permanent: true });
    expect(record.delivery?.lastError).toBe('Error: 550 5.1.1 mailbox unavailable');
    expect(events(log, 'enquiry-failed')).toEqual([
      expect.objectContaining({ id, attempts: 1, permanent: true }),
    ]);
  });

  it('moves an enquiry to failed/ after the last allowed temporary failure', async () => {
    const log: object[] = [];
    const busy = Object.assign(new Error('451 4.3.0 try again later'), { responseCode: 451 });
    const { spool, worker } = await setUp('', { log, transport: failing(busy), maxAttempts: 3 });
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    await settledIn(spool, worker, 'failed', id);
    expect((await spool.read('failed', id)).delivery).toMatchObject({
      attempts: 3,
      permanent: false,
    });
    expect(events(log, 'enquiry-delivery-failed')).toHaveLength(2);
    expect(events(log, 'enquiry-failed')).toHaveLength(1);
  });

  it('keeps the attempts in the record, so a restarted worker waits for the backoff', async () => {
    const mailbox = await sink();
    const { spool } = await setUp(mailbox.url);
    const { id } = await spool.accept(validEnquiry);
    const record = await spool.read('pending', id);
    // Ten failures, the last just now: the next attempt is due in the maximum delay (200 ms).
    await spool.update('pending', {
      ...record,
      delivery: {
        attempts: 10,
        lastError: 'Error: 451',
        lastAttemptAt: new Date().toISOString(),
        permanent: false,
      },
    });
    const { worker } = await setUp(mailbox.url, { spoolDir: spool.root });
    const started = Date.now();
    worker.start();
    await mailbox.waitFor(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await until(async () => (await spool.ids('sent')).includes(id));
  });

  it('sends several enquiries at once over the pool, each once', async () => {
    const mailbox = await sink();
    const { spool, worker } = await setUp(mailbox.url);
    const ids: string[] = [];
    for (let n = 0; n < 20; n += 1) ids.push((await spool.accept(validEnquiry)).id);
    worker.start();
    await until(async () => (await spool.ids('sent')).length === 20);
    expect(mailbox.received).toHaveLength(20);
    expect(new Set(mailbox.received.map((mail) => mail.headers.get('message-id')))).toEqual(
      new Set(ids.map((id) => `<${id}@example.com>`)),
    );
  });

  it('gives up on a send after the send timeout', async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    const log: object[] = [];
    // The greeting never comes; the connection timeouts are long, the message's own is not.
    const transport = nodemailer.createTransport({ url: silent.url, greetingTimeout: 60_000 });
    const { spool, worker } = await setUp(silent.url, { log, transport, sendTimeoutMs: 300 });
    await spool.accept(validEnquiry);
    const started = Date.now();
    worker.start();
    await until(() => events(log, 'enquiry-delivery-failed').length > 0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(JSON.stringify(events(log, 'enquiry-delivery-failed')[0])).toMatch(/abort/i);
  });
});

describe('isPermanent', () => {
  it('calls a 5xx answer permanent, and a 4xx, a lost connection or a refused login not', () => {
    expect(
      isPermanent(Object.assign(new Error('550 5.1.1 no such user'), { responseCode: 550 })),
    ).toBe(true);
    expect(
      isPermanent(
        Object.assign(new Error('554 rejected'), { responseCode: 554, code: 'EENVELOPE' }),
      ),
    ).toBe(true);
    expect(isPermanent(Object.assign(new Error('451 try later'), { responseCode: 451 }))).toBe(
      false,
    );
    expect(isPermanent(Object.assign(new Error('421 closing'), { responseCode: 421 }))).toBe(false);
    expect(
      isPermanent(Object.assign(new Error('535 auth'), { responseCode: 535, code: 'EAUTH' })),
    ).toBe(false);
    expect(
      isPermanent(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(false);
    expect(isPermanent('550')).toBe(false);
  });
});
