// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tempSpoolDir, until, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { startRetention } from './retention';
import { FileStore } from './store/file-store';
import type { Logger } from './logging';

describe('the daily purge', () => {
  it('removes at start the enquiries past the retention, keeps the rest, and logs counts only', async () => {
    const store = new FileStore(await tempSpoolDir());
    await store.open();
    const now = new Date('2026-06-01T00:00:00Z');
    const old = await store.accept(
      { ...validEnquiry, email: 'old@example.jp' },
      { fingerprint: 'a', now: new Date('2024-05-01T00:00:00Z') },
    );
    const kept = await store.accept(validEnquiry, {
      fingerprint: 'b',
      now: new Date('2024-07-01T00:00:00Z'),
    });
    const lines: object[] = [];
    const logger: Logger = {
      info: (line) => lines.push(line),
      warn: (line) => lines.push(line),
      error: (line) => lines.push(line),
    };
    const stop = startRetention(store, { days: 730, logger, now: () => now });
    await until(() => lines.length > 0);
    stop();
    expect(lines).toEqual([
      { event: 'retention-purge', days: 730, enquiries: 1, keys: 0, replyCounts: 0 },
    ]);
    if (old.outcome !== 'stored' || kept.outcome !== 'stored') throw new Error('not stored');
    expect((await store.list(['pending'])).map(({ id }) => id)).toEqual([kept.id]);
    expect(JSON.stringify(lines)).not.toContain('example.jp');
  });
});
