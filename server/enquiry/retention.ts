/**
 * The store's upkeep: the privacy policy's retention (once at start and then once a day, the
 * enquiries older than ENQUIRY_RETENTION_DAYS are removed, in every state, with their keys and
 * the automatic-reply counts that have outlived their use) and, every hour, the idempotency keys
 * older than a day.
 */
import type { EnquiryStore } from './store/store';
import { errorMessage, type Logger } from './logging';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/** The arrival before which an enquiry is past a retention of `days` at `now`. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs);
}

/** Starts the daily purge and the hourly sweep of keys; the returned function stops them. */
export function startRetention(
  store: EnquiryStore,
  options: { days: number; logger: Logger; intervalMs?: number; now?: () => Date },
): () => void {
  const { days, logger, intervalMs = dayMs, now = () => new Date() } = options;
  let running: Promise<void> | null = null;
  const purge = () => {
    if (running) return;
    const at = now();
    running = store
      .purge(retentionCutoff(at, days), { now: at })
      .then(({ enquiries, keys, replyCounts }) => {
        logger.info({
          event: 'retention-purge',
          days,
          enquiries: enquiries.length,
          keys,
          replyCounts,
        });
      })
      .catch((error: unknown) => {
        logger.error({ event: 'retention-purge-failed', err: errorMessage(error) });
      })
      .finally(() => {
        running = null;
      });
  };
  const sweepKeys = () =>
    void store.sweepKeys().catch((error: unknown) => {
      logger.error({ event: 'idempotency-sweep-failed', err: errorMessage(error) });
    });
  purge();
  sweepKeys();
  const timers = [setInterval(purge, intervalMs).unref(), setInterval(sweepKeys, hourMs).unref()];
  return () => timers.forEach((timer) => clearInterval(timer));
}
