/**
 * The delivery worker: decides which pending enquiries are delivered when (./delivery-rules.ts),
 * at most `concurrency` at once, each again when its next attempt falls due
 * (docs/decisions/0009-exactly-once-delivery.md, 0012-postgresql-store.md).
 */
import { DeliveryRules, type DeliveryOptions } from './delivery-rules';
import { errorMessage } from './logging';
import { MailSender } from './mail-sender';

export interface WorkerOptions extends DeliveryOptions {
  /** Messages in flight at once (the transport's pooled connections). */
  concurrency: number;
  sweepIntervalMs: number;
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
  private readonly mail: MailSender;
  private readonly rules: DeliveryRules;

  constructor(private readonly options: WorkerOptions) {
    this.mail = new MailSender(options);
    this.rules = new DeliveryRules(options, this.mail);
  }

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
    this.mail.cancelAll(new Error('the service is stopping'));
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
      const delivery = this.rules
        .deliver(id)
        .then(
          (due) => {
            if (due !== null) this.waitFor(id, due);
          },
          (error: unknown) => {
            // The disk failed under a record (not the mail server): try it again later.
            this.options.logger.error({
              event: 'enquiry-delivery-error',
              id,
              err: errorMessage(error),
            });
            this.waitFor(id, Date.now() + this.options.retry.maxDelayMs);
          },
        )
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
}
