// @vitest-environment node
import { writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';
import {
  freePort,
  startMailSink,
  startSilentServer,
  type MailSink,
} from '../../tests/support/enquiry/mail-sink';
import { Spool } from './spool';
import { DeliveryWorker, type Logger } from './worker';

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

async function setUp(smtpUrl: string, options: { timeoutMs?: number; log?: object[] } = {}) {
  const spool = new Spool(await tempSpoolDir());
  await spool.init();
  const timeoutMs = options.timeoutMs ?? 2000;
  const worker = new DeliveryWorker({
    spool,
    transport: nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    }),
    to: 'enquiries@example.com',
    from: 'website@example.com',
    timeoutMs,
    retry: { firstDelayMs: 50, maxDelayMs: 200 },
    sweepIntervalMs: 60_000,
    logger: quietLogger(options.log),
  });
  cleanups.push(() => worker.stop());
  return { spool, worker };
}

async function sink(port?: number): Promise<MailSink> {
  const started = await startMailSink(port);
  cleanups.push(() => started.close());
  return started;
}

async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
    await spool.accept(validEnquiry);
    worker.start();
    await mailbox.waitFor(1);
    await until(() => log.length > 0);
    const text = JSON.stringify(log);
    for (const value of Object.values(validEnquiry)) {
      if (typeof value === 'string') expect(text).not.toContain(value);
    }
  });
});
