// @vitest-environment node
/**
 * The delivery worker e-mailing each enquiry to staff: its content as inert text, kept while SMTP
 * is down or silent, corrupt spool files set aside, logs without the enquiry; and stopping with a
 * send in flight.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cleanups, setUp, sink } from '../../tests/support/enquiry/delivery-worker';
import { until, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { freePort, startMailSink, startSilentServer } from '../../tests/support/enquiry/mail-sink';

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
