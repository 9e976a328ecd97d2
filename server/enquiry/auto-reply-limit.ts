/**
 * How many automatic replies each address has had in the last 24 hours, so that the form cannot
 * be used to flood someone's inbox: at most `max` per address (trimmed, case-insensitive) in any
 * rolling 24 hours. Kept in the spool folder (`auto-reply-counts.json`, written atomically) so a
 * restart does not reset it; it stores a SHA-256 of each address, never the address.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Spool } from './spool';

export const dayMs = 24 * 60 * 60_000;

interface CountsFile {
  /** Address hash → times (ms since the epoch) of the replies sent to it in the window. */
  sent: Record<string, number[]>;
}

export function addressHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

function isCountsFile(value: unknown): value is CountsFile {
  if (typeof value !== 'object' || value === null) return false;
  const sent: unknown = (value as Record<string, unknown>).sent;
  return (
    typeof sent === 'object' &&
    sent !== null &&
    Object.values(sent).every(
      (times) => Array.isArray(times) && times.every((time) => typeof time === 'number'),
    )
  );
}

export class AutoReplyLimit {
  readonly file: string;
  private counts: Map<string, number[]> | null = null;

  constructor(
    private readonly spool: Spool,
    private readonly max: number,
    private readonly onUnreadable: (reason: string) => void = () => {},
  ) {
    this.file = join(spool.root, 'auto-reply-counts.json');
  }

  /** Whether `address` may get another reply at `now`. */
  async allows(address: string, now = Date.now()): Promise<boolean> {
    const counts = await this.load();
    return this.recent(counts, addressHash(address), now).length < this.max;
  }

  /** Counts a reply sent to `address` at `now`, on disk before it resolves. */
  async record(address: string, now = Date.now()): Promise<void> {
    const counts = await this.load();
    const hash = addressHash(address);
    counts.set(hash, [...this.recent(counts, hash, now), now]);
    // Addresses with nothing left in the window leave the file.
    for (const key of counts.keys()) {
      const kept = this.recent(counts, key, now);
      if (kept.length === 0) counts.delete(key);
      else counts.set(key, kept);
    }
    const file: CountsFile = { sent: Object.fromEntries(counts) };
    await this.spool.writeAtomically(this.file, `${JSON.stringify(file)}\n`);
  }

  private recent(counts: Map<string, number[]>, hash: string, now: number): number[] {
    return (counts.get(hash) ?? []).filter((time) => time > now - dayMs && time <= now);
  }

  private async load(): Promise<Map<string, number[]>> {
    if (this.counts) return this.counts;
    let parsed: unknown = { sent: {} };
    try {
      parsed = JSON.parse(await readFile(this.file, 'utf8'));
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing) this.onUnreadable('not JSON');
    }
    if (!isCountsFile(parsed)) {
      this.onUnreadable('not a counts file');
      parsed = { sent: {} };
    }
    this.counts = new Map(Object.entries((parsed as CountsFile).sent));
    return this.counts;
  }
}
