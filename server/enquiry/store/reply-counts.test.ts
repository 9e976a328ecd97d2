// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { tempSpoolDir } from '../../../tests/support/enquiry/fixtures';
import { ReplyCounts, addressHash, dayMs } from './reply-counts';
import { Spool } from './spool';

async function spool(): Promise<Spool> {
  const made = new Spool(await tempSpoolDir());
  await made.init();
  return made;
}

/** The counts with a fixed daily limit, as the worker uses them. */
function limited(counts: ReplyCounts, max: number) {
  return {
    file: counts.file,
    take: (address: string, now?: number) => counts.take(address, max, now),
    giveBack: (address: string, at: number) => counts.giveBack(address, at),
  };
}

describe('the automatic replies’ daily limit', () => {
  it('allows 3 replies per address in any 24 hours, then one more as the oldest expires', async () => {
    const limit = limited(new ReplyCounts(await spool()), 3);
    const start = Date.parse('2026-01-01T09:00:00Z');
    for (const hour of [0, 1, 2]) {
      expect(await limit.take('aiko@example.jp', start + hour * 3600_000)).toBe(true);
    }
    expect(await limit.take('aiko@example.jp', start + 3 * 3600_000)).toBe(false);
    expect(await limit.take('AIKO@example.jp ', start + dayMs - 1)).toBe(false);
    expect(await limit.take('ravi@example.in', start + 3 * 3600_000)).toBe(true);
    expect(await limit.take('aiko@example.jp', start + dayMs + 1)).toBe(true);
  });

  it('lets only the allowed number through when replies to one address are taken at once', async () => {
    const limit = limited(new ReplyCounts(await spool()), 3);
    const now = Date.now();
    const taken = await Promise.all(
      Array.from({ length: 8 }, (_, n) => limit.take('aiko@example.jp', now + n)),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
    // And the file holds all three, whatever order the writes finished in.
    const file = JSON.parse(await readFile(limit.file, 'utf8')) as {
      sent: Record<string, number[]>;
    };
    expect(file.sent[addressHash('aiko@example.jp')]).toHaveLength(3);
  });

  it('gives back a reply that could not be sent', async () => {
    const limit = limited(new ReplyCounts(await spool()), 1);
    const now = Date.now();
    expect(await limit.take('aiko@example.jp', now)).toBe(true);
    await limit.giveBack('aiko@example.jp', now);
    expect(await limit.take('aiko@example.jp', now + 1)).toBe(true);
    expect(await limit.take('aiko@example.jp', now + 2)).toBe(false);
  });

  it('keeps its counts on disk, as hashes, for the next start', async () => {
    const shared = await spool();
    const now = Date.now();
    const first = limited(new ReplyCounts(shared), 1);
    await first.take('Aiko@Example.jp', now);
    const text = await readFile(first.file, 'utf8');
    expect(text).toContain(addressHash('aiko@example.jp'));
    expect(text.toLowerCase()).not.toContain('aiko');
    expect(await limited(new ReplyCounts(shared), 1).take('aiko@example.jp', now + 1)).toBe(false);
  });

  it('starts afresh, and says so, when its file cannot be read', async () => {
    const shared = await spool();
    const reasons: string[] = [];
    const limit = limited(new ReplyCounts(shared, (reason) => reasons.push(reason)), 1);
    await writeFile(limit.file, '{"sent": ');
    expect(await limit.take('aiko@example.jp')).toBe(true);
    expect(reasons).toEqual(['not JSON']);
  });
});
