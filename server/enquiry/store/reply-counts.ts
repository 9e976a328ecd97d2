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
  private counts: Promise<Map<string, number[]>> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly spool: Spool,
    private readonly max: number,
    private readonly onUnreadable: (reason: string) => void = () => {},
  ) {
    this.file = join(spool.root, 'auto-reply-counts.json');
  }

  /**
   * Takes one of the address's replies at `now`, if it has one left: checked and counted with no
   * wait between, so replies sent at once to the same address (the worker sends several messages
   * at a time) cannot both pass the check. Counted on disk before it resolves; `giveBack` undoes
   * it when the reply could not be sent.
   */
  async take(address: string, now = Date.now()): Promise<boolean> {
    const counts = await this.load();
    const hash = addressHash(address);
    const recent = this.recent(counts, hash, now);
    if (recent.length >= this.max) return false;
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
