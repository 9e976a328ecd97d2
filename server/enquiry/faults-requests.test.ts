// @vitest-environment node
/**
 * The enquiry service given requests that would make it err: a repeated Idempotency-Key, a body
 * trickled past the time limit, control and bidi characters, more than the backlog holds. Each is
 * answered as it should be and none costs an acknowledged enquiry.
 */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../../contract/enquiry';
import {
  allIn,
  count,
  enquiry,
  environment,
  post,
  postMany,
  setUp,
  sink,
} from '../../tests/support/enquiry/fault-suite';
import { tempSpoolDir } from '../../tests/support/enquiry/fixtures';
import { crash, startServiceProcess } from '../../tests/support/enquiry/service-process';
import { Spool } from './store/spool';

describe('the enquiry service under faults', { timeout: 40_000 }, () => {
  it('a repeated Idempotency-Key gets the first answer; one enquiry, one e-mail', async () => {
    const { spool, mailbox, service } = await setUp();
    const key = randomUUID();
    const body = enquiry('idempotency', 1);
    const first = await post(service, body, { 'Idempotency-Key': key });
    const together = await Promise.all([
      post(service, body, { 'Idempotency-Key': key }),
      post(service, body, { 'Idempotency-Key': key }),
    ]);
    const again = await post(service, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    for (const answer of [...together, again]) {
      expect([202, 409]).toContain(answer.status);
      if (answer.status === 202) expect(answer.id).toBe(first.id);
    }
    await allIn(spool, [first.id!], 'sent');
    // After delivery too: the first answer, nothing sent.
    const late = await post(service, body, { 'Idempotency-Key': key });
    expect(late.id).toBe(first.id);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    await new Promise((wait) => setTimeout(wait, 500));
    const row = await count('the same Idempotency-Key 5 times', [first.id!], mailbox, spool);
    expect(row).toMatchObject({ delivered: 1, duplicated: 0 });
    expect(await spool.ids('sent')).toHaveLength(1);
  });

  it('a slow body is cut off with 408 while others are served', async () => {
    const { spool, mailbox, service } = await setUp(undefined, {
      ENQUIRY_REQUEST_TIMEOUT_MS: '1000',
    });
    const { port } = new URL(service.url);
    const socket = connect(Number(port), '127.0.0.1');
    const body = JSON.stringify(enquiry('slow body', 0));
    socket.write(
      `POST /send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n{`,
    );
    const trickle = setInterval(() => socket.write(' '), 100);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((done) => socket.on('close', done));
    const started = Date.now();
    const ids = await postMany(service, 'beside a slow body', 1);
    await closed;
    clearInterval(trickle);
    // The limit, plus up to a second until the server next looks at its connections.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await allIn(spool, ids, 'sent');
    const row = await count(
      'a body trickled for longer than the limit (1 s here, 10 s by default)',
      ids,
      mailbox,
      spool,
    );
    expect(row).toMatchObject({ delivered: 1, duplicated: 0 });
  });

  it('control and bidi characters are refused; nothing of them reaches staff', async () => {
    const { spool, mailbox, service } = await setUp();
    const hostile: Partial<Enquiry>[] = [
      { name: 'Ann \u001b[2J\u001b[31mLee\u0007' },
      { message: 'Hello\u0000world' },
      { company: 'Acme \u202Egnp.exe' },
      { designation: 'CEO\r\nBcc: x@example.com' },
      { name: 'Ann\u009b31mLee' },
    ];
    for (const change of hostile) {
      expect((await post(service, { ...enquiry('hostile', 0), ...change })).status).toBe(400);
    }
    const ids = await postMany(service, 'clean beside hostile', 1);
    await allIn(spool, ids, 'sent');
    const raw = mailbox.received.map((mail) => mail.raw).join('');
    expect(raw).not.toMatch(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u,
    );
    const row = await count('5 hostile enquiries beside a clean one', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 1, duplicated: 0 });
  });

  it('a full backlog answers 503 with Retry-After, never 2xx, and loses nothing it took', async () => {
    const spoolDir = await tempSpoolDir();
    const spool = new Spool(spoolDir);
    const first = await startServiceProcess(
      environment(spoolDir, undefined, { ENQUIRY_MAX_BACKLOG: '3' }),
    );
    const ids = await postMany(first, 'backlog', 3);
    for (let n = 0; n < 2; n += 1) {
      const refused = await post(first, enquiry('over the backlog', n));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('60');
    }
    await crash(first);
    const mailbox = await sink();
    await startServiceProcess(environment(spoolDir, mailbox, { ENQUIRY_MAX_BACKLOG: '3' }));
    await allIn(spool, ids, 'sent');
    const row = await count('a backlog limit of 3, 5 sent', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });
});
