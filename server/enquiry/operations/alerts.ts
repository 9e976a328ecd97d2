/**
 * Tells staff, by e-mail and/or a chat webhook, when enquiries fail for good (moved to failed), at
 * most once per interval: the first failure at once, the ones after it summed up when the interval
 * ends. An alert names enquiries by id and the mail server's answer only, never the visitor.
 */
import type { Transporter } from 'nodemailer';
import { alertWebhookUrl, defaultBrand } from '../config';
import { errorMessage, withoutAddresses, type Logger } from '../logging';

/** An enquiry moved to failed: its id, its attempts, and the mail server's (cleaned) answer. */
export interface FailedEnquiry {
  id: string;
  attempts: number;
  error: string;
}

export interface FailureAlertsOptions {
  /** An e-mail to staff, through the service's SMTP transport; `null` sends none. */
  email?: { to: string; from: string; transport: Pick<Transporter, 'sendMail'> } | null;
  /** A Slack-compatible incoming webhook (`{"text": …}` posted as JSON); `null` posts none. */
  webhook?: string | null;
  /** The least time between two alerts. */
  intervalMs: number;
  fetch?: typeof fetch;
  logger: Logger;
  now?: () => number;
  /** The company name the e-mail's subject carries (ENQUIRY_BRAND). */
  brand?: string;
}

/** Enquiries an alert lists one by one; the others it counts. */
const maxListedFailures = 20;
/** Longest wait for the webhook's answer. */
const webhookTimeoutMs = 10_000;
/** Longest wait for the mail server to take the alert e-mail. */
const alertEmailTimeoutMs = 60_000;

const listCommand = 'npm run enquiries -- list --state failed';
const retryCommand = 'npm run enquiries -- retry ID… (or --all-failed)';

interface Failure extends FailedEnquiry {
  at: string;
}

/** Failures waiting for the next alert: the first `maxListedFailures`, and how many in all. */
interface Batch {
  failures: Failure[];
  count: number;
}

type Channel = 'email' | 'webhook';

export class FailureAlerts {
  private readonly email: FailureAlertsOptions['email'];
  private readonly webhook: URL | null;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly brand: string;
  private batch: Batch = { failures: [], count: 0 };
  /** Running while an interval since the last alert lasts: failures meanwhile wait for it. */
  private timer: NodeJS.Timeout | undefined;
  private readonly sending = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly options: FailureAlertsOptions) {
    this.email = options.email ?? null;
    this.webhook = options.webhook ? alertWebhookUrl(options.webhook) : null;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
    this.brand = options.brand ?? defaultBrand;
  }

  /**
   * Records an enquiry moved to failed: alerted now if no alert went within the interval, else
   * with the next one. Never throws; does nothing when no channel is configured.
   */
  failed(failure: FailedEnquiry): void {
    if (!this.email && !this.webhook) return;
    const entry: Failure = {
      id: withoutAddresses(failure.id, 100),
      attempts: failure.attempts,
      error: withoutAddresses(failure.error, 300),
      at: new Date(this.now()).toISOString(),
    };
    if (this.timer) {
      this.batch.count += 1;
      if (this.batch.failures.length < maxListedFailures) this.batch.failures.push(entry);
      return;
    }
    this.send({ failures: [entry], count: 1 });
    // Once closed, each failure goes at once, with no timer left behind.
    if (!this.closed) this.startInterval();
  }

  /** Sends the failures still waiting, stops the timer, and resolves once every alert is sent. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.batch.count > 0) this.send(this.takeBatch());
    await this.idle();
  }

  /** Resolves once no alert is being sent (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.sending.size > 0) await Promise.all(this.sending);
  }

  private startInterval(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.batch.count === 0) return; // A quiet interval: the next failure alerts at once.
      this.send(this.takeBatch());
      this.startInterval();
    }, this.options.intervalMs);
    this.timer.unref();
  }

  private takeBatch(): Batch {
    const batch = this.batch;
    this.batch = { failures: [], count: 0 };
    return batch;
  }

  /** Sends one alert on every channel, each on its own: one failing does not stop the other. */
  private send(batch: Batch): void {
    const alert = composeAlert(batch, this.brand);
    const email = this.email;
    const webhook = this.webhook;
    const jobs: Promise<void>[] = [];
    if (email) {
      jobs.push(
        this.attempt('email', batch.count, async () => {
          await email.transport.sendMail({
            to: email.to,
            from: email.from,
            subject: alert.subject,
            text: alert.text,
            headers: { 'Auto-Submitted': 'auto-generated' },
            disableFileAccess: true,
            disableUrlAccess: true,
            signal: AbortSignal.timeout(alertEmailTimeoutMs),
          });
        }),
      );
    }
    if (webhook) {
      jobs.push(
        this.attempt('webhook', batch.count, async () => {
          const response = await this.fetch(webhook, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ text: slackEscape(alert.text) }),
            redirect: 'error',
            signal: AbortSignal.timeout(webhookTimeoutMs),
          });
          await response.body?.cancel();
          if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
        }),
      );
    }
    const job = Promise.all(jobs).then(() => undefined);
    this.sending.add(job);
    void job.finally(() => this.sending.delete(job));
  }

  /** Runs one channel's send, logging its outcome; never rejects. */
  private async attempt(channel: Channel, count: number, run: () => Promise<void>): Promise<void> {
    const { logger } = this.options;
    try {
      await run();
      logger.info({ event: 'alert-sent', channel, count });
    } catch (error) {
      // The webhook's address is a secret: it never reaches the log.
      const href = this.webhook?.href;
      let err = errorMessage(error);
      if (href) err = err.split(href).join('<webhook>');
      const cause = (error as { cause?: { code?: unknown } }).cause?.code;
      logger.error({
        event: 'alert-failed',
        channel,
        count,
        err,
        ...(typeof cause === 'string' ? { cause } : {}),
      });
    }
  }
}

/**
 * The alert's subject and plain text: how many enquiries failed, each listed by id with its
 * attempts and the mail server's answer (the first `maxListedFailures`), and what staff can do.
 */
function composeAlert(batch: Batch, brand: string): { subject: string; text: string } {
  const { failures, count } = batch;
  const noun = count === 1 ? 'enquiry' : 'enquiries';
  const lines = [
    count === 1
      ? '1 enquiry failed for good and was moved to failed/: staff have not received it by e-mail.'
      : `${count} ${noun} failed for good and were moved to failed/: staff have not received them by e-mail.`,
    '',
    ...failures.map(
      (failure) =>
        `- ${failure.id}: ${failure.attempts} ${failure.attempts === 1 ? 'attempt' : 'attempts'}, ` +
        `last at ${failure.at}; the mail server answered: ${failure.error}`,
    ),
    ...(count > failures.length ? [`and ${count - failures.length} more.`] : []),
    '',
    `To see them (with the visitors' details): ${listCommand}`,
    `Once the cause is fixed, to send them again: ${retryCommand}`,
  ];
  return { subject: `[${brand} enquiries] ${count} ${noun} failed`, text: `${lines.join('\n')}\n` };
}

/** Slack reads `<…>` as links and mentions (`<!channel>`): its text escapes `&`, `<` and `>`. */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
