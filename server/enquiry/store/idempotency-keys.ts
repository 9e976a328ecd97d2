/**
 * The file store's idempotency keys: one file per key in the spool's `idempotency-keys/`, named
 * by the SHA-256 of the key (the key itself never becomes a path) and written as the spool writes
 * its records, before the enquiry: a crash between the two leaves a key whose enquiry a repeat
 * then stores under the same id. See docs/decisions/0009-exactly-once-delivery.md.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isNotFound, type Spool } from './spool';
import { idempotencyKeyLifetimeMs, type RememberedKey } from './store';

export class IdempotencyKeys {
  constructor(private readonly spool: Spool) {}

  private file(key: string): string {
    return join(this.spool.dirs.keys, `${createHash('sha256').update(key).digest('hex')}.json`);
  }

  /** The key's record if it was stored within its lifetime. */
  async find(key: string, now = Date.now()): Promise<RememberedKey | null> {
    const record = await this.readFile(this.file(key));
    if (!record || now - Date.parse(record.storedAt) > idempotencyKeyLifetimeMs) return null;
    return record;
  }

  /** A key file's record, whatever its age; `null` when there is none or it is not one. */
  private async readFile(path: string): Promise<RememberedKey | null> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
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
    return { fingerprint, id, storedAt };
  }

  async remember(key: string, record: RememberedKey): Promise<void> {
    await this.spool.writeAtomically(this.file(key), `${JSON.stringify(record)}\n`);
  }

  /**
   * Removes the keys older than their lifetime and, with `ids`, those holding one of these
   * enquiries; returns how many (with `dryRun`, how many it would).
   */
  async sweep(now = Date.now(), ids?: ReadonlySet<string>, dryRun = false): Promise<number> {
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
      if (!stats) continue;
      const held = stats.isFile() ? await this.readFile(path).catch(() => null) : null;
      // Its own time when it reads as a key, else its file's.
      const storedAt = held ? Date.parse(held.storedAt) : stats.mtimeMs;
      const expired = now - storedAt > idempotencyKeyLifetimeMs || (held && ids?.has(held.id));
      if (!expired) continue;
      if (!dryRun) await rm(path, { force: true, recursive: true });
      removed += 1;
    }
    return removed;
  }
}
