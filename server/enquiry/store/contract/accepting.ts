/**
 * The store contract on storing: an enquiry read back as it was accepted, in order of arrival,
 * and once per idempotency key within the key's lifetime.
 */
import { describe, expect, it } from 'vitest';
import { enquiryIdPattern, idempotencyKeyLifetimeMs, type EnquiryRecord } from '../store';
import { at, enquiryFrom, later, minute, type StoreUnderTest } from './support';

/** Accepting enquiries, with and without idempotency keys. */
export function describeAccepting(subject: StoreUnderTest): void {
  describe('accepting', () => {
    it('stores a pending enquiry that the listing and a claim read back', async () => {
      const now = at('2026-03-02T09:00:00.000Z');
      const enquiry = enquiryFrom();
      const outcome = await subject.store.accept(enquiry, { fingerprint: 'fp', now });
      expect(outcome.outcome).toBe('stored');
      const id = 'id' in outcome ? outcome.id : '';
      expect(id).toMatch(enquiryIdPattern);
      const record: EnquiryRecord = { id, receivedAt: now.toISOString(), enquiry };
      expect(await subject.store.list(['pending'])).toEqual([{ id, state: 'pending', record }]);
      expect(await subject.store.list(['sent', 'failed', 'corrupt'])).toEqual([]);
      expect(await subject.store.pendingIds()).toEqual([id]);
      const claim = await subject.claimed(id);
      expect(claim.record).toEqual(record);
      await claim.release();
    });

    it('gives the ids in order of arrival, and lists oldest first', async () => {
      const base = at('2026-03-02T09:00:00.000Z');
      const second = await subject.accepted(later(base, 2 * minute));
      const first = await subject.accepted(base);
      const third = await subject.accepted(later(base, 5 * minute));
      expect(await subject.store.pendingIds()).toEqual([first, second, third]);
      expect((await subject.store.list(['pending'])).map(({ id }) => id)).toEqual([
        first,
        second,
        third,
      ]);
    });

    it('stores nothing under a key without one', async () => {
      const now = at('2026-03-02T09:00:00.000Z');
      await subject.accepted(now);
      expect(await subject.store.findKey('no-such-key-1234', now)).toBeNull();
      // No key was stored at all: none is left to sweep even once every key has expired.
      expect(await subject.store.sweepKeys(later(now, idempotencyKeyLifetimeMs + minute))).toBe(0);
    });
  });

  describe('idempotency keys', () => {
    /** A repeat of the first enquiry under `key`, a minute after `now`. */
    const repeat = (key: string, now: Date) =>
      subject.store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now: later(now, minute) });

    const key = 'd6c2a4be-3a43-4bfb-9f6e-53e9ab2b3a0c';
    const now = at('2026-03-02T09:00:00.000Z');

    it('remembers a key: the same enquiry again is repeated under its id, stored once', async () => {
      const first = await subject.store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
      expect(first.outcome).toBe('stored');
      const id = 'id' in first ? first.id : '';
      expect(await subject.store.findKey(key, later(now, minute))).toEqual({
        fingerprint: 'fp-a',
        id,
        storedAt: now.toISOString(),
      });
      expect(await repeat(key, now)).toEqual({ outcome: 'repeated', id });
      expect(await subject.everything()).toHaveLength(1);
    });

    it('refuses a key that holds another enquiry, and stores nothing', async () => {
      await subject.store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
      const other = await subject.store.accept(enquiryFrom('someone@example.com'), {
        key,
        fingerprint: 'fp-b',
        now: later(now, minute),
      });
      expect(other).toEqual({ outcome: 'key-reused' });
      const listed = await subject.store.list(['pending']);
      expect(listed.map(({ record }) => record?.enquiry.email)).toEqual(['aiko.tanaka@example.jp']);
    });

    it('forgets a key past its lifetime: it may then hold another enquiry', async () => {
      const first = await subject.store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
      const firstId = 'id' in first ? first.id : '';
      expect(
        await subject.store.findKey(key, later(now, idempotencyKeyLifetimeMs - minute)),
      ).toEqual(expect.objectContaining({ id: firstId }));
      const past = later(now, idempotencyKeyLifetimeMs + minute);
      expect(await subject.store.findKey(key, past)).toBeNull();
      const second = await subject.store.accept(enquiryFrom('someone@example.com'), {
        key,
        fingerprint: 'fp-b',
        now: past,
      });
      expect(second.outcome).toBe('stored');
      const secondId = 'id' in second ? second.id : '';
      expect(secondId).not.toBe(firstId);
      expect(await subject.store.findKey(key, past)).toEqual({
        fingerprint: 'fp-b',
        id: secondId,
        storedAt: past.toISOString(),
      });
      expect(await subject.store.pendingIds()).toEqual([firstId, secondId]);
    });

    it('answers a repeat after delivery as repeated, and queues nothing', async () => {
      const first = await subject.store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
      const id = 'id' in first ? first.id : '';
      await (await subject.claimed(id)).sent();
      expect(await repeat(key, now)).toEqual({ outcome: 'repeated', id });
      expect(await subject.store.pendingIds()).toEqual([]);
    });

    it('stores one enquiry for 20 requests with one key at once', async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () =>
          subject.store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now }),
        ),
      );
      const stored = outcomes.filter(({ outcome }) => outcome === 'stored');
      expect(stored).toHaveLength(1);
      const [first] = stored;
      const id = first && 'id' in first ? first.id : '';
      expect(outcomes.filter((outcome) => outcome.outcome === 'repeated')).toEqual(
        Array.from({ length: 19 }, () => ({ outcome: 'repeated', id })),
      );
      expect(await subject.everything()).toHaveLength(1);
    });

    it('sweeps the keys past their lifetime', async () => {
      const stored = new Date();
      await subject.store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now: stored });
      expect(await subject.store.sweepKeys(later(stored, minute))).toBe(0);
      expect(await subject.store.findKey(key, stored)).not.toBeNull();
      expect(await subject.store.sweepKeys(later(stored, idempotencyKeyLifetimeMs + minute))).toBe(
        1,
      );
      expect(await subject.store.findKey(key, stored)).toBeNull();
    });
  });
}
