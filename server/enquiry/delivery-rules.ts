/**
 * One delivery of one enquiry: claim it, send the automatic reply and the staff e-mail, and settle
 * the attempt as sent, to be tried again after its backoff, or failed
 * (docs/decisions/0009-exactly-once-delivery.md).
 */
import { AutoReplySender, type AutoReplySettings } from './auto-reply-sender';
import { errorMessage, type Logger } from './logging';
import { isPermanent, type MailSender, type MailSettings } from './mail-sender';
import {
  CorruptRecordError,
  type DeliveryClaim,
  type EnquiryRecord,
  type EnquiryStore,
} from './store/store';

/** What the worker tells of each outcome (metrics and alerts), beside its log. */
export interface DeliveryEvents {
  delivered?(id: string, sendSeconds: number): void;
  failed?(failure: { id: string; attempts: number; error: string }): void;
}

export interface DeliveryOptions extends MailSettings {
  store: EnquiryStore;
  retry: { firstDelayMs: number; maxDelayMs: number; maxAttempts: number };
  logger: Logger;
  /** The automatic reply to the visitor, with the replies one address may get a day; `null` sends none. */
  autoReply: AutoReplySettings | null;
  events?: DeliveryEvents;
}

export class DeliveryRules {
  private readonly autoReply: AutoReplySender;

  constructor(
    private readonly options: DeliveryOptions,
    private readonly mail: MailSender,
  ) {
    this.autoReply = new AutoReplySender(options.autoReply, options.store, options.logger, mail);
  }

  /**
   * Delivers the pending enquiry `id` if this worker can claim it. Resolves to when to take it up
   * again (milliseconds since the epoch), or `null` when nothing is left for this worker to do.
   */
  async deliver(id: string): Promise<number | null> {
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
        return null;
      } catch (moveError) {
        // Not even movable: leave it, look again rarely, and keep delivering the others.
        logger.error(
          { event: 'enquiry-unreadable', id, reason: error.reason, err: errorMessage(moveError) },
          'skipped; it stays pending',
        );
        return Date.now() + this.options.retry.maxDelayMs;
      }
    }
    // Not pending any more (sent by staff's hand or by another worker), or another worker's now.
    if (!claim) return null;
    try {
      return await this.deliverClaimed(claim);
    } finally {
      await claim.release();
    }
  }

  /** The wait before attempt `attempts + 1`. */
  private delay(attempts: number): number {
    const { firstDelayMs, maxDelayMs } = this.options.retry;
    return Math.min(maxDelayMs, firstDelayMs * 2 ** (attempts - 1));
  }

  private async deliverClaimed(claim: DeliveryClaim): Promise<number | null> {
    const { logger, events } = this.options;
    let record = claim.record;
    const { id } = record;
    // Its last attempt was recent (before a restart, say): wait for its turn.
    if (record.delivery) {
      const due = Date.parse(record.delivery.lastAttemptAt) + this.delay(record.delivery.attempts);
      if (due > Date.now() + 100) return due;
    }
    record = await this.autoReply.settle(claim, record);
    const started = performance.now();
    try {
      await this.mail.toStaff(record);
    } catch (error) {
      return this.failed(claim, record, error);
    }
    await claim.sent();
    events?.delivered?.(id, (performance.now() - started) / 1000);
    logger.info({ event: 'enquiry-delivered', id, attempt: (record.delivery?.attempts ?? 0) + 1 });
    if (record.autoReply?.status === 'failed') {
      logger.info({ event: 'auto-reply-abandoned', id, attempts: record.autoReply.attempts });
    }
    return null;
  }

  /**
   * Records a failed attempt at the staff e-mail: tried again later (resolving to when), or, when
   * permanent or the last allowed, moved to `failed` for staff.
   */
  private async failed(
    claim: DeliveryClaim,
    record: EnquiryRecord,
    error: unknown,
  ): Promise<number | null> {
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
      return null;
    }
    await claim.save({ ...record, delivery });
    const delay = this.delay(attempts);
    logger.warn({
      event: 'enquiry-delivery-failed',
      id,
      attempt: attempts,
      retryInMs: delay,
      err: lastError,
    });
    return Date.now() + delay;
  }
}
