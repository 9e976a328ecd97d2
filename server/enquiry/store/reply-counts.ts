/**
 * The file store's count of automatic replies per address in the last 24 hours (the daily limit
 * that keeps the form from flooding someone's inbox): `auto-reply-counts.json` in the spool,
 * written atomically, holding a SHA-256 of each address, never the address.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Spool } from './spool';
import { addressKey, replyWindowMs } from './store';

export const dayMs = replyWindowMs;

interface CountsFile {
  /** Address hash → times (ms since the epoch) of the replies sent to it in the window. */
  sent: Record<string, number[]>;
}

export function addressHash(address: string): string {
  return createHash('sha256').update(addressKey(address)).digest('hex');
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

export class ReplyCounts {
  readonly file: string;
  private counts: Promise<Map<string, number[]>> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly spool: Spool,
    private readonly onUnreadable: (reason: string) => void = () => {},
  ) {
    this.file = join(spool.root, 'auto-reply-counts.json');
  }

  /**
   * Takes one of the address's replies at `now`, if it has had fewer than `max`: checked and counted with no
   * wait between, so replies sent at once to the same address (the worker sends several messages
   * at a time) cannot both pass the check. Counted on disk before it resolves; `giveBack` undoes
   * it when the reply could not be sent.
   */
  async take(address: string, max: number, now = Date.now()): Promise<boolean> {
    const counts = await this.load();
    const hash = addressHash(address);
    const recent = this.recent(counts, hash, now);
    if (recent.length >= max) return false;
    counts.set(hash, [...recent, now]);
    await this.save(now);
    return true;
  }

  /** Returns a reply taken at `at` that was not sent. */
  async giveBack(address: string, at: number): Promise<void> {
    const counts = await this.load();
    const hash = addressHash(address);
    counts.set(
      hash,
      (counts.get(hash) ?? []).filter((time) => time !== at),
    );
    await this.save(at);
  }

  /** Removes the counts outside the window at `now`; returns how many (dry: would). */
  async prune(now: number, dryRun = false): Promise<number> {
    const counts = await this.load();
    let old = 0;
    for (const times of counts.values()) old += times.filter((time) => time <= now - dayMs).length;
    if (!dryRun && old > 0) await this.save(now);
    return old;
  }

  /** Removes every count of an address; returns how many (dry: would). */
  async forget(address: string, dryRun = false): Promise<number> {
    const counts = await this.load();
    const hash = addressHash(address);
    const held = counts.get(hash)?.length ?? 0;
    if (!dryRun && held > 0) {
      counts.delete(hash);
      await this.save(Date.now());
    }
    return held;
  }

  /**
   * Writes the counts, one write at a time, each of the counts as they are when it starts (so the
   * last write holds every change). Addresses with nothing left in the window leave the file.
   */
  private save(now: number): Promise<void> {
    const write = async () => {
      const counts = await this.load();
      for (const [key, times] of counts) {
        const kept = times.filter((time) => time > now - dayMs);
        if (kept.length === 0) counts.delete(key);
        else counts.set(key, kept);
      }
      const file: CountsFile = { sent: Object.fromEntries(counts) };
      await this.spool.writeAtomically(this.file, `${JSON.stringify(file)}\n`);
    };
    this.writing = this.writing.catch(() => undefined).then(write);
    return this.writing;
  }

  private recent(counts: Map<string, number[]>, hash: string, now: number): number[] {
    return (counts.get(hash) ?? []).filter((time) => time > now - dayMs && time <= now);
  }

  /** The counts, read from disk once (one read even when asked for at once). */
  private load(): Promise<Map<string, number[]>> {
    this.counts ??= this.read();
    return this.counts;
  }

  private async read(): Promise<Map<string, number[]>> {
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
    return new Map(Object.entries((parsed as CountsFile).sent));
  }
}
