/**
 * Delivers spooled enquiries by e-mail. A file leaves `pending/` only after the SMTP server has
 * accepted the message; on failure it stays and is retried with exponential backoff. A file that
 * cannot be read as an enquiry is set aside in `corrupt/` and the others go on.
 *
 * Before the staff e-mail, the worker sends the visitor an automatic reply (when configured), once
 * per enquiry: its outcome is written into the spooled record, so a retried staff e-mail, even
 * after a restart, never sends a second one, and the staff e-mail says what became of it. A reply
 * that fails is tried again only with the staff e-mail's own retries, at most
 * `maxAutoReplyAttempts` times in all; once the staff e-mail is delivered it is not tried again
 * (logged as `auto-reply-abandoned`; the staff e-mail asks staff to answer themselves). So a
 * failing reply never holds up or fails the staff e-mail. A crash between the reply's sending and
 * its record can send it twice; never more.
 */
import type { i18n as I18n } from 'i18next';
import type { Transporter } from 'nodemailer';
import { composeAutoReply } from './auto-reply';
import type { AutoReplyLimit } from './auto-reply-limit';
import { composeMail, plainAddress } from './message';
import {
  CorruptRecordError,
  type AutoReplyOutcome,
  type Spool,
  type SpooledEnquiry,
} from './spool';

/** Attempts at one automatic reply, at most (each with an attempt of the staff e-mail). */
export const maxAutoReplyAttempts = 3;

export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface WorkerOptions {
  spool: Spool;
  transport: Pick<Transporter, 'sendMail'>;
  to: string;
  from: string;
  /** Longest wait for one message before it counts as failed. */
  timeoutMs: number;
  retry: { firstDelayMs: number; maxDelayMs: number };
  sweepIntervalMs: number;
  logger: Logger;
  /** The automatic reply to the visitor; `null` sends none. */
  autoReply: { i18n: I18n; limit: AutoReplyLimit } | null;
}

interface Attempts {
  count: number;
  nextAt: number;
}

