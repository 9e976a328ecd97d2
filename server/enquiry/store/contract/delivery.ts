/**
 * The store contract on delivery: a pending enquiry claimed by one worker at a time, then sent,
 * failed or set aside, and a failed or set-aside one put back in the queue by staff.
 */
import { describe, expect, it } from 'vitest';
import type { EnquiryRecord } from '../store';
import { at, enquiryFrom, failure, later, type StoreUnderTest } from './support';

/** Claims and what ends them, and retrying. */
export function describeDelivery(subject: StoreUnderTest): void {
  describe('delivery claims', () => {
    const now = at('2026-03-02T09:00:00.000Z');

    it('lets one worker hold an enquiry until it releases it', async () => {
      const id = await subject.accepted(now);
      const claim = await subject.claimed(id);
      expect(await subject.store.claim(id)).toBeNull();
      expect(await subject.store.pendingIds()).toEqual([id]);
      await claim.release();
      await claim.release(); // A second release does nothing.
      const again = await subject.claimed(id);
      expect(again.record.id).toBe(id);
      await again.release();
    });

    it('gives an enquiry to one of several claims made at once', async () => {
      const id = await subject.accepted(now);
      const claims = await Promise.all(Array.from({ length: 5 }, () => subject.store.claim(id)));
      const held = claims.filter((claim) => claim !== null);
      expect(held).toHaveLength(1);
      await Promise.all(held.map((claim) => claim.release()));
    });

    it('has nothing to claim under an id it does not hold', async () => {
      expect(await subject.store.claim('2026-03-02T09-00-00-000Z-0badc0de')).toBeNull();
    });

    it('saves a record durably, still pending and still held', async () => {
      const id = await subject.accepted(now);
      const claim = await subject.claimed(id);
      const saved: EnquiryRecord = {
        ...claim.record,
        autoReply: { status: 'sent', messageId: '<1@example.jp>', at: now.toISOString() },
      };
      await claim.save(saved);
      expect(await subject.store.list(['pending'])).toEqual([
        { id, state: 'pending', record: saved },
      ]);
      expect(await subject.store.claim(id)).toBeNull();
      await claim.release();
      const again = await subject.claimed(id);
      expect(again.record).toEqual(saved);
      await again.release();
    });

    it('moves a sent enquiry out of the queue', async () => {
      const id = await subject.accepted(now);
      await (await subject.claimed(id)).sent();
      expect((await subject.store.list(['sent'])).map((entry) => entry.id)).toEqual([id]);
      expect(await subject.store.list(['pending'])).toEqual([]);
      expect(await subject.store.pendingIds()).toEqual([]);
      expect(await subject.store.claim(id)).toBeNull();
    });

    it('moves a failed enquiry out of the queue with its delivery history', async () => {
      const id = await subject.accepted(now);
      const claim = await subject.claimed(id);
      const record: EnquiryRecord = { ...claim.record, delivery: failure };
      await claim.failed(record);
      expect(await subject.store.list(['failed'])).toEqual([{ id, state: 'failed', record }]);
      expect(await subject.store.pendingIds()).toEqual([]);
      expect(await subject.store.claim(id)).toBeNull();
    });

    it('sets aside an entry as corrupt, out of the queue', async () => {
      const id = await subject.accepted(now);
      await subject.store.setAside(id);
      expect((await subject.store.list(['corrupt'])).map((entry) => entry.id)).toEqual([id]);
      expect(await subject.store.pendingIds()).toEqual([]);
      expect(await subject.store.claim(id)).toBeNull();
    });
  });

  describe('retrying', () => {
    const now = at('2026-03-02T09:00:00.000Z');
    const retriedAt = at('2026-03-03T10:00:00.000Z');

    it('puts a failed enquiry back in the queue without its history, with retriedAt', async () => {
      const id = await subject.accepted(now);
      const claim = await subject.claimed(id);
      const autoReply = { status: 'limited', at: now.toISOString() } as const;
      await claim.failed({ ...claim.record, autoReply, delivery: failure });
      expect(await subject.store.retry(id, retriedAt)).toEqual({ id, from: 'failed' });
      const [entry] = await subject.store.list(['pending']);
      expect(entry).toEqual({
        id,
        state: 'pending',
        record: {
          id,
          receivedAt: now.toISOString(),
          enquiry: enquiryFrom(),
          autoReply,
          retriedAt: retriedAt.toISOString(),
        },
      });
      expect(entry?.record).not.toHaveProperty('delivery');
      expect(await subject.store.pendingIds()).toEqual([id]);
      expect(await subject.store.list(['failed'])).toEqual([]);
    });

    it('puts an enquiry set aside back in the queue once it reads as one', async () => {
      const id = await subject.accepted(now);
      await subject.store.setAside(id);
      expect(await subject.store.retry(id, retriedAt)).toEqual({ id, from: 'corrupt' });
      expect(await subject.store.pendingIds()).toEqual([id]);
    });

    it('says why it cannot retry a pending, a sent, an unknown or a malformed id', async () => {
      const pending = await subject.accepted(now);
      const sent = await subject.accepted(later(now, 1));
      await (await subject.claimed(sent)).sent();
      const unknown = '2026-03-02T09-00-00-000Z-0badc0de';
      expect(await subject.store.retry(pending, retriedAt)).toEqual({
        id: pending,
        problem: 'is pending, not failed: it is already in the queue',
      });
      expect(await subject.store.retry(sent, retriedAt)).toEqual({
        id: sent,
        problem: 'is sent, not failed: it was delivered',
      });
      expect(await subject.store.retry(unknown, retriedAt)).toEqual({
        id: unknown,
        problem: 'is not in the store',
      });
      expect(await subject.store.retry('../../etc/passwd', retriedAt)).toEqual({
        id: '../../etc/passwd',
        problem: expect.stringMatching(/^is not an enquiry id/) as unknown,
      });
      expect((await subject.store.list(['sent'])).map((entry) => entry.id)).toEqual([sent]);
    });
  });
}
