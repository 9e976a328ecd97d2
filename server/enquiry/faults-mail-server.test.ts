// @vitest-environment node
/**
 * The enquiry service against a mail server that answers late, later than the send timeout, with
 * a temporary refusal (421, 451) or a permanent one (550): each enquiry is delivered once, or
 * visible to staff in failed/, alerted and sent again when they retry it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { allIn, count, postMany, runCli, setUp } from '../../tests/support/enquiry/fault-suite';
import { until, validEnquiry } from '../../tests/support/enquiry/fixtures';

describe('the enquiry service under faults', { timeout: 40_000 }, () => {
  it('a mail server that answers late: the send is awaited, not repeated', async () => {
    // Every answer comes 1.5 s after the message, past the 1 s connection timeout; the message's
    // own limit is 5 s. Before, a timeout abandoned the send and the retry sent it again.
    const { spool, mailbox, service } = await setUp(() => ({ delayMs: 1_500 }));
    const ids = await postMany(service, 'late answer', 3);
    await allIn(spool, ids, 'sent');
    const row = await count('late answers (1.5 s)', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });

  it('an answer later than the send timeout: cancelled, then sent again with the same Message-ID', async () => {
    // The server keeps the message but answers after the service gave up on it: SMTP cannot tell
    // the service it was kept, so the retry is a copy, recognisable by its Message-ID.
    const { spool, mailbox, service } = await setUp(
      (_mail, copy) => (copy === 1 ? { delayMs: 1_500 } : {}),
      { SMTP_SEND_TIMEOUT_MS: '500' },
    );
    const ids = await postMany(service, 'answer after timeout', 2);
    await allIn(spool, ids, 'sent');
    const row = await count(
      'answer after the send timeout (0.5 s here, 10 min by default)',
      ids,
      mailbox,
      spool,
    );
    expect(row.delivered).toBe(2);
    expect(row.duplicated).toBeLessThanOrEqual(2);
  });

  it.each([421, 451])('a %i answer is temporary: tried again and delivered once', async (code) => {
    const { spool, mailbox, service } = await setUp((_mail, copy) => (copy === 1 ? { code } : {}));
    const ids = await postMany(service, `${code}`, 3);
    await allIn(spool, ids, 'sent');
    expect(mailbox.refused).toHaveLength(3);
    const row = await count(`${code} answer, then accepted`, ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });

  it('a 550 answer is permanent: failed/ with the reason, logged at error, alerted, and staff can retry', async () => {
    let refuse = true;
    const alerts: string[] = [];
    const webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        alerts.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((done) => webhook.listen(0, '127.0.0.1', done));
    // Closed however the test ends, a failed expectation included.
    onTestFinished(() => void webhook.close());
    const { port } = webhook.address() as AddressInfo;
    const { spoolDir, spool, mailbox, service } = await setUp(() => (refuse ? { code: 550 } : {}), {
      ENQUIRY_ALERT_WEBHOOK: `http://127.0.0.1:${port}/hook`,
      ENQUIRY_ALERT_INTERVAL_MS: '1000',
    });
    const ids = await postMany(service, '550', 2);
    await allIn(spool, ids, 'failed');
    // Staff hear of both, in at most two alerts (one at once, one for the rest of the second),
    // by id and the server's answer, with nothing of the visitor.
    await until(() => ids.every((id) => alerts.join('').includes(id)), 5_000);
    expect(alerts.length).toBeLessThanOrEqual(2);
    expect(alerts.join('')).toContain('550');
    expect(alerts.join('')).not.toContain(validEnquiry.email);
    expect(alerts.join('')).not.toContain(validEnquiry.name);
    const record = await spool.read('failed', ids[0]!);
    expect(record.delivery).toMatchObject({ attempts: 1, permanent: true });
    expect(record.delivery?.lastError).toContain('550');
    const failedLines = service.logLines().filter((line) => line.event === 'enquiry-failed');
    expect(failedLines).toHaveLength(2);
    expect(failedLines.every((line) => line.level === 50)).toBe(true);
    const row = await count('550 answer (failed, visible to staff)', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 0, failed: 2, lost: 0 });

    // Staff see why, and send them again once the cause is fixed.
    const list = await runCli(spoolDir, ['list', '--state', 'failed']);
    for (const id of ids) expect(list).toContain(id);
    expect(list).toContain('550');
    refuse = false;
    await runCli(spoolDir, ['retry', '--all-failed']);
    await allIn(spool, ids, 'sent');
    expect(mailbox.received).toHaveLength(2);
  });
});
