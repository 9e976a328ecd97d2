/**
 * Delivers spooled enquiries by e-mail. A file leaves `pending/` only after the SMTP server has
 * accepted the message; on failure it stays and is retried with exponential backoff. A file that
 * cannot be read as an enquiry is set aside in `corrupt/` and the others go on.
 */
import type { Transporter } from 'nodemailer';
import { composeMail } from './message';
import { CorruptRecordError, type Spool } from './spool';

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
      try {
        await this.send(record.id, composeMail(record));
        await spool.move(id, 'pending', 'sent');
        this.attempts.delete(id);
        logger.info({ event: 'enquiry-delivered', id, attempt: (attempts?.count ?? 0) + 1 });
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

  private async send(id: string, mail: ReturnType<typeof composeMail>): Promise<void> {
    const { transport, to, from, timeoutMs } = this.options;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`SMTP timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([
        transport.sendMail({
          to,
          from,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${id}@enquiries.invalid>`,
          disableFileAccess: true,
          disableUrlAccess: true,
        }),
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

/** An error's message, for logs (never the enquiry itself). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return 'unknown error';
}
