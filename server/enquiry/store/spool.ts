/**
 * The spool: accepted enquiries on disk, a folder per state, each file written to a temporary
 * file, fsynced and renamed, so that it survives a crash (docs/decisions/0003-enquiry-spool.md).
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, statfs } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Enquiry } from '../../../contract/enquiry';
import { isEnquiryRecord, notAnEnquiry } from './record-check';
import { CorruptRecordError, enquiryStates, type EnquiryRecord, type EnquiryState } from './store';

/** The largest record file read; anything bigger is not one the service wrote. */
const maxRecordBytes = 1024 * 1024;

export class Spool {
  readonly dirs: Record<EnquiryState | 'tmp' | 'keys', string>;

  constructor(readonly root: string) {
    this.dirs = {
      tmp: join(root, 'tmp'),
      pending: join(root, 'pending'),
      sent: join(root, 'sent'),
      failed: join(root, 'failed'),
      corrupt: join(root, 'corrupt'),
      keys: join(root, 'idempotency-keys'),
    };
  }

  /**
   * Enquiries stored and not delivered (pending and failed), as counted at `init()` or the last
   * `countUndelivered()`, plus those accepted since, minus those sent since: what the backlog limit
   * compares, without listing a folder per request.
   */
  undelivered = 0;

  async init(): Promise<void> {
    for (const dir of Object.values(this.dirs)) await mkdir(dir, { recursive: true });
    await this.countUndelivered();
  }

  /** Counts the undelivered enquiries afresh (the worker does as it lists `pending/`). */
  async countUndelivered(): Promise<number> {
    this.undelivered = (await this.ids('pending')).length + (await this.ids('failed')).length;
    return this.undelivered;
  }

  /** Bytes free to this process on the spool's disk. */
  async freeBytes(): Promise<number> {
    const stats = await statfs(this.root);
    return stats.bavail * stats.bsize;
  }

  /**
   * Stores an enquiry durably and returns its record. Rejects if the disk refuses. `id` is given
   * when it was chosen beforehand (an idempotency key holds it), else a new one is made.
   */
  async accept(enquiry: Enquiry, now = new Date(), id = newEnquiryId(now)): Promise<EnquiryRecord> {
    const record: EnquiryRecord = { id, receivedAt: now.toISOString(), enquiry };
    await this.write('pending', record);
    this.undelivered += 1;
    return record;
  }

  /** Replaces a record in its state as `accept()` writes one: a crash leaves the old or the new. */
  async update(state: EnquiryState, record: EnquiryRecord): Promise<void> {
    await this.write(state, record);
  }

  /**
   * Writes a small file of the spool atomically: temporary file, fsync, rename to `target`, fsync
   * of its folder. `target` is a path in the spool (the auto-reply counts use it too).
   */
  async writeAtomically(target: string, text: string): Promise<void> {
    const temporary = join(this.dirs.tmp, `${randomUUID()}.tmp`);
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(text);
      await file.sync();
    } catch (error) {
      await file.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await file.close();
    await rename(temporary, target);
    await syncDir(dirname(target));
  }

  private async write(state: EnquiryState, record: EnquiryRecord): Promise<void> {
    await this.writeAtomically(this.path(state, record.id), `${JSON.stringify(record)}\n`);
  }

  path(state: EnquiryState, id: string): string {
    return join(this.dirs[state], `${id}.json`);
  }

  /** Ids in a state, oldest first (none when the state's folder does not exist yet). */
  async ids(state: EnquiryState): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dirs[state]);
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  }

  /**
   * Reads a record; throws `CorruptRecordError` when the entry cannot be read as an enquiry: not a
   * regular file (a folder, a link, a pipe, which would block a plain read), refused by its
   * permissions, too big, not JSON, or not an enquiry. Any other error (the disk) is thrown as is.
   */
  async read(state: EnquiryState, id: string): Promise<EnquiryRecord> {
    let text: string;
    try {
      text = await readRegularFile(this.path(state, id));
    } catch (error) {
      const reason = unreadable(error);
      if (reason) throw new CorruptRecordError(id, reason);
      throw error;
    }
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      throw new CorruptRecordError(id, 'not JSON');
    }
    if (!isEnquiryRecord(record)) throw new CorruptRecordError(id, notAnEnquiry);
    return record;
  }

  /** The state a record is in, or `null` when there is none by that id. */
  async stateOf(id: string): Promise<EnquiryState | null> {
    for (const state of enquiryStates) {
      try {
        await access(this.path(state, id));
        return state;
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    return null;
  }

  /** Removes an entry of any kind, durably. */
  async remove(state: EnquiryState, id: string): Promise<void> {
    await rm(this.path(state, id), { force: true, recursive: true });
    await syncDir(this.dirs[state]);
    if (state === 'pending' || state === 'failed')
      this.undelivered = Math.max(0, this.undelivered - 1);
  }

  /** An entry's text when it is a regular file the spool could have written, else `null`. */
  async text(state: EnquiryState, id: string): Promise<string | null> {
    try {
      return await readRegularFile(this.path(state, id));
    } catch {
      return null;
    }
  }

  async move(id: string, from: EnquiryState, to: EnquiryState): Promise<void> {
    await rename(this.path(from, id), this.path(to, id));
    await syncDir(this.dirs[to]);
    const undelivered = (state: EnquiryState) => state === 'pending' || state === 'failed';
    this.undelivered += Number(undelivered(to)) - Number(undelivered(from));
  }
}

/** A new enquiry id: sortable by arrival, unique without coordination. */
export function newEnquiryId(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
}

/**
 * A file's text, read only if it is a regular file of at most `maxRecordBytes`: opened without
 * following a link and without blocking (a pipe would otherwise hold the read forever).
 */
async function readRegularFile(path: string): Promise<string> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new UnreadableError('not a regular file');
    if (stats.size > maxRecordBytes)
      throw new UnreadableError(`larger than ${maxRecordBytes} bytes`);
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

class UnreadableError extends Error {}

/** Why an entry cannot be read as a record, or `null` for an error of the disk itself. */
function unreadable(error: unknown): string | null {
  if (error instanceof UnreadableError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reasons: Record<string, string> = {
    EISDIR: 'a folder',
    ELOOP: 'a symbolic link',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENXIO: 'not a regular file',
  };
  return (code && reasons[code]) ?? null;
}

export function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
