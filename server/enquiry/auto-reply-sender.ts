/**
 * Sends the visitor's automatic reply (./auto-reply.ts) at most once per enquiry and within the
 * address's daily limit, writing its outcome into the claimed record before the staff e-mail goes.
 */
import type { i18n as I18n } from 'i18next';
import { composeAutoReply } from './auto-reply';
import { errorMessage, type Logger } from './logging';
import { isPermanent, type MailSender } from './mail-sender';
import { plainAddress } from './message';
import type { AutoReplyOutcome, DeliveryClaim, EnquiryRecord, EnquiryStore } from './store/store';

/** Attempts at one automatic reply, at most (each with an attempt of the staff e-mail). */
export const maxAutoReplyAttempts = 3;

/** The reply's words, and the replies one address may get a day. */
export interface AutoReplySettings {
  i18n: I18n;
  dailyLimit: number;
}

/** Whether the automatic reply needs no more attempts. */
function isSettled(outcome: AutoReplyOutcome | undefined): boolean {
  if (!outcome) return false;
  return outcome.status !== 'failed' || outcome.attempts >= maxAutoReplyAttempts;
}

export class AutoReplySender {
  constructor(
    /** `null` sends none. */
    private readonly settings: AutoReplySettings | null,
    private readonly store: EnquiryStore,
    private readonly logger: Logger,
    private readonly mail: MailSender,
  ) {}

  /**
   * Sends the automatic reply unless its outcome is settled, and returns the record with the
   * outcome, also written to the store. Never throws: a failure is an outcome.
   */
  async settle(claim: DeliveryClaim, record: EnquiryRecord): Promise<EnquiryRecord> {
    const { settings, logger } = this;
    if (!settings || isSettled(record.autoReply)) return record;
    const { id, enquiry } = record;
    const takenAt = Date.now();
    const at = new Date(takenAt).toISOString();
    let outcome: AutoReplyOutcome;
    if (!plainAddress.test(enquiry.email)) {
      outcome = { status: 'invalid-address', at };
      logger.info({ event: 'auto-reply-skipped', id, reason: 'invalid-address' });
    } else if (!(await this.take(settings.dailyLimit, enquiry.email, id, takenAt))) {
      outcome = { status: 'limited', at };
      logger.info({ event: 'auto-reply-skipped', id, reason: 'daily-limit' });
    } else {
      try {
        const reply = composeAutoReply(settings.i18n, enquiry);
        const messageId = await this.mail.toVisitor(id, enquiry.email, reply);
        outcome = { status: 'sent', messageId, at };
        logger.info({ event: 'auto-reply-sent', id });
      } catch (error) {
        await this.store.giveBackReply(enquiry.email, takenAt).catch((countError: unknown) => {
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
  private async take(max: number, address: string, id: string, at: number): Promise<boolean> {
    try {
      return await this.store.takeReply(address, max, at);
    } catch (error) {
      this.logger.error({ event: 'auto-reply-count-failed', id, err: errorMessage(error) });
      return true;
    }
  }
}
