// @vitest-environment node
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Transporter } from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from '../config';
import { FailureAlerts, type FailureAlertsOptions } from './alerts';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.useRealTimers();
});

interface Line {
  level: 'info' | 'warn' | 'error';
  object: Record<string, unknown>;
}

function recordingLogger(lines: Line[]): FailureAlertsOptions['logger'] {
  const at = (level: Line['level']) => (object: object) => {
    lines.push({ level, object: object as Record<string, unknown> });
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

type Mail = Parameters<Transporter['sendMail']>[0];

/** A transport that keeps what it is given (or refuses everything, when `fail`). */
function fakeTransport(fail = false) {
  const sent: Mail[] = [];
  const times: number[] = [];
  const transport: Pick<Transporter, 'sendMail'> = {
    sendMail: (mail: Mail) => {
      if (fail) return Promise.reject(new Error('Connection refused'));
      sent.push(mail);
      times.push(Date.now());
      return Promise.resolve({});
    },
  } as Pick<Transporter, 'sendMail'>;
  return { sent, times, transport };
}

const interval = 60_000;
const email = { to: 'ops@example.com', from: 'enquiries@example.com' };

function emailAlerts(options: Partial<FailureAlertsOptions> = {}) {
  const lines: Line[] = [];
  const { sent, times, transport } = fakeTransport();
  const alerts = new FailureAlerts({
    email: { ...email, transport },
    intervalMs: interval,
    logger: recordingLogger(lines),
    ...options,
  });
  cleanups.push(() => alerts.close());
  return { alerts, sent, times, lines };
}

/** The alert e-mail's text, which the alerts always give as a string. */
function textOf(mail: Mail | undefined): string {
  const text = mail?.text;
  if (typeof text !== 'string') throw new Error('the alert has no plain text');
  return text;
}

/** A local webhook that answers `status` (and, for 3xx, `location`), keeping what it receives. */
async function startWebhook(status = 200, location?: string) {
  const received: { method: string; contentType: string; body: string; url: string }[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'] ?? '',
        body,
        url: request.url ?? '',
      });
      response.writeHead(status, location ? { location } : {});
      response.end(status === 200 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/secret-token`, received };
}

describe('FailureAlerts', () => {
  it('alerts at once on the first failure after a quiet interval', async () => {
    vi.useFakeTimers();
    const { alerts, sent } = emailAlerts();
    alerts.failed({ id: 'enq-1', attempts: 3, error: '550 5.1.1 Mailbox unavailable' });
    await alerts.idle();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'ops@example.com',
      from: 'enquiries@example.com',
      subject: '[Setu Ventures enquiries] 1 enquiry failed',
    });
    expect(sent[0]?.html).toBeUndefined();
    const text = textOf(sent[0]);
    expect(text).toContain('enq-1: 3 attempts');
    expect(text).toContain('550 5.1.1 Mailbox unavailable');
    expect(text).toContain('npm run enquiries -- list --state failed');
  });

  it('sends the failures within the interval as one alert when it ends, listing every id', async () => {
    vi.useFakeTimers();
    const { alerts, sent } = emailAlerts();
    alerts.failed({ id: 'enq-0', attempts: 1, error: '554 refused' });
    await alerts.idle();
    const ids = ['enq-1', 'enq-2', 'enq-3', 'enq-4', 'enq-5'];
    for (const id of ids) {
      await vi.advanceTimersByTimeAsync(1_000);
      alerts.failed({ id, attempts: 50, error: '421 try later' });
    }
    await vi.advanceTimersByTimeAsync(interval - 5_000 - 1);
    expect(sent).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    await alerts.idle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toBe('[Setu Ventures enquiries] 5 enquiries failed');
    const text = textOf(sent[1]);
    for (const id of ids) expect(text).toContain(`- ${id}: 50 attempts`);
    expect(text).not.toContain('enq-0');

    // A whole interval with no failure after that alert: the next failure alerts at once.
    await vi.advanceTimersByTimeAsync(interval);
    expect(sent).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
    alerts.failed({ id: 'enq-6', attempts: 2, error: '550 no' });
    await alerts.idle();
    expect(sent).toHaveLength(3);
    expect(textOf(sent[2])).toMatch(
      /^- enq-6: 2 attempts, last at \S+; the mail server answered: 550 no$/m,
    );
  });

  it('sends at most one alert per interval under a steady stream of failures', async () => {
    vi.useFakeTimers();
    const { alerts, sent, times } = emailAlerts();
    const start = Date.now();
    for (let second = 0; second < 300; second += 1) {
      alerts.failed({ id: `enq-${second}`, attempts: 1, error: '550 no' });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await alerts.idle();
    // 300 s of failures, one a second, a 60 s interval: the first at once, then one alert at
    // each interval's end (at 60, 120, 180, 240 and 300 s), together counting every failure.
    expect(sent).toHaveLength(6);
    const counted = sent.map((mail) => Number(/\] (\d+) enquir/.exec(String(mail.subject))?.[1]));
    expect(counted).toEqual([1, 59, 60, 60, 60, 60]);
    expect(times.map((time) => time - start)).toEqual([
      0, 60_000, 120_000, 180_000, 240_000, 300_000,
    ]);
  });

  it('lists at most 20 enquiries and counts the rest', async () => {
    vi.useFakeTimers();
    const { alerts, sent } = emailAlerts();
    alerts.failed({ id: 'enq-first', attempts: 1, error: '550 no' });
    for (let n = 1; n <= 25; n += 1)
      alerts.failed({ id: `enq-${n}`, attempts: 1, error: '550 no' });
    await vi.advanceTimersByTimeAsync(interval);
    await alerts.idle();

    expect(sent[1]?.subject).toBe('[Setu Ventures enquiries] 25 enquiries failed');
    const text = textOf(sent[1]);
    expect(text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(20);
    expect(text).toContain('- enq-20:');
    expect(text).not.toContain('- enq-21:');
    expect(text).toContain('and 5 more.');
  });

  it('carries the ids, attempts and server answers only: no address, nothing of the visitor', async () => {
    const { alerts, sent } = emailAlerts({
      now: () => Date.parse('2026-03-04T05:06:07.000Z'),
      brand: 'Example Co',
    });
    alerts.failed({
      id: 'enq-42',
      attempts: 1,
      // An answer that quotes an address and carries a control character.
      error: '550 5.1.1 <visitor@example.org>: Recipient\u001b[2J rejected',
    });
    await alerts.idle();

    expect(sent[0]?.subject).toBe('[Example Co enquiries] 1 enquiry failed');
    expect(textOf(sent[0])).toBe(
      [
        '1 enquiry failed for good and was moved to failed/: staff have not received it by e-mail.',
        '',
        '- enq-42: 1 attempt, last at 2026-03-04T05:06:07.000Z; the mail server answered: 550 5.1.1 <<address>>: Recipient [2J rejected',
        '',
        "To see them (with the visitors' details): npm run enquiries -- list --state failed",
        'Once the cause is fixed, to send them again: npm run enquiries -- retry ID… (or --all-failed)',
        '',
      ].join('\n'),
    );
    expect(JSON.stringify(sent[0])).not.toContain('visitor@example.org');
  });

  /** Alerts to a webhook alone, closed after the test, with the lines they log. */
  function webhookAlerts(url: string) {
    const lines: Line[] = [];
    const alerts = new FailureAlerts({
      webhook: url,
      intervalMs: interval,
      logger: recordingLogger(lines),
    });
    cleanups.push(() => alerts.close());
    return { alerts, lines };
  }

  it('posts the alert as Slack-compatible JSON to the webhook', async () => {
    const webhook = await startWebhook();
    const { alerts, lines } = webhookAlerts(webhook.url);
    alerts.failed({ id: 'enq-7', attempts: 4, error: '550 <address>: no such user' });
    await alerts.idle();

    expect(webhook.received).toHaveLength(1);
    const [request] = webhook.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/hooks/secret-token');
    expect(request?.contentType).toBe('application/json');
    const body = JSON.parse(request?.body ?? '') as { text: string };
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text).toContain('- enq-7: 4 attempts');
    // Slack reads <…> as a link or a mention: it arrives escaped.
    expect(body.text).toContain('550 &lt;address&gt;: no such user');
    expect(lines).toContainEqual({
      level: 'info',
      object: { event: 'alert-sent', channel: 'webhook', count: 1 },
    });
  });

  it('logs alert-failed, without the webhook address, when the webhook answers 500, and never throws', async () => {
    const webhook = await startWebhook(500);
    const { alerts, lines } = webhookAlerts(webhook.url);
    expect(() => alerts.failed({ id: 'enq-8', attempts: 1, error: '550 no' })).not.toThrow();
    await alerts.idle();

    expect(webhook.received).toHaveLength(1);
    const failed = lines.filter((line) => line.object.event === 'alert-failed');
    expect(failed).toEqual([
      {
        level: 'error',
        object: expect.objectContaining({ channel: 'webhook', count: 1 }) as unknown,
      },
    ]);
    expect(String(failed[0]?.object.err)).toContain('500');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('does not follow a redirect from the webhook', async () => {
    const elsewhere = await startWebhook();
    const webhook = await startWebhook(302, elsewhere.url);
    const { alerts, lines } = webhookAlerts(webhook.url);
    alerts.failed({ id: 'enq-9', attempts: 1, error: '550 no' });
    await alerts.idle();

    expect(webhook.received).toHaveLength(1);
    expect(elsewhere.received).toHaveLength(0);
    expect(lines.some((line) => line.object.event === 'alert-failed')).toBe(true);
  });

  it('asks fetch for a timeout and no redirects', async () => {
    const calls: RequestInit[] = [];
    const alerts = new FailureAlerts({
      webhook: 'https://hooks.example.com/services/T/B/X',
      intervalMs: interval,
      logger: recordingLogger([]),
      fetch: (_url, init) => {
        calls.push(init ?? {});
        return Promise.resolve(new Response('ok'));
      },
    });
    alerts.failed({ id: 'enq-10', attempts: 1, error: '550 no' });
    await alerts.close();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.redirect).toBe('error');
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]?.method).toBe('POST');
  });

  it('still posts to the webhook when the alert e-mail fails, and logs the e-mail failure', async () => {
    const webhook = await startWebhook();
    const lines: Line[] = [];
    const { transport } = fakeTransport(true);
    const alerts = new FailureAlerts({
      email: { ...email, transport },
      webhook: webhook.url,
      intervalMs: interval,
      logger: recordingLogger(lines),
    });
    cleanups.push(() => alerts.close());
    alerts.failed({ id: 'enq-11', attempts: 1, error: '550 no' });
    await alerts.idle();

    expect(webhook.received).toHaveLength(1);
    expect(lines).toContainEqual({
      level: 'error',
      object: {
        event: 'alert-failed',
        channel: 'email',
        count: 1,
        err: 'Error: Connection refused',
      },
    });
  });

  it('sends the waiting failures on close, and leaves no timer', async () => {
    vi.useFakeTimers();
    const { alerts, sent } = emailAlerts();
    alerts.failed({ id: 'enq-a', attempts: 1, error: '550 no' });
    alerts.failed({ id: 'enq-b', attempts: 1, error: '550 no' });
    alerts.failed({ id: 'enq-c', attempts: 1, error: '550 no' });
    await alerts.close();

    expect(sent.map((mail) => mail.subject)).toEqual([
      '[Setu Ventures enquiries] 1 enquiry failed',
      '[Setu Ventures enquiries] 2 enquiries failed',
    ]);
    const listed = textOf(sent[1])
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(listed.map((line) => line.split(':')[0])).toEqual(['- enq-b', '- enq-c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing when no channel is configured', async () => {
    vi.useFakeTimers();
    const lines: Line[] = [];
    const alerts = new FailureAlerts({ intervalMs: interval, logger: recordingLogger(lines) });
    alerts.failed({ id: 'enq-12', attempts: 1, error: '550 no' });
    await alerts.close();
    expect(lines).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('FailureAlerts settings', () => {
  it('refuses an unusable webhook in the constructor too', () => {
    expect(
      () =>
        new FailureAlerts({
          webhook: 'http://hooks.example.com/x',
          intervalMs: interval,
          logger: recordingLogger([]),
        }),
    ).toThrow(ConfigError);
  });
});
