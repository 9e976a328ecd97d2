/**
 * The store contract on what the service checks before it takes an enquiry: the undelivered
 * backlog, and that the store can be read and written.
 */
import { describe, expect, it } from 'vitest';
import { at, failure, later, minute, type StoreUnderTest } from './support';

/** The backlog and the readiness probe. */
export function describeCapacity(subject: StoreUnderTest): void {
  describe('the backlog', () => {
    it('is empty in an empty store', async () => {
      expect(await subject.store.backlog()).toEqual({ undelivered: 0, oldestReceivedAt: null });
    });

    it('counts the pending and the failed enquiries, and the oldest one’s arrival', async () => {
      const base = at('2026-03-02T09:00:00.000Z');
      await (await subject.claimed(await subject.accepted(base))).sent();
      const failed = await subject.accepted(later(base, minute));
      const claim = await subject.claimed(failed);
      await claim.failed({ ...claim.record, delivery: failure });
      await subject.accepted(later(base, 2 * minute));
      await subject.accepted(later(base, 3 * minute));
      await subject.store.setAside(await subject.accepted(later(base, 4 * minute)));
      expect(await subject.store.backlog()).toEqual({
        undelivered: 3,
        oldestReceivedAt: later(base, minute).toISOString(),
      });
    });
  });

  it('reads and writes its probe, and has room', async () => {
    await expect(subject.store.check()).resolves.toBeUndefined();
    expect(await subject.store.freeBytes()).toBeGreaterThan(0);
  });
}
