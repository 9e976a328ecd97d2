/**
 * Keeps the privacy policy's promise on retention: once at start and then once a day, the
 * enquiries older than ENQUIRY_RETENTION_DAYS are removed from the store, in every state, with
 * their keys and the automatic-reply counts that have outlived their use.
 */
import type { EnquiryStore } from './store/store';
import { errorMessage, type Logger } from './worker';

const dayMs = 24 * 60 * 60_000;

/** Starts the daily purge; the returned function stops it. */
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
      .purge(new Date(at.getTime() - days * dayMs), { now: at })
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
  purge();
  const timer = setInterval(purge, intervalMs).unref();
  return () => clearInterval(timer);
}
