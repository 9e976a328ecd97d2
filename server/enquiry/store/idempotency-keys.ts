/**
 * Idempotency keys: the form sends an `Idempotency-Key` header (a UUID per submission, kept
 * across its retries), so a visitor whose answer was lost can send again without a second
 * enquiry. The first accepted request with a key stores it with a fingerprint of the enquiry and
 * the id chosen for it, before the enquiry itself; a repeat within 24 hours gets the first answer
 * again and nothing new is stored or sent (IETF draft "The Idempotency-Key HTTP Header Field").
 *
 * Because the key and its id are written first, a crash between the two writes leaves a key whose
 * enquiry is missing: the repeat then stores the enquiry under that same id, so it is still stored
 * exactly once.
 *
 * Keys are files in the spool's `idempotency-keys/` folder, named by the SHA-256 of the key (the
 * key itself never becomes a path), and written as the spool writes its records: they survive a
 * restart. `sweep()` removes those older than 24 hours.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Enquiry } from '../../contract/enquiry';
import { isNotFound, type Spool } from './spool';

/** How long a key is remembered. */
const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * A key the service accepts: 8 to 128 letters, digits, `-` and `_` (a UUID is one). Anything else
 * is refused, so no header value reaches a log, a file name or an answer.
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/;

export interface RememberedKey {
  /** SHA-256 of the enquiry as stored: a repeat must carry the same one. */
  fingerprint: string;
  /** The enquiry's id, chosen before it was stored. */
  id: string;
  storedAt: string;
}

export function fingerprintOf(enquiry: Enquiry): string {
  return createHash('sha256').update(JSON.stringify(enquiry)).digest('hex');
}

export class IdempotencyKeys {
  /** Keys whose first request is still being stored (a second one meanwhile gets 409). */
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly spool: Spool,
    private readonly now: () => number = Date.now,
  ) {}

  private file(key: string): string {
    return join(this.spool.dirs.keys, `${createHash('sha256').update(key).digest('hex')}.json`);
  }

  /** The key's record if it was stored in the last 24 hours. */
  async find(key: string): Promise<RememberedKey | null> {
    let text: string;
    try {
      text = await readFile(this.file(key), 'utf8');
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    let record: Partial<RememberedKey>;
    try {
      record = JSON.parse(text) as Partial<RememberedKey>;
    } catch {
      return null; // Half a file cannot be: writes are atomic. Anything else is not ours: forget it.
    }
    const { fingerprint, id, storedAt } = record;
    if (typeof fingerprint !== 'string' || typeof id !== 'string' || typeof storedAt !== 'string') {
      return null;
    }
    if (this.now() - Date.parse(storedAt) > idempotencyKeyLifetimeMs) return null;
    return { fingerprint, id, storedAt };
  }

  async remember(key: string, record: RememberedKey): Promise<void> {
    await this.spool.writeAtomically(this.file(key), `${JSON.stringify(record)}\n`);
  }

  /**
   * Marks a key as in progress; `false` when it already is (a concurrent repeat). The caller
   * calls `release` once it has answered.
   */
  claim(key: string): boolean {
    if (this.inProgress.has(key)) return false;
    this.inProgress.add(key);
    return true;
  }

  release(key: string): void {
    this.inProgress.delete(key);
  }

  /**
   * `claim`, waiting up to `waitMs` for a concurrent request under the key to answer first: for
   * a browser's own post, whose second click cancels the first and shows only the second answer.
   */
  async claimWithin(key: string, waitMs: number): Promise<boolean> {
    const until = Date.now() + waitMs;
    while (!this.claim(key)) {
      if (Date.now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return true;
  }

  /** Removes keys older than 24 hours; returns how many. */
  async sweep(): Promise<number> {
    let removed = 0;
    let names: string[];
    try {
      names = await readdir(this.spool.dirs.keys);
    } catch (error) {
      if (isNotFound(error)) return 0;
      throw error;
    }
    for (const name of names) {
      const path = join(this.spool.dirs.keys, name);
      const stats = await stat(path).catch(() => null);
      if (stats && this.now() - stats.mtimeMs > idempotencyKeyLifetimeMs) {
        await rm(path, { force: true, recursive: true });
        removed += 1;
      }
    }
    return removed;
  }
}
