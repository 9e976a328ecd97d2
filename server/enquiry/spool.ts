/**
 * The spool: accepted enquiries on disk until they are delivered. A file reaches `pending/` only
 * through write-to-temporary, fsync, rename, fsync of the folder, so once `accept()` resolves the
 * enquiry survives a crash or a power cut.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { enquiryTextFields, type Enquiry } from '../../contract/enquiry';

export interface SpooledEnquiry {
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
  /** What became of the automatic reply to the visitor, once the worker has tried it. */
  autoReply?: AutoReplyOutcome;
}

/**
 * The automatic reply's outcome: `sent` (with its Message-ID), `limited` (the address had its
 * replies for the day), `invalid-address` (not a plain address), or `failed` after `attempts`
 * tries (tried again with the staff e-mail's retries, up to a bound: see worker.ts).
 */
export type AutoReplyOutcome =
  | { status: 'sent'; messageId: string; at: string }
  | { status: 'limited' | 'invalid-address'; at: string }
  | { status: 'failed'; attempts: number; at: string };

export type SpoolState = 'pending' | 'sent' | 'corrupt';

export class Spool {
  readonly dirs: Record<SpoolState | 'tmp', string>;

  constructor(readonly root: string) {
    this.dirs = {
      tmp: join(root, 'tmp'),
      pending: join(root, 'pending'),
      sent: join(root, 'sent'),
      corrupt: join(root, 'corrupt'),
    };
  }

  async init(): Promise<void> {
    for (const dir of Object.values(this.dirs)) await mkdir(dir, { recursive: true });
  }

  /** Stores an enquiry durably and returns its record. Rejects if the disk refuses. */
  async accept(enquiry: Enquiry, now = new Date()): Promise<SpooledEnquiry> {
    const record: SpooledEnquiry = {
      // Sortable by arrival, unique without coordination.
      id: `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`,
      receivedAt: now.toISOString(),
      enquiry,
    };
    await this.write('pending', record);
    return record;
  }

  /** Replaces a record in its state as `accept()` writes one: a crash leaves the old or the new. */
  async update(state: SpoolState, record: SpooledEnquiry): Promise<void> {
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

  private async write(state: SpoolState, record: SpooledEnquiry): Promise<void> {
    await this.writeAtomically(this.path(state, record.id), `${JSON.stringify(record)}\n`);
  }

  path(state: SpoolState, id: string): string {
    return join(this.dirs[state], `${id}.json`);
  }

  /** Ids in a state, oldest first. */
  async ids(state: SpoolState): Promise<string[]> {
    const names = await readdir(this.dirs[state]);
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  }

  /** Reads a record; throws `CorruptRecordError` when the file is not a valid enquiry. */
  async read(state: SpoolState, id: string): Promise<SpooledEnquiry> {
    const text = await readFile(this.path(state, id), 'utf8');
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      throw new CorruptRecordError(id, 'not JSON');
    }
    if (!isSpooledEnquiry(record)) throw new CorruptRecordError(id, 'not an enquiry');
    return record;
  }

  async move(id: string, from: SpoolState, to: SpoolState): Promise<void> {
    await rename(this.path(from, id), this.path(to, id));
    await syncDir(this.dirs[to]);
  }
}

export class CorruptRecordError extends Error {
  override name = 'CorruptRecordError';
  constructor(
    readonly id: string,
    reason: string,
  ) {
    super(`spool record ${id} is corrupt: ${reason}`);
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isSpooledEnquiry(value: unknown): value is SpooledEnquiry {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<SpooledEnquiry>;
  const enquiry = record.enquiry as Partial<Enquiry> | undefined;
  return (
    typeof record.id === 'string' &&
    typeof record.receivedAt === 'string' &&
    typeof enquiry === 'object' &&
    enquiryTextFields.every((field) => typeof enquiry[field] === 'string') &&
    enquiry.consent === true
  );
}
