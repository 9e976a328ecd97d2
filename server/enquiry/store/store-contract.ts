/**
 * The store contract: what every enquiry store does, written against the interface alone
 * (./store.ts) and run on each store by its own test file (`describeStoreContract('File', …)`).
 * A store that passes it can stand behind the service, the worker and the staff command.
 *
 * Times are passed in (`now`) wherever the interface takes them, so that lifetimes and windows
 * are crossed without waiting. Removals are compared by id, in whatever order a store gives them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Enquiry } from '../../../contract/enquiry';
import { validEnquiry } from '../../../tests/support/enquiry/fixtures';
import {
  enquiryIdPattern,
  enquiryStates,
  idempotencyKeyLifetimeMs,
  replyWindowMs,
  type DeliveryClaim,
  type EnquiryRecord,
  type EnquiryStore,
  type Removal,
} from './store';

/**
 * `make` gives a new, empty store, not yet opened, and `cleanup`, which removes what the store
 * left (its folder, its schema). The suite opens the store before each test and closes it after.
 */
export type MakeStore = () => Promise<{ store: EnquiryStore; cleanup: () => Promise<void> }>;

function enquiryFrom(email = validEnquiry.email, name = validEnquiry.name): Enquiry {
  return { ...validEnquiry, email, name };
}

const at = (iso: string) => new Date(iso);
const later = (time: Date, ms: number) => new Date(time.getTime() + ms);
const minute = 60_000;

/** Removal entries in id order, to compare what two removals hold. */
function sorted(removal: Removal): Removal {
  const enquiries = [...removal.enquiries].sort((a, b) => (a.id < b.id ? -1 : 1));
  return { ...removal, enquiries };
}

