/**
 * The store contract on the automatic replies' daily limit: at most `max` per address in the
 * window, counted at once for concurrent takers, and a reply given back taken again.
 */
import { describe, expect, it } from 'vitest';
import { replyWindowMs } from '../store';
import type { StoreUnderTest } from './support';

/** The automatic replies' daily limit. */
export function describeReplyLimit(subject: StoreUnderTest): void {
  describe('automatic replies’ daily limit', () => {
    const address = 'aiko.tanaka@example.jp';

    it('gives exactly `max` of 10 replies taken at once', async () => {
      const now = Date.now();
      const taken = await Promise.all(
        Array.from({ length: 10 }, () => subject.store.takeReply(address, 3, now)),
      );
      expect(taken.filter(Boolean)).toHaveLength(3);
      expect(await subject.store.takeReply(address, 3, now + 1)).toBe(false);
    });

    it('counts an address trimmed and in any case, apart from other addresses', async () => {
      const now = Date.now();
      expect(await subject.store.takeReply(' Aiko.Tanaka@EXAMPLE.jp ', 1, now)).toBe(true);
      expect(await subject.store.takeReply(address, 1, now + 1)).toBe(false);
      expect(await subject.store.takeReply('someone@example.com', 1, now + 1)).toBe(true);
    });

    it('takes a reply given back again', async () => {
      const now = Date.now();
      for (const offset of [0, 1, 2]) {
        expect(await subject.store.takeReply(address, 3, now + offset)).toBe(true);
      }
      expect(await subject.store.takeReply(address, 3, now + 3)).toBe(false);
      await subject.store.giveBackReply(address, now + 1);
      expect(await subject.store.takeReply(address, 3, now + 4)).toBe(true);
      expect(await subject.store.takeReply(address, 3, now + 5)).toBe(false);
    });

    it('counts only the replies within the window', async () => {
      const now = Date.now();
      expect(await subject.store.takeReply(address, 1, now)).toBe(true);
      expect(await subject.store.takeReply(address, 1, now + replyWindowMs - 1)).toBe(false);
      expect(await subject.store.takeReply(address, 1, now + replyWindowMs)).toBe(true);
    });
  });
}