export class DeliveryWorker {
  private readonly attempts = new Map<string, Attempts>();
  private sweeping: Promise<void> | null = null;
  private again = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.sweepTimer = setInterval(() => this.kick(), this.options.sweepIntervalMs);
    this.sweepTimer.unref();
    this.kick();
  }

  /** Looks at the spool now (a new enquiry arrived); runs one sweep at a time. */
  kick(): void {
    if (this.stopped) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch((error: unknown) => {
        this.options.logger.error({ event: 'sweep-failed', err: errorMessage(error) });
      })
      .finally(() => {
        this.sweeping = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the sweep in progress, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearTimeout(this.retryTimer);
    await this.sweeping;
  }

  /** Resolves once no sweep is running (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.sweeping) await this.sweeping;
  }

  private async sweep(): Promise<void> {
    const { spool, logger } = this.options;
    for (const id of await spool.ids('pending')) {
      if (this.stopped) return;
      const attempts = this.attempts.get(id);
      if (attempts && attempts.nextAt > Date.now()) continue;
      let record;
      try {
        record = await spool.read('pending', id);
      } catch (error) {
        if (error instanceof CorruptRecordError) {
          await spool.move(id, 'pending', 'corrupt');
          logger.error({ event: 'enquiry-corrupt', id }, 'set aside in corrupt/');
          continue;
        }
        throw error;
      }
      record = await this.autoReply(record);
      try {
        await this.send(record.id, composeMail(record));
        await spool.move(id, 'pending', 'sent');
        this.attempts.delete(id);
        logger.info({ event: 'enquiry-delivered', id, attempt: (attempts?.count ?? 0) + 1 });
        if (record.autoReply?.status === 'failed') {
          logger.info({ event: 'auto-reply-abandoned', id, attempts: record.autoReply.attempts });
        }
      } catch (error) {
        const count = (attempts?.count ?? 0) + 1;
        const delay = Math.min(
          this.options.retry.maxDelayMs,
          this.options.retry.firstDelayMs * 2 ** (count - 1),
        );
        this.attempts.set(id, { count, nextAt: Date.now() + delay });
        logger.warn({
          event: 'enquiry-delivery-failed',
          id,
          attempt: count,
          retryInMs: delay,
          err: errorMessage(error),
        });
      }
    }
    this.scheduleRetry();
  }

  /**
   * Sends the automatic reply unless its outcome is settled, and returns the record with the
   * outcome, also written to the spool. Never throws: a failure is an outcome.
   */
  private async autoReply(record: SpooledEnquiry): Promise<SpooledEnquiry> {
    const { autoReply, logger, spool } = this.options;
    if (!autoReply || isSettled(record.autoReply)) return record;
    const { id, enquiry } = record;
    const at = new Date().toISOString();
    let outcome: AutoReplyOutcome;
    if (!plainAddress.test(enquiry.email)) {
      outcome = { status: 'invalid-address', at };
      logger.info({ event: 'auto-reply-skipped', id, reason: 'invalid-address' });
    } else if (!(await autoReply.limit.allows(enquiry.email))) {
      outcome = { status: 'limited', at };
      logger.info({ event: 'auto-reply-skipped', id, reason: 'daily-limit' });
    } else {
      const messageId = `<reply-${id}@${this.messageHost()}>`;
      try {
        const mail = composeAutoReply(autoReply.i18n, enquiry);
        await this.deliver({
          to: { name: '', address: enquiry.email },
          from: this.options.from,
          replyTo: this.options.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
        });
        outcome = { status: 'sent', messageId, at };
        logger.info({ event: 'auto-reply-sent', id });
        await autoReply.limit.record(enquiry.email).catch((error: unknown) => {
          logger.error({ event: 'auto-reply-count-failed', id, err: errorMessage(error) });
        });
      } catch (error) {
        const attempts =
          (record.autoReply?.status === 'failed' ? record.autoReply.attempts : 0) + 1;
        outcome = { status: 'failed', attempts, at };
        logger.warn({
          event: 'auto-reply-failed',
          id,
          attempt: attempts,
          final: attempts >= maxAutoReplyAttempts,
          err: errorMessage(error),
        });
      }
    }
    const updated = { ...record, autoReply: outcome };
    try {
      await spool.update('pending', updated);
    } catch (error) {
      logger.error({ event: 'auto-reply-record-failed', id, err: errorMessage(error) });
    }
    return updated;
  }

  /** The host part of the automatic reply's Message-ID: the sender's domain. */
  private messageHost(): string {
    return /@([\w.-]+)>?\s*$/.exec(this.options.from)?.[1] ?? 'enquiries.invalid';
  }

  private async send(id: string, mail: ReturnType<typeof composeMail>): Promise<void> {
    const { to, from } = this.options;
    await this.deliver({
      to,
      from,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${id}@enquiries.invalid>`,
    });
  }

  /** Hands one message to SMTP within the timeout; never reads files or URLs for it. */
  private async deliver(message: Parameters<Transporter['sendMail']>[0]): Promise<void> {
    const { transport, timeoutMs } = this.options;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`SMTP timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([
        transport.sendMail({ ...message, disableFileAccess: true, disableUrlAccess: true }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Wakes the worker when the earliest retry falls due. */
  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    if (this.stopped || this.attempts.size === 0) return;
    const next = Math.min(...[...this.attempts.values()].map((attempt) => attempt.nextAt));
    this.retryTimer = setTimeout(() => this.kick(), Math.max(0, next - Date.now()));
    this.retryTimer.unref();
  }
}

/** Whether the automatic reply needs no more attempts. */
function isSettled(outcome: AutoReplyOutcome | undefined): boolean {
  if (!outcome) return false;
  return outcome.status !== 'failed' || outcome.attempts >= maxAutoReplyAttempts;
}

/** An error's message, for logs (never the enquiry itself). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return 'unknown error';
}