export function describeStoreContract(name: string, make: MakeStore): void {
  describe(`${name} store: the store contract`, () => {
    let store: EnquiryStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await make());
      await store.open();
    });

    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    /** Accepts an enquiry without a key; resolves to its id. */
    async function accepted(now: Date, enquiry = enquiryFrom(), key?: string): Promise<string> {
      const outcome = await store.accept(enquiry, { key, fingerprint: 'fp', now });
      if (outcome.outcome !== 'stored') throw new Error(`not stored: ${outcome.outcome}`);
      return outcome.id;
    }

    async function claimed(id: string): Promise<DeliveryClaim> {
      const claim = await store.claim(id);
      if (!claim) throw new Error(`${id} could not be claimed`);
      return claim;
    }

    const everything = () => store.list(enquiryStates);

    /** A repeat of the first enquiry under `key`, a minute after `now`. */
    const repeat = (key: string, now: Date) =>
      store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now: later(now, minute) });

    /** Checks that a dry run says what `expected` says, and that it removes nothing. */
    async function removesNothing(dryRun: () => Promise<Removal>, expected: Removal) {
      const before = await everything();
      expect(sorted(await dryRun())).toEqual(sorted(expected));
      expect(await everything()).toEqual(before);
    }

    const failure = {
      attempts: 3,
      lastError: '550 5.1.1 mailbox unavailable',
      lastAttemptAt: '2026-03-02T09:05:00.000Z',
      permanent: true,
    };

    /** An enquiry in each state: ids by state. */
    async function oneInEachState(now: Date, email?: string, key?: string) {
      const enquiry = enquiryFrom(email);
      const pending = await accepted(now, enquiry, key);
      const sent = await accepted(later(now, 1), enquiry);
      await (await claimed(sent)).sent();
      const failed = await accepted(later(now, 2), enquiry);
      const claim = await claimed(failed);
      await claim.failed({ ...claim.record, delivery: failure });
      const corrupt = await accepted(later(now, 3), enquiry);
      await store.setAside(corrupt);
      return { pending, sent, failed, corrupt };
    }

    describe('accepting', () => {
      it('stores a pending enquiry that the listing and a claim read back', async () => {
        const now = at('2026-03-02T09:00:00.000Z');
        const enquiry = enquiryFrom();
        const outcome = await store.accept(enquiry, { fingerprint: 'fp', now });
        expect(outcome.outcome).toBe('stored');
        const id = 'id' in outcome ? outcome.id : '';
        expect(id).toMatch(enquiryIdPattern);
        const record: EnquiryRecord = { id, receivedAt: now.toISOString(), enquiry };
        expect(await store.list(['pending'])).toEqual([{ id, state: 'pending', record }]);
        expect(await store.list(['sent', 'failed', 'corrupt'])).toEqual([]);
        expect(await store.pendingIds()).toEqual([id]);
        const claim = await claimed(id);
        expect(claim.record).toEqual(record);
        await claim.release();
      });

      it('gives the ids in order of arrival, and lists oldest first', async () => {
        const base = at('2026-03-02T09:00:00.000Z');
        const second = await accepted(later(base, 2 * minute));
        const first = await accepted(base);
        const third = await accepted(later(base, 5 * minute));
        expect(await store.pendingIds()).toEqual([first, second, third]);
        expect((await store.list(['pending'])).map(({ id }) => id)).toEqual([first, second, third]);
      });

      it('stores nothing under a key without one', async () => {
        await accepted(at('2026-03-02T09:00:00.000Z'));
        expect(await store.findKey('no-such-key-1234', at('2026-03-02T09:00:00.000Z'))).toBeNull();
      });
    });

    describe('idempotency keys', () => {
      const key = 'd6c2a4be-3a43-4bfb-9f6e-53e9ab2b3a0c';
      const now = at('2026-03-02T09:00:00.000Z');

      it('remembers a key: the same enquiry again is repeated under its id, stored once', async () => {
        const first = await store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
        expect(first.outcome).toBe('stored');
        const id = 'id' in first ? first.id : '';
        expect(await store.findKey(key, later(now, minute))).toEqual({
          fingerprint: 'fp-a',
          id,
          storedAt: now.toISOString(),
        });
        expect(await repeat(key, now)).toEqual({ outcome: 'repeated', id });
        expect(await everything()).toHaveLength(1);
      });

      it('refuses a key that holds another enquiry, and stores nothing', async () => {
        await store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
        const other = await store.accept(enquiryFrom('someone@example.com'), {
          key,
          fingerprint: 'fp-b',
          now: later(now, minute),
        });
        expect(other).toEqual({ outcome: 'key-reused' });
        const listed = await store.list(['pending']);
        expect(listed.map(({ record }) => record?.enquiry.email)).toEqual([
          'aiko.tanaka@example.jp',
        ]);
      });

      it('forgets a key past its lifetime: it may then hold another enquiry', async () => {
        const first = await store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
        const firstId = 'id' in first ? first.id : '';
        expect(await store.findKey(key, later(now, idempotencyKeyLifetimeMs - minute))).toEqual(
          expect.objectContaining({ id: firstId }),
        );
        const past = later(now, idempotencyKeyLifetimeMs + minute);
        expect(await store.findKey(key, past)).toBeNull();
        const second = await store.accept(enquiryFrom('someone@example.com'), {
          key,
          fingerprint: 'fp-b',
          now: past,
        });
        expect(second.outcome).toBe('stored');
        const secondId = 'id' in second ? second.id : '';
        expect(secondId).not.toBe(firstId);
        expect(await store.findKey(key, past)).toEqual({
          fingerprint: 'fp-b',
          id: secondId,
          storedAt: past.toISOString(),
        });
        expect(await store.pendingIds()).toEqual([firstId, secondId]);
      });

      it('answers a repeat after delivery as repeated, and queues nothing', async () => {
        const first = await store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now });
        const id = 'id' in first ? first.id : '';
        await (await claimed(id)).sent();
        expect(await repeat(key, now)).toEqual({ outcome: 'repeated', id });
        expect(await store.pendingIds()).toEqual([]);
      });

      it('stores one enquiry for 20 requests with one key at once', async () => {
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, () =>
            store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now }),
          ),
        );
        const stored = outcomes.filter(({ outcome }) => outcome === 'stored');
        expect(stored).toHaveLength(1);
        const [first] = stored;
        const id = first && 'id' in first ? first.id : '';
        expect(outcomes.filter((outcome) => outcome.outcome === 'repeated')).toEqual(
          Array.from({ length: 19 }, () => ({ outcome: 'repeated', id })),
        );
        expect(await everything()).toHaveLength(1);
      });

      it('sweeps the keys past their lifetime', async () => {
        const stored = new Date();
        await store.accept(enquiryFrom(), { key, fingerprint: 'fp-a', now: stored });
        expect(await store.sweepKeys(later(stored, minute))).toBe(0);
        expect(await store.findKey(key, stored)).not.toBeNull();
        expect(await store.sweepKeys(later(stored, idempotencyKeyLifetimeMs + minute))).toBe(1);
        expect(await store.findKey(key, stored)).toBeNull();
      });
    });

    describe('delivery claims', () => {
      const now = at('2026-03-02T09:00:00.000Z');

      it('lets one worker hold an enquiry until it releases it', async () => {
        const id = await accepted(now);
        const claim = await claimed(id);
        expect(await store.claim(id)).toBeNull();
        expect(await store.pendingIds()).toEqual([id]);
        await claim.release();
        await claim.release(); // A second release does nothing.
        const again = await claimed(id);
        expect(again.record.id).toBe(id);
        await again.release();
      });

      it('gives an enquiry to one of several claims made at once', async () => {
        const id = await accepted(now);
        const claims = await Promise.all(Array.from({ length: 5 }, () => store.claim(id)));
        const held = claims.filter((claim) => claim !== null);
        expect(held).toHaveLength(1);
        await Promise.all(held.map((claim) => claim.release()));
      });

      it('has nothing to claim under an id it does not hold', async () => {
        expect(await store.claim('2026-03-02T09-00-00-000Z-0badc0de')).toBeNull();
      });

      it('saves a record durably, still pending and still held', async () => {
        const id = await accepted(now);
        const claim = await claimed(id);
        const saved: EnquiryRecord = {
          ...claim.record,
          autoReply: { status: 'sent', messageId: '<1@example.jp>', at: now.toISOString() },
        };
        await claim.save(saved);
        expect(await store.list(['pending'])).toEqual([{ id, state: 'pending', record: saved }]);
        expect(await store.claim(id)).toBeNull();
        await claim.release();
        const again = await claimed(id);
        expect(again.record).toEqual(saved);
        await again.release();
      });

      it('moves a sent enquiry out of the queue', async () => {
        const id = await accepted(now);
        await (await claimed(id)).sent();
        expect((await store.list(['sent'])).map((entry) => entry.id)).toEqual([id]);
        expect(await store.list(['pending'])).toEqual([]);
        expect(await store.pendingIds()).toEqual([]);
        expect(await store.claim(id)).toBeNull();
      });

      it('moves a failed enquiry out of the queue with its delivery history', async () => {
        const id = await accepted(now);
        const claim = await claimed(id);
        const record: EnquiryRecord = { ...claim.record, delivery: failure };
        await claim.failed(record);
        expect(await store.list(['failed'])).toEqual([{ id, state: 'failed', record }]);
        expect(await store.pendingIds()).toEqual([]);
        expect(await store.claim(id)).toBeNull();
      });

      it('sets aside an entry as corrupt, out of the queue', async () => {
        const id = await accepted(now);
        await store.setAside(id);
        expect((await store.list(['corrupt'])).map((entry) => entry.id)).toEqual([id]);
        expect(await store.pendingIds()).toEqual([]);
        expect(await store.claim(id)).toBeNull();
      });
    });

    describe('retrying', () => {
      const now = at('2026-03-02T09:00:00.000Z');
      const retriedAt = at('2026-03-03T10:00:00.000Z');

      it('puts a failed enquiry back in the queue without its history, with retriedAt', async () => {
        const id = await accepted(now);
        const claim = await claimed(id);
        const autoReply = { status: 'limited', at: now.toISOString() } as const;
        await claim.failed({ ...claim.record, autoReply, delivery: failure });
        expect(await store.retry(id, retriedAt)).toEqual({ id, from: 'failed' });
        const [entry] = await store.list(['pending']);
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
        expect(await store.pendingIds()).toEqual([id]);
        expect(await store.list(['failed'])).toEqual([]);
      });

      it('puts an enquiry set aside back in the queue once it reads as one', async () => {
        const id = await accepted(now);
        await store.setAside(id);
        expect(await store.retry(id, retriedAt)).toEqual({ id, from: 'corrupt' });
        expect(await store.pendingIds()).toEqual([id]);
      });

      it('says why it cannot retry a pending, a sent, an unknown or a malformed id', async () => {
        const pending = await accepted(now);
        const sent = await accepted(later(now, 1));
        await (await claimed(sent)).sent();
        const unknown = '2026-03-02T09-00-00-000Z-0badc0de';
        expect(await store.retry(pending, retriedAt)).toEqual({
          id: pending,
          problem: 'is pending, not failed: it is already in the queue',
        });
        expect(await store.retry(sent, retriedAt)).toEqual({
          id: sent,
          problem: 'is sent, not failed: it was delivered',
        });
        expect(await store.retry(unknown, retriedAt)).toEqual({
          id: unknown,
          problem: 'is not in the store',
        });
        expect(await store.retry('../../etc/passwd', retriedAt)).toEqual({
          id: '../../etc/passwd',
          problem: expect.stringMatching(/^is not an enquiry id/) as unknown,
        });
        expect((await store.list(['sent'])).map((entry) => entry.id)).toEqual([sent]);
      });
    });

    describe('the backlog', () => {
      it('is empty in an empty store', async () => {
        expect(await store.backlog()).toEqual({ undelivered: 0, oldestReceivedAt: null });
      });

      it('counts the pending and the failed enquiries, and the oldest one’s arrival', async () => {
        const base = at('2026-03-02T09:00:00.000Z');
        await (await claimed(await accepted(base))).sent();
        const failed = await accepted(later(base, minute));
        const claim = await claimed(failed);
        await claim.failed({ ...claim.record, delivery: failure });
        await accepted(later(base, 2 * minute));
        await accepted(later(base, 3 * minute));
        await store.setAside(await accepted(later(base, 4 * minute)));
        expect(await store.backlog()).toEqual({
          undelivered: 3,
          oldestReceivedAt: later(base, minute).toISOString(),
        });
      });
    });

    it('reads and writes its probe, and has room', async () => {
      await expect(store.check()).resolves.toBeUndefined();
      expect(await store.freeBytes()).toBeGreaterThan(0);
    });

    describe('purging', () => {
      const old = at('2020-01-01T00:00:00.000Z');
      const cutoff = at('2021-01-01T00:00:00.000Z');

      /** Old enquiries in every state (one with a key), a recent one with a key, reply counts. */
      async function setUp() {
        const now = new Date();
        const ids = await oneInEachState(old, undefined, 'old-key-12345678');
        const recent = await accepted(later(now, -minute), enquiryFrom(), 'new-key-12345678');
        // The recent reply first: a store may drop counts past the window as it counts another.
        expect(await store.takeReply('new@example.jp', 5, now.getTime() - minute)).toBe(true);
        expect(await store.takeReply('old@example.jp', 5, now.getTime() - 2 * replyWindowMs)).toBe(
          true,
        );
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
        const removal = await store.purge(cutoff, { now });
        expect(sorted(removal)).toEqual(sorted(expected));
        expect(await everything()).toEqual([
          expect.objectContaining({ id: recent, state: 'pending' }),
        ]);
        expect(await store.pendingIds()).toEqual([recent]);
        // The old enquiry's key is gone (it would still be remembered an hour after it was stored).
        expect(await store.findKey('old-key-12345678', later(old, 60 * minute))).toBeNull();
        expect(await store.findKey('new-key-12345678', now)).not.toBeNull();
        // The old reply count is gone; the recent one still counts.
        const oldCount = now.getTime() - 2 * replyWindowMs;
        expect(await store.takeReply('old@example.jp', 1, oldCount + minute)).toBe(true);
        expect(await store.takeReply('new@example.jp', 1, now.getTime())).toBe(false);
      });

      it('says in a dry run what it would remove, and removes nothing', async () => {
        const { now, expected } = await setUp();
        await removesNothing(() => store.purge(cutoff, { dryRun: true, now }), expected);
        expect(await store.findKey('old-key-12345678', later(old, 60 * minute))).not.toBeNull();
        expect(sorted(await store.purge(cutoff, { now }))).toEqual(sorted(expected));
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
        const pending = await accepted(now, enquiryFrom(spellings[0]), 'aiko-key-12345678');
        const sent = await accepted(later(now, 1), enquiryFrom(spellings[1]));
        await (await claimed(sent)).sent();
        const failed = await accepted(later(now, 2), enquiryFrom(spellings[2]));
        const claim = await claimed(failed);
        await claim.failed({ ...claim.record, delivery: failure });
        const corrupt = await accepted(later(now, 3), enquiryFrom(spellings[1]));
        await store.setAside(corrupt);
        const other = await accepted(
          later(now, 4),
          enquiryFrom('someone@example.com', 'Someone Else'),
          'other-key-12345678',
        );
        const t = now.getTime();
        expect(await store.takeReply(address, 5, t - 2 * minute)).toBe(true);
        expect(await store.takeReply(' AIKO.Tanaka@example.JP ', 5, t - minute)).toBe(true);
        expect(await store.takeReply('someone@example.com', 5, t - minute)).toBe(true);
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
        const removal = await store.erase('  Aiko.Tanaka@EXAMPLE.jp ');
        expect(sorted(removal)).toEqual(sorted(expected));
        expect(await everything()).toEqual([
          expect.objectContaining({ id: other, state: 'pending' }),
        ]);
        expect(await store.findKey('aiko-key-12345678', now)).toBeNull();
        expect(await store.findKey('other-key-12345678', now)).not.toBeNull();
        expect(await store.takeReply(address, 1, now.getTime())).toBe(true);
        expect(await store.takeReply('someone@example.com', 1, now.getTime())).toBe(false);
      });

      it('says in a dry run what it would remove, and removes nothing', async () => {
        const { now, expected } = await setUp();
        await removesNothing(() => store.erase(address, { dryRun: true }), expected);
        expect(await store.findKey('aiko-key-12345678', now)).not.toBeNull();
        expect(await store.takeReply(address, 2, now.getTime())).toBe(false);
      });

      it('removes nothing for an address it does not hold', async () => {
        await setUp();
        expect(await store.erase('nobody@example.org')).toEqual({
          enquiries: [],
          keys: 0,
          replyCounts: 0,
        });
        expect(await everything()).toHaveLength(5);
      });
    });

    describe('automatic replies’ daily limit', () => {
      const address = 'aiko.tanaka@example.jp';

      it('gives exactly `max` of 10 replies taken at once', async () => {
        const now = Date.now();
        const taken = await Promise.all(
          Array.from({ length: 10 }, () => store.takeReply(address, 3, now)),
        );
        expect(taken.filter(Boolean)).toHaveLength(3);
        expect(await store.takeReply(address, 3, now + 1)).toBe(false);
      });

      it('counts an address trimmed and in any case, apart from other addresses', async () => {
        const now = Date.now();
        expect(await store.takeReply(' Aiko.Tanaka@EXAMPLE.jp ', 1, now)).toBe(true);
        expect(await store.takeReply(address, 1, now + 1)).toBe(false);
        expect(await store.takeReply('someone@example.com', 1, now + 1)).toBe(true);
      });

      it('takes a reply given back again', async () => {
        const now = Date.now();
        for (const offset of [0, 1, 2]) {
          expect(await store.takeReply(address, 3, now + offset)).toBe(true);
        }
        expect(await store.takeReply(address, 3, now + 3)).toBe(false);
        await store.giveBackReply(address, now + 1);
        expect(await store.takeReply(address, 3, now + 4)).toBe(true);
        expect(await store.takeReply(address, 3, now + 5)).toBe(false);
      });

      it('counts only the replies within the window', async () => {
        const now = Date.now();
        expect(await store.takeReply(address, 1, now)).toBe(true);
        expect(await store.takeReply(address, 1, now + replyWindowMs - 1)).toBe(false);
        expect(await store.takeReply(address, 1, now + replyWindowMs)).toBe(true);
      });
    });
  });
}
