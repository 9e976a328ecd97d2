// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { tempSpoolDir, until, validEnquiry } from '../../tests/support/enquiry/fixtures';
import {
  freePort,
  startMailSink,
  startSilentServer,
  type MailSink,
} from '../../tests/support/enquiry/mail-sink';
import { maxAutoReplyAttempts } from './auto-reply-sender';
import { createServiceI18n } from './catalogs';
import type { Logger } from './logging';
import { isPermanent } from './mail-sender';
import { FileStore } from './store/file-store';
import type { Spool } from './store/spool';
import type { EnquiryState } from './store/store';
import { DeliveryWorker } from './worker';

const cleanups: (() => Promise<void>)[] = [];

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

async function setUp(smtpUrl: string, options: SetUpOptions = {}) {
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
async function settledIn(spool: Spool, worker: DeliveryWorker, state: EnquiryState, id: string) {
  await until(async () => (await spool.ids(state)).includes(id));
  await worker.idle();
}

async function sink(port?: number): Promise<MailSink> {
  const started = await startMailSink(port);
  cleanups.push(() => started.close());
  return started;
}

describe('delivery worker', () => {
  it('e-mails each enquiry with its content, then moves it to sent/', async () => {
    const mailbox = await sink();
    const { spool, worker } = await setUp(mailbox.url);
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    const [mail] = await mailbox.waitFor(1);
    await until(async () => (await spool.ids('sent')).includes(id));
    expect(await spool.ids('pending')).toEqual([]);
    expect(mail!.envelopeTo).toEqual(['enquiries@example.com']);
    expect(mail!.headers.get('reply-to')).toBe(validEnquiry.email);
    expect(mail!.headers.get('subject')).toBe(`Website enquiry ${id} from ${validEnquiry.company}`);
    for (const value of [validEnquiry.name, validEnquiry.phone, validEnquiry.designation]) {
      expect(mail!.text).toContain(value);
      expect(mail!.html).toContain(value);
    }
    expect(mail!.text).toContain(validEnquiry.message);
  });

  it('keeps CRLF and HTML in fields as inert text: no injected header, no markup', async () => {
    const mailbox = await sink();
    const { spool, worker } = await setUp(mailbox.url);
    await spool.accept({
      ...validEnquiry,
      name: '<script>alert(1)</script>',
      company: 'Evil\r\nBcc: victim@example.net\r\nX-Injected: yes',
      email: 'a@example.com\r\nBcc: victim@example.net',
      designation: '<img src=x onerror=alert(1)>',
      message: 'Hello\r\n\r\n<b>bold</b>\r\n.\r\nQUIT',
    });
    worker.start();
    const [mail] = await mailbox.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['enquiries@example.com']);
    expect(mail!.headerNames).not.toContain('bcc');
    expect(mail!.headerNames).not.toContain('x-injected');
    expect(mail!.headers.get('reply-to')).toBeUndefined();
    expect(mail!.headers.get('subject')).toContain('Evil Bcc: victim@example.net X-Injected: yes');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail!.text).toContain('<b>bold</b>');
  });

  it('keeps an enquiry while SMTP is down and delivers it once SMTP is back', async () => {
    const port = await freePort();
    const log: object[] = [];
    const { spool, worker } = await setUp(`smtp://127.0.0.1:${port}`, { log });
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    await until(() =>
      log.some((line) => 'event' in line && line.event === 'enquiry-delivery-failed'),
    );
    expect(await spool.ids('pending')).toEqual([id]);
    const mailbox = await sink(port);
    await mailbox.waitFor(1);
    await until(async () => (await spool.ids('sent')).includes(id));
  });

  it('times out an SMTP server that never answers and retries it with backoff', async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    const log: object[] = [];
    const { spool, worker } = await setUp(silent.url, { timeoutMs: 300, log });
    const { id } = await spool.accept(validEnquiry);
    const started = Date.now();
    worker.start();
    await until(() =>
      log.some((line) => 'event' in line && line.event === 'enquiry-delivery-failed'),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await spool.ids('pending')).toEqual([id]);
    const failures = () =>
      log.filter((line) => 'event' in line && line.event === 'enquiry-delivery-failed');
    await until(() => failures().length >= 2);
    expect(failures()[1]).toMatchObject({ attempt: 2 });
  });

  it('sets a corrupt spool file aside and delivers the others', async () => {
    const mailbox = await sink();
    const { spool, worker } = await setUp(mailbox.url);
    await writeFile(spool.path('pending', '0000-broken'), '{"id": "0000-broken", "enq');
    await writeFile(spool.path('pending', '0001-not-an-enquiry'), '{"hello": "world"}');
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    await mailbox.waitFor(1);
    await until(async () => (await spool.ids('sent')).includes(id));
    expect(await spool.ids('corrupt')).toEqual(['0000-broken', '0001-not-an-enquiry']);
    expect(await spool.ids('pending')).toEqual([]);
  });

  it('logs ids and outcomes, never the enquiry', async () => {
    const mailbox = await sink();
    const log: object[] = [];
    const { spool, worker } = await setUp(mailbox.url, { log });
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    await mailbox.waitFor(1);
    // Every line of the delivery, up to its last.
    await until(() => log.some((line) => 'event' in line && line.event === 'enquiry-delivered'));
    expect(log).toContainEqual({ event: 'enquiry-delivered', id, attempt: 1 });
    const text = JSON.stringify(log);
    for (const value of Object.values(validEnquiry)) {
      if (typeof value === 'string') expect(text).not.toContain(value);
    }
  });
});

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

