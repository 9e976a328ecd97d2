/**
 * The enquiry service's Prometheus metrics, in a registry of one process's own (never prom-client's
 * global one): what it accepted, refused, delivered and failed, and the backlog it holds, read from
 * the store when scraped.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Why the service refused an enquiry, the `reason` label of `enquiry_refused_total`:
 * - `invalid`: the body, its JSON, its content type or its Idempotency-Key was refused (400, 415);
 * - `too_large`: over the body limit (413);
 * - `origin`: posted from an origin not allowed (403);
 * - `rate_limited`: too many requests or enquiries from one address (429);
 * - `key_reused`: the Idempotency-Key was used for another enquiry (422);
 * - `in_progress`: the same key is being stored by another request (409);
 * - `backlog_full`: too many undelivered enquiries, or too little free space (503);
 * - `unavailable`: the store refused, or the service is closing (503).
 */
export const refusalReasons = [
  'invalid',
  'too_large',
  'origin',
  'rate_limited',
  'key_reused',
  'in_progress',
  'backlog_full',
  'unavailable',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** Reads the backlog when Prometheus scrapes (the store's `backlog()`). */
export interface BacklogProbe {
  backlog(): Promise<{ undelivered: number; oldestReceivedAt: string | null }>;
}

export interface MetricsOptions {
  /** Longest wait for the probe at a scrape (default 2 s); then the store counts as down. */
  probeTimeoutMs?: number;
  /** The clock the oldest enquiry's age is measured by (tests). */
  now?: () => number;
}

export interface EnquiryMetrics {
  /** The registry to serve on `/metrics`: these metrics and the process's default ones. */
  readonly registry: Registry;
  /** An enquiry was stored (202, not a repeat of one stored before). */
  accepted(): void;
  /** An enquiry was refused. */
  refused(reason: RefusalReason): void;
  /** The staff e-mail of an enquiry was accepted by the mail server after `seconds` of sending. */
  delivered(seconds: number): void;
  /** An enquiry was moved to failed, for good (until staff retry it). */
  failed(): void;
}

/**
 * Upper bounds, in seconds, of the staff e-mail's send time: a pooled connection takes well under a
 * second; a slow server up to the 10 minutes RFC 5321 allows it to answer a message.
 */
const sendDurationBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

type Backlog = Awaited<ReturnType<BacklogProbe['backlog']>>;

/**
 * The metrics of one service process. With several processes sharing one store (PostgreSQL), the
 * counters are each process's own (sum them), while the backlog gauges read the same store
 * (take their max, not their sum).
 */
export function createMetrics(probe: BacklogProbe, options: MetricsOptions = {}): EnquiryMetrics {
  const { probeTimeoutMs = 2_000, now = Date.now } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // One read of the store per scrape: the three gauges below, collected side by side, share it.
  let reading: Promise<Backlog | null> | null = null;
  function readBacklog(): Promise<Backlog | null> {
    reading ??= withTimeout(
      Promise.resolve().then(() => probe.backlog()),
      probeTimeoutMs,
    )
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  const accepted = new Counter({
    name: 'enquiry_accepted_total',
    help: 'Enquiries stored (answered 202), repeats of a stored one not counted.',
    registers: [registry],
  });
  const refused = new Counter({
    name: 'enquiry_refused_total',
    help: 'Enquiries refused, by reason.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Every reason shows from the start, at 0, so that a rate over it has a series to work on.
  for (const reason of refusalReasons) refused.inc({ reason }, 0);
  const delivered = new Counter({
    name: 'enquiry_delivered_total',
    help: 'Staff e-mails accepted by the mail server.',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'enquiry_failed_total',
    help: 'Enquiries moved to failed (refused for good, or tried too often).',
    registers: [registry],
  });
  const sendDuration = new Histogram({
    name: 'enquiry_send_duration_seconds',
    help: 'Time from handing a staff e-mail to the mail server to its acceptance.',
    buckets: sendDurationBuckets,
    registers: [registry],
  });
  new Gauge({
    name: 'enquiry_store_up',
    help: 'Whether the last scrape read the backlog from the store (1) or not (0).',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'enquiry_backlog',
    help: 'Enquiries not delivered (pending and failed); NaN when the store cannot be read.',
    registers: [registry],
    async collect() {
      this.set((await readBacklog())?.undelivered ?? NaN);
    },
  });
  new Gauge({
    name: 'enquiry_oldest_undelivered_age_seconds',
    help: 'Age of the oldest undelivered enquiry (0 when none); NaN when the store cannot be read.',
    registers: [registry],
    async collect() {
      const backlog = await readBacklog();
      if (!backlog) {
        this.set(NaN);
      } else if (backlog.oldestReceivedAt === null) {
        this.set(0);
      } else {
        this.set(Math.max(0, (now() - Date.parse(backlog.oldestReceivedAt)) / 1000));
      }
    },
  });

  return {
    registry,
    accepted: () => accepted.inc(),
    refused: (reason) => refused.inc({ reason }),
    delivered(seconds) {
      delivered.inc();
      sendDuration.observe(seconds);
    },
    failed: () => failed.inc(),
  };
}

/** The promise, or a rejection once `ms` have passed (the timer does not hold the process). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
