/**
 * The store contract on removal: the purge past the retention and the erasure of an address,
 * each with a dry run that removes nothing.
 */
import { describe, expect, it } from 'vitest';
import { replyWindowMs, type Removal } from '../store';
import { at, enquiryFrom, failure, later, minute, sorted, type StoreUnderTest } from './support';

/** Purging and erasing. */
export function describeRemoval(subject: StoreUnderTest): void {
  describe('purging', () => {
    const old = at('2020-01-01T00:00:00.000Z');
    const cutoff = at('2021-01-01T00:00:00.000Z');

    /** Old enquiries in every state (one with a key), a recent one with a key, reply counts. */
    async function setUp() {
      const now = new Date();
      const ids = await subject.oneInEachState(old, undefined, 'old-key-12345678');
      const recent = await subject.accepted(later(now, -minute), enquiryFrom(), 'new-key-12345678');
      // The recent reply first: a store may drop counts past the window as it counts another.
      expect(await subject.store.takeReply('new@example.jp', 5, now.getTime() - minute)).toBe(true);
      expect(
        await subject.store.takeReply('old@example.jp', 5, now.getTime() - 2 * replyWindowMs),
      ).toBe(true);
      const expected: Removal = {
        enquiries: [
          { id: ids.pending, state: 'pending' },
          { id: ids.sent, state: 'sent' },
          { id: ids.failed, state: 'failed' },
          { id: ids.corrupt, state: 'corrupt' },
        ],
        keys: 1,
        replyCounts: 1,
      };
      return { now, recent, expected };
    }

    it('removes the enquiries received before the date in every state, and only those', async () => {
      const { now, recent, expected } = await setUp();
      const removal = await subject.store.purge(cutoff, { now });
      expect(sorted(removal)).toEqual(sorted(expected));
      expect(await subject.everything()).toEqual([
        expect.objectContaining({ id: recent, state: 'pending' }),
      ]);
      expect(await subject.store.pendingIds()).toEqual([recent]);
      // The old enquiry's key is gone (it would still be remembered an hour after it was stored).
      expect(await subject.store.findKey('old-key-12345678', later(old, 60 * minute))).toBeNull();
      expect(await subject.store.findKey('new-key-12345678', now)).not.toBeNull();
      // The old reply count is gone; the recent one still counts.
      const oldCount = now.getTime() - 2 * replyWindowMs;
      expect(await subject.store.takeReply('old@example.jp', 1, oldCount + minute)).toBe(true);
      expect(await subject.store.takeReply('new@example.jp', 1, now.getTime())).toBe(false);
    });

    it('says in a dry run what it would remove, and removes nothing', async () => {
      const { now, expected } = await setUp();
      await subject.removesNothing(
        () => subject.store.purge(cutoff, { dryRun: true, now }),
        expected,
      );
      expect(
        await subject.store.findKey('old-key-12345678', later(old, 60 * minute)),
      ).not.toBeNull();
      expect(sorted(await subject.store.purge(cutoff, { now }))).toEqual(sorted(expected));
    });
  });

  describe('erasing an address', () => {
    const address = 'aiko.tanaka@example.jp';

    async function setUp() {
      const now = new Date();
      const spellings = [
        'aiko.tanaka@example.jp',
        'AIKO.TANAKA@EXAMPLE.JP',
        'Aiko.Tanaka@Example.jp',
      ];
      const pending = await subject.accepted(now, enquiryFrom(spellings[0]), 'aiko-key-12345678');
      const sent = await subject.accepted(later(now, 1), enquiryFrom(spellings[1]));
      await (await subject.claimed(sent)).sent();
      const failed = await subject.accepted(later(now, 2), enquiryFrom(spellings[2]));
      const claim = await subject.claimed(failed);
      await claim.failed({ ...claim.record, delivery: failure });
      const corrupt = await subject.accepted(later(now, 3), enquiryFrom(spellings[1]));
      await subject.store.setAside(corrupt);
      const other = await subject.accepted(
        later(now, 4),
        enquiryFrom('someone@example.com', 'Someone Else'),
        'other-key-12345678',
      );
      const t = now.getTime();
      expect(await subject.store.takeReply(address, 5, t - 2 * minute)).toBe(true);
      expect(await subject.store.takeReply(' AIKO.Tanaka@example.JP ', 5, t - minute)).toBe(true);
      expect(await subject.store.takeReply('someone@example.com', 5, t - minute)).toBe(true);
      const expected: Removal = {
        enquiries: [
          { id: pending, state: 'pending' },
          { id: sent, state: 'sent' },
          { id: failed, state: 'failed' },
          { id: corrupt, state: 'corrupt' },
        ],
        keys: 1,
        replyCounts: 2,
      };
      return { now, other, expected };
    }

    it('removes its enquiries in every state and spelling, their keys and its reply counts', async () => {
      const { now, other, expected } = await setUp();
      const removal = await subject.store.erase('  Aiko.Tanaka@EXAMPLE.jp ');
      expect(sorted(removal)).toEqual(sorted(expected));
      expect(await subject.everything()).toEqual([
        expect.objectContaining({ id: other, state: 'pending' }),
      ]);
      expect(await subject.store.findKey('aiko-key-12345678', now)).toBeNull();
      expect(await subject.store.findKey('other-key-12345678', now)).not.toBeNull();
      const t = now.getTime();
      expect(await subject.store.takeReply(address, 1, t)).toBe(true);
      expect(await subject.store.takeReply('someone@example.com', 1, t)).toBe(false);
    });

    it('says in a dry run what it would remove, and removes nothing', async () => {
      const { now, expected } = await setUp();
      await subject.removesNothing(() => subject.store.erase(address, { dryRun: true }), expected);
      expect(await subject.store.findKey('aiko-key-12345678', now)).not.toBeNull();
      expect(await subject.store.takeReply(address, 2, now.getTime())).toBe(false);
    });

    it('removes nothing for an address it does not hold', async () => {
      await setUp();
      expect(await subject.store.erase('nobody@example.org')).toEqual({
        enquiries: [],
        keys: 0,
        replyCounts: 0,
      });
      expect(await subject.everything()).toHaveLength(5);
    });
  });
}
