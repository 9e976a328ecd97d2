/**
 * Delivers stored enquiries by e-mail as a mail transfer agent would: an enquiry is sent only once
 * the mail server has taken its staff e-mail (whose Message-ID every copy carries), a send is
 * cancelled by closing its connection, temporary failures are retried with backoff, permanent
 * ones go to `failed` and alert staff, and the visitor's automatic reply goes once. It works on
 * either store; a claim keeps each enquiry to one worker. See docs/decisions/0009 and 0012.
 */
import type { i18n as I18n } from 'i18next';
import type { Transporter } from 'nodemailer';
import { composeAutoReply } from './auto-reply';
import { composeMail, plainAddress } from './message';
import {
  CorruptRecordError,
  type AutoReplyOutcome,
  type DeliveryClaim,
  type EnquiryRecord,
  type EnquiryStore,
} from './store/store';

/** Attempts at one automatic reply, at most (each with an attempt of the staff e-mail). */
export const maxAutoReplyAttempts = 3;

export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** What the worker tells of each outcome (metrics and alerts), beside its log. */
export interface DeliveryEvents {
  delivered?(id: string, sendSeconds: number): void;
  failed?(failure: { id: string; attempts: number; error: string }): void;
}

export interface WorkerOptions {
  store: EnquiryStore;
  transport: Pick<Transporter, 'sendMail'>;
  to: string;
  from: string;
  /** Longest time for one message, from hand-over to the server's answer. */
  sendTimeoutMs: number;
  /** Messages in flight at once (the transport's pooled connections). */
  concurrency: number;
  retry: { firstDelayMs: number; maxDelayMs: number; maxAttempts: number };
  sweepIntervalMs: number;
  logger: Logger;
  /** The automatic reply to the visitor, with the replies one address may get a day; `null` sends none. */
  autoReply: { i18n: I18n; dailyLimit: number } | null;
  events?: DeliveryEvents;
}

