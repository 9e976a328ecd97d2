// @vitest-environment node
/**
 * The delivery worker's automatic reply to the visitor: sent once before the staff e-mail, at most
 * 3 a day to one address across a restart, never repeated or allowed to hold up the staff e-mail,
 * and logged without the enquiry.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { settledIn, setUp, sink } from '../../tests/support/enquiry/delivery-worker';
import { tempSpoolDir, until, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { maxAutoReplyAttempts } from './auto-reply-sender';

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