describe('stopping', () => {
  it('gives a send in flight its grace period, then closes its connection; the enquiry stays pending', async () => {
    const mailbox = await startMailSink(0, undefined, () => ({ hold: new Promise(() => {}) }));
    cleanups.push(() => mailbox.close());
    const { spool, worker } = await setUp(mailbox.url);
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    await until(() => mailbox.received.length === 1);
    const started = Date.now();
    await worker.stop(300);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await spool.ids('pending')).toEqual([id]);
    expect((await spool.read('pending', id)).delivery).toMatchObject({ attempts: 1 });
  });
});

describe('automatic reply', () => {
  const staff = (mail: { envelopeTo: string[] }) => mail.envelopeTo[0] === 'enquiries@example.com';

  it('replies to the visitor once, from the sender, Reply-To staff, before the staff e-mail', async () => {
    const mailbox = await sink();
    const { spool, worker } = await setUp(mailbox.url, { autoReply: true });
    const { id } = await spool.accept({ ...validEnquiry, locale: 'ja' });
    worker.start();
    const [reply, toStaff] = await mailbox.waitFor(2);
    await until(async () => (await spool.ids('sent')).includes(id));
    expect(reply!.envelopeTo).toEqual([validEnquiry.email]);
    expect(reply!.headers.get('from')).toBe('website@example.com');
    expect(reply!.headers.get('reply-to')).toBe('enquiries@example.com');
    expect(reply!.headers.get('message-id')).toBe(`<reply-${id}@example.com>`);
    expect(reply!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(reply!.text).toContain('1営業日以内');
    expect(toStaff!.envelopeTo).toEqual(['enquiries@example.com']);
    expect(toStaff!.text).toContain(
      `Automatic reply sent to the visitor (<reply-${id}@example.com>)`,
    );
    expect((await spool.read('sent', id)).autoReply).toMatchObject({ status: 'sent' });
  });

  it('sends at most 3 a day to one address, counted across a restart; the 4th still reaches staff', async () => {
    const spoolDir = await tempSpoolDir();
    const mailbox = await sink();
    const first = await setUp(mailbox.url, { autoReply: true, spoolDir });
    for (const email of ['aiko@example.jp', ' AIKO@Example.JP']) {
      await first.spool.accept({ ...validEnquiry, email: email.trim() });
    }
    first.worker.start();
    await mailbox.waitFor(4);
    await until(async () => (await first.spool.ids('sent')).length === 2);
    await first.worker.stop();

    // A new service on the same spool, as after a restart.
    const log: object[] = [];
    const second = await setUp(mailbox.url, { autoReply: true, spoolDir, log });
    await second.spool.accept({ ...validEnquiry, email: 'Aiko@example.jp' });
    second.worker.start();
    await mailbox.waitFor(6);
    await until(async () => (await second.spool.ids('sent')).length === 3);
    const { id: fourth } = await second.spool.accept({ ...validEnquiry, email: 'aiko@EXAMPLE.jp' });
    second.worker.kick();
    await until(async () => (await second.spool.ids('sent')).includes(fourth));
    await mailbox.waitFor(7);

    const replies = mailbox.received.filter((mail) => !staff(mail));
    const staffMails = mailbox.received.filter(staff);
    expect(replies).toHaveLength(3);
    expect(staffMails).toHaveLength(4);
    expect(staffMails[3]!.text).toContain('No automatic reply sent: daily limit for this address');
    expect(staffMails[3]!.html).toContain('No automatic reply sent: daily limit for this address');
    expect(log).toContainEqual(
      expect.objectContaining({ event: 'auto-reply-skipped', id: fourth, reason: 'daily-limit' }),
    );
    // Another address still gets its reply.
    await second.spool.accept({ ...validEnquiry, email: 'ravi@example.in' });
    second.worker.kick();
    await mailbox.waitFor(9);
    expect(mailbox.received.filter((mail) => !staff(mail))).toHaveLength(4);
    // The counts on disk name no address.
    const counts = await readFile(join(spoolDir, 'auto-reply-counts.json'), 'utf8');
    expect(counts.toLowerCase()).not.toContain('aiko');
    expect(counts.toLowerCase()).not.toContain('example');
  });

  /** The sink's SMTP, but `refuse` may throw for a message first; counts the replies tried. */
  function refusingTransport(url: string, refuse: (toStaff: boolean) => void) {
    const real = nodemailer.createTransport({ url });
    const tried = { replies: 0 };
    const transport: Pick<Transporter, 'sendMail'> = {
      sendMail: async (message: Parameters<Transporter['sendMail']>[0]) => {
        const toStaff = message.to === 'enquiries@example.com';
        if (!toStaff) tried.replies += 1;
        refuse(toStaff);
        return real.sendMail(message);
      },
    };
    return { transport, tried };
  }

  /** One enquiry through a worker whose SMTP refuses what `refuse` throws for, until in sent/. */
  async function deliverOne(refuse: (toStaff: boolean) => void) {
    const mailbox = await sink();
    const log: object[] = [];
    const { transport, tried } = refusingTransport(mailbox.url, refuse);
    const { spool, worker } = await setUp(mailbox.url, { autoReply: true, log, transport });
    const { id } = await spool.accept(validEnquiry);
    worker.start();
    await settledIn(spool, worker, 'sent', id);
    const staffMails = mailbox.received.filter(staff);
    return { id, log, tried, staffMails, replies: mailbox.received.filter((mail) => !staff(mail)) };
  }

  it('sends no second reply when the staff e-mail is retried', async () => {
    let staffFailures = 2;
    const { log, replies, staffMails } = await deliverOne((toStaff) => {
      if (toStaff && staffFailures-- > 0) throw new Error('452 mailbox full');
    });
    const failures = log.filter(
      (line) => 'event' in line && line.event === 'enquiry-delivery-failed',
    );
    expect(failures).toHaveLength(2);
    expect(replies).toHaveLength(1);
    expect(staffMails).toHaveLength(1);
  });

  it('delivers to staff when the reply fails, gives the reply up then, and says so', async () => {
    const { id, log, staffMails } = await deliverOne((toStaff) => {
      if (!toStaff) throw new Error('550 no such user');
    });
    expect(staffMails[0]!.text).toContain(
      'No automatic reply sent: the mail server did not take it (1 attempt)',
    );
    expect(log).toContainEqual(expect.objectContaining({ event: 'auto-reply-failed', id }));
    expect(log).toContainEqual(expect.objectContaining({ event: 'auto-reply-abandoned', id }));
  });

  it('tries a failing reply at most 3 times while the staff e-mail is retried', async () => {
    let staffFailures = maxAutoReplyAttempts + 2;
    const { tried, staffMails } = await deliverOne((toStaff) => {
      if (!toStaff || staffFailures-- > 0) throw new Error('421 try later');
    });
    expect(tried.replies).toBe(maxAutoReplyAttempts);
    expect(staffMails[0]!.text).toContain(`(${maxAutoReplyAttempts} attempts)`);
  });

  it('logs ids and outcomes of replies, never the enquiry', async () => {
    const mailbox = await sink();
    const log: object[] = [];
    const { spool, worker } = await setUp(mailbox.url, { log, autoReply: true });
    await spool.accept({ ...validEnquiry, nameReading: 'タナカ アイコ', locale: 'ja' });
    worker.start();
    await mailbox.waitFor(2);
    await until(() => log.some((line) => 'event' in line && line.event === 'enquiry-delivered'));
    const text = JSON.stringify(log);
    expect(text).toContain('auto-reply-sent');
    for (const value of [...Object.values(validEnquiry), 'タナカ アイコ']) {
      if (typeof value === 'string') expect(text).not.toContain(value);
    }
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