export class DeliveryWorker {
  /** Pending ids to deliver now, in arrival order. */
  private readonly queue = new Set<string>();
  /** Pending ids waiting for their next attempt, with the time it falls due. */
  private readonly waiting = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private listing: Promise<void> | null = null;
  private again = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Aborted when a stop's grace period ends: closes the connections of sends still under way. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.sweepTimer = setInterval(() => this.kick(), this.options.sweepIntervalMs);
    this.sweepTimer.unref();
    this.kick();
  }

  /** A newly accepted enquiry: delivered as soon as a connection is free. */
  enqueue(id: string): void {
    if (this.stopped || this.inFlight.has(id)) return;
    this.queue.add(id);
    this.pump();
  }

  /** Looks at the whole store now; one listing at a time. */
  kick(): void {
    if (this.stopped) return;
    if (this.listing) {
      this.again = true;
      return;
    }
    this.listing = this.list()
      .catch((error: unknown) => {
        this.options.logger.error({ event: 'sweep-failed', err: errorMessage(error) });
      })
      .finally(() => {
        this.listing = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Stops taking work and gives the messages in flight `graceMs` to finish; then their connections
   * are closed (each such enquiry stays pending, its attempt recorded, and goes after the restart;
   * one the server had already taken goes again, as after a crash, with the same Message-ID).
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    clearTimeout(this.retryTimer);
    await this.listing;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise((done) => (timer = setTimeout(done, graceMs)));
    await Promise.race([Promise.all(this.inFlight.values()), grace]);
    clearTimeout(timer);
    this.stopping.abort(new Error('the service is stopping'));
    await Promise.all(this.inFlight.values());
  }

  /** Resolves once nothing is being listed or sent (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.listing || this.inFlight.size > 0) {
      await Promise.all([this.listing, ...this.inFlight.values()]);
    }
  }

  private async list(): Promise<void> {
    const pending = await this.options.store.pendingIds();
    const known = new Set(pending);
    for (const id of this.queue) if (!known.has(id)) this.queue.delete(id);
    for (const id of this.waiting.keys()) if (!known.has(id)) this.waiting.delete(id);
    for (const id of pending) {
      if (!this.inFlight.has(id) && !this.waiting.has(id)) this.queue.add(id);
    }
    this.pump();
  }

  /** Starts deliveries from the queue while connections are free. */
  private pump(): void {
    if (this.stopped) return;
    for (const id of this.queue) {
      if (this.inFlight.size >= this.options.concurrency) break;
      this.queue.delete(id);
      const delivery = this.deliverOne(id)
        .catch((error: unknown) => {
          // The disk failed under a record (not the mail server): try it again later.
          this.options.logger.error({
            event: 'enquiry-delivery-error',
            id,
            err: errorMessage(error),
          });
          this.waitFor(id, Date.now() + this.options.retry.maxDelayMs);
        })
        .finally(() => {
          this.inFlight.delete(id);
          this.pump();
        });
      this.inFlight.set(id, delivery);
    }
  }

  /** Puts an id aside until `due`, and wakes the worker for the earliest one. */
  private waitFor(id: string, due: number): void {
    this.waiting.set(id, due);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    if (this.stopped || this.waiting.size === 0) return;
    const next = Math.min(...this.waiting.values());
    this.retryTimer = setTimeout(
      () => {
        // Everything due within the next 100 ms goes back in the queue at once.
        const now = Date.now() + 100;
        for (const [id, due] of this.waiting) {
          if (due <= now) {
            this.waiting.delete(id);
            this.queue.add(id);
          }
        }
        this.pump();
        this.scheduleRetry();
      },
      Math.max(0, next - Date.now()),
    );
    this.retryTimer.unref();
  }

  /** The wait before attempt `attempts + 1`. */
  private delay(attempts: number): number {
    const { firstDelayMs, maxDelayMs } = this.options.retry;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (attempts - 1));
  }

  private async deliverOne(id: string): Promise<void> {
    const { store, logger } = this.options;
    let claim: DeliveryClaim | null;
    try {
      claim = await store.claim(id);
    } catch (error) {
      if (!(error instanceof CorruptRecordError)) throw error;
      try {
        await store.setAside(id);
        logger.error(
          { event: 'enquiry-corrupt', id, reason: error.reason },
          'set aside as corrupt',
        );
      } catch (moveError) {
        // Not even movable: leave it, look again rarely, and keep delivering the others.
        logger.error(
          { event: 'enquiry-unreadable', id, reason: error.reason, err: errorMessage(moveError) },
          'skipped; it stays pending',
        );
        this.waitFor(id, Date.now() + this.options.retry.maxDelayMs);
      }
      return;
    }
    // Not pending any more (sent by staff's hand or by another worker), or another worker's now.
    if (!claim) return;
    try {
      await this.deliverClaimed(claim);
    } finally {
      await claim.release();
    }
  }

  private async deliverClaimed(claim: DeliveryClaim): Promise<void> {
    const { logger, events } = this.options;
    let record = claim.record;
    const { id } = record;
    // Its last attempt was recent (before a restart, say): wait for its turn.
    if (record.delivery) {
      const due = Date.parse(record.delivery.lastAttemptAt) + this.delay(record.delivery.attempts);
      if (due > Date.now() + 100) {
        this.waitFor(id, due);
        return;
      }
    }
    record = await this.autoReply(claim, record);
    const started = performance.now();
    try {
      await this.send(record);
    } catch (error) {
      await this.failed(claim, record, error);
      return;
    }
    await claim.sent();
    events?.delivered?.(id, (performance.now() - started) / 1000);
    logger.info({ event: 'enquiry-delivered', id, attempt: (record.delivery?.attempts ?? 0) + 1 });
    if (record.autoReply?.status === 'failed') {
      logger.info({ event: 'auto-reply-abandoned', id, attempts: record.autoReply.attempts });
    }
  }

  /**
   * Records a failed attempt at the staff e-mail: tried again later, or, when permanent or the
   * last allowed, moved to `failed` for staff.
   */
  private async failed(claim: DeliveryClaim, record: EnquiryRecord, error: unknown): Promise<void> {
    const { logger, retry, events } = this.options;
    const { id } = record;
    const attempts = (record.delivery?.attempts ?? 0) + 1;
    const permanent = isPermanent(error);
    const lastError = errorMessage(error);
    const delivery = { attempts, lastError, lastAttemptAt: new Date().toISOString(), permanent };
    if (permanent || attempts >= retry.maxAttempts) {
      await claim.failed({ ...record, delivery });
      logger.error(
        { event: 'enquiry-failed', id, attempts, permanent, err: lastError },
        'moved to failed: see `npm run enquiries -- list --state failed`',
      );
      events?.failed?.({ id, attempts, error: lastError });
      return;
    }
    await claim.save({ ...record, delivery });
    const delay = this.delay(attempts);
    this.waitFor(id, Date.now() + delay);
    logger.warn({
      event: 'enquiry-delivery-failed',
      id,
      attempt: attempts,
      retryInMs: delay,
      err: lastError,
    });
  }

  /**
   * Sends the automatic reply unless its outcome is settled, and returns the record with the
   * outcome, also written to the store. Never throws: a failure is an outcome.
   */
  private async autoReply(claim: DeliveryClaim, record: EnquiryRecord): Promise<EnquiryRecord> {
    const { autoReply, logger } = this.options;
    if (!autoReply || isSettled(record.autoReply)) return record;
    const { id, enquiry } = record;
    const takenAt = Date.now();
    const at = new Date(takenAt).toISOString();
    let outcome: AutoReplyOutcome;
    if (!plainAddress.test(enquiry.email)) {
      outcome = { status: 'invalid-address', at };
      logger.info({ event: 'auto-reply-skipped', id, reason: 'invalid-address' });
    } else if (!(await this.takeReply(autoReply.dailyLimit, enquiry.email, id, takenAt))) {
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
      } catch (error) {
        await this.options.store
          .giveBackReply(enquiry.email, takenAt)
          .catch((countError: unknown) => {
            logger.error({ event: 'auto-reply-count-failed', id, err: errorMessage(countError) });
          });
        // A 5xx (no such mailbox, say) will not change: it settles the reply at once.
        const attempts = isPermanent(error)
          ? maxAutoReplyAttempts
          : (record.autoReply?.status === 'failed' ? record.autoReply.attempts : 0) + 1;
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
      await claim.save(updated);
    } catch (error) {
      logger.error({ event: 'auto-reply-record-failed', id, err: errorMessage(error) });
    }
    return updated;
  }

  /**
   * Takes one of the address's automatic replies for the day; a count the disk would not keep is
   * still counted in memory, and logged.
   */
  private async takeReply(max: number, address: string, id: string, at: number): Promise<boolean> {
    try {
      return await this.options.store.takeReply(address, max, at);
    } catch (error) {
      this.options.logger.error({ event: 'auto-reply-count-failed', id, err: errorMessage(error) });
      return true;
    }
  }

  /** The host part of the Message-IDs: the sender's domain. */
  private messageHost(): string {
    return /@([\w.-]+)>?\s*$/.exec(this.options.from)?.[1] ?? 'enquiries.invalid';
  }

  /** The staff e-mail, with the Message-ID every copy of it carries. */
  private async send(record: EnquiryRecord): Promise<void> {
    const { to, from } = this.options;
    const mail = composeMail(record);
    await this.deliver({
      to,
      from,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${record.id}@${this.messageHost()}>`,
    });
  }

  /**
   * Hands one message to SMTP; never reads files or URLs for it. After `sendTimeoutMs`, or when a
   * stop's grace period ends, the signal closes the message's connection, so the send is over, not
   * running on, when this rejects.
   */
  private async deliver(message: Parameters<Transporter['sendMail']>[0]): Promise<void> {
    await this.options.transport.sendMail({
      ...message,
      disableFileAccess: true,
      disableUrlAccess: true,
      signal: AbortSignal.any([
        AbortSignal.timeout(this.options.sendTimeoutMs),
        this.stopping.signal,
      ]),
    });
  }
}

/**
 * Whether the mail server refused for good: a 5xx answer (RFC 5321: do not repeat the same
 * request). A refused login is a 5xx too, but a matter of configuration that staff will fix, so
 * it is retried like a 4xx.
 */
export function isPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code !== 'EAUTH'
  );
}

/** Whether the automatic reply needs no more attempts. */
function isSettled(outcome: AutoReplyOutcome | undefined): boolean {
  if (!outcome) return false;
  return outcome.status !== 'failed' || outcome.attempts >= maxAutoReplyAttempts;
}

/**
 * An error's message, for logs and the failed record: never the enquiry itself, so any e-mail
 * address a mail server quotes back becomes `<address>`, and its control characters spaces.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  return `${error.name}: ${error.message}`
    .replace(/[^\s@<>"]+@[^\s@<>"]+/g, '<address>')
    .replace(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu, ' ')
    .slice(0, 300);
}
