/**
 * The file store: the spool (./spool.ts), its idempotency keys (./idempotency-keys.ts) and the
 * automatic replies' counts (./reply-counts.ts) behind the store interface. The default, it needs
 * no database, and belongs to one service process: its claims and its keys in progress live in
 * that process's memory (docs/decisions/0012-postgresql-store.md).
 */
import { stat } from 'node:fs/promises';
import type { Enquiry } from '../../../contract/enquiry';
import { IdempotencyKeys } from './idempotency-keys';
import { ReplyCounts } from './reply-counts';
import { isNotFound, newEnquiryId, Spool } from './spool';
import {
  addressKey,
  CorruptRecordError,
  enquiryIdPattern,
  enquiryStates,
  type Accepted,
  type DeliveryClaim,
  type EnquiryRecord,
  type EnquiryState,
  type EnquiryStore,
  type ListedEnquiry,
  type RememberedKey,
  type Removal,
  type RetryOutcome,
} from './store';

/** When an enquiry arrived, read from its id (ids begin with the arrival time). */
function arrivalOf(id: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/u.exec(id);
  if (!match) return null;
  const [, day, hours, minutes, seconds, ms] = match;
  const time = Date.parse(
    `${day ?? ''}T${hours ?? ''}:${minutes ?? ''}:${seconds ?? ''}.${ms ?? ''}Z`,
  );
  return Number.isNaN(time) ? null : time;
}

export class FileStore implements EnquiryStore {
  readonly kind = 'file';
  readonly spool: Spool;
  private readonly keys: IdempotencyKeys;
  private readonly replies: ReplyCounts;
  /** Ids a worker of this process holds. */
  private readonly claimed = new Set<string>();
  /** Each key's latest `accept`, so that requests under one key are answered one at a time. */
  private readonly accepting = new Map<string, Promise<unknown>>();
  private oldest: { value: string | null; at: number } = { value: null, at: 0 };

  constructor(root: string, options: { onUnreadableCounts?: (reason: string) => void } = {}) {
    this.spool = new Spool(root);
    this.keys = new IdempotencyKeys(this.spool);
    this.replies = new ReplyCounts(this.spool, options.onUnreadableCounts);
  }

  async open(): Promise<void> {
    await this.spool.init();
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }

  async check(): Promise<void> {
    await this.spool.writeAtomically(`${this.spool.dirs.tmp}/ready-probe`, `${Date.now()}\n`);
    await this.spool.ids('pending');
  }

  findKey(key: string, now = new Date()): Promise<RememberedKey | null> {
    return this.keys.find(key, now.getTime());
  }

  accept(
    enquiry: Enquiry,
    options: { key?: string; fingerprint: string; now?: Date },
  ): Promise<Accepted> {
    const { key } = options;
    if (key === undefined) return this.acceptOnce(enquiry, options);
    const previous = this.accepting.get(key) ?? Promise.resolve();
    const turn = previous.catch(() => undefined).then(() => this.acceptOnce(enquiry, options));
    this.accepting.set(key, turn);
    const forget = () => {
      if (this.accepting.get(key) === turn) this.accepting.delete(key);
    };
    turn.then(forget, forget);
    return turn;
  }

  private async acceptOnce(
    enquiry: Enquiry,
    { key, fingerprint, now = new Date() }: { key?: string; fingerprint: string; now?: Date },
  ): Promise<Accepted> {
    if (key !== undefined) {
      const known = await this.keys.find(key, now.getTime());
      if (known) {
        if (known.fingerprint !== fingerprint) return { outcome: 'key-reused' };
        // A crash between the key and the enquiry left the key alone: store it under its id.
        if (await this.spool.stateOf(known.id)) return { outcome: 'repeated', id: known.id };
        await this.spool.accept(enquiry, now, known.id);
        return { outcome: 'repeated', id: known.id, restored: true };
      }
    }
    const id = newEnquiryId(now);
    // The key first, so that a crash between the writes never leaves an enquiry without it.
    if (key !== undefined) {
      await this.keys.remember(key, { fingerprint, id, storedAt: now.toISOString() });
    }
    await this.spool.accept(enquiry, now, id);
    return { outcome: 'stored', id };
  }

  async backlog(): Promise<{ undelivered: number; oldestReceivedAt: string | null }> {
    // The count is kept as enquiries come and go; the oldest is looked up at most once a second.
    if (Date.now() - this.oldest.at > 1_000) {
      const [first] = [
        ...(await this.spool.ids('pending')),
        ...(await this.spool.ids('failed')),
      ].sort();
      const arrival = first === undefined ? null : arrivalOf(first);
      this.oldest = {
        value: arrival === null ? null : new Date(arrival).toISOString(),
        at: Date.now(),
      };
    }
    return { undelivered: this.spool.undelivered, oldestReceivedAt: this.oldest.value };
  }

  freeBytes(): Promise<number> {
    return this.spool.freeBytes();
  }

  async pendingIds(): Promise<string[]> {
    const pending = await this.spool.ids('pending');
    this.spool.undelivered = pending.length + (await this.spool.ids('failed')).length;
    return pending;
  }

  async claim(id: string): Promise<DeliveryClaim | null> {
    if (this.claimed.has(id)) return null;
    this.claimed.add(id);
    let record: EnquiryRecord;
    try {
      record = await this.spool.read('pending', id);
    } catch (error) {
      this.claimed.delete(id);
      if (isNotFound(error)) return null; // Moved meanwhile (by staff, or delivered already).
      throw error;
    }
    const { spool, claimed } = this;
    return {
      record,
      save: (updated) => spool.update('pending', updated),
      async sent() {
        await spool.move(id, 'pending', 'sent');
        claimed.delete(id);
      },
      async failed(updated) {
        await spool.update('pending', updated);
        await spool.move(id, 'pending', 'failed');
        claimed.delete(id);
      },
      release: () => {
        claimed.delete(id);
        return Promise.resolve();
      },
    };
  }

  async setAside(id: string): Promise<void> {
    await this.spool.move(id, 'pending', 'corrupt');
  }

  async list(states: readonly EnquiryState[]): Promise<ListedEnquiry[]> {
    const entries: ListedEnquiry[] = [];
    for (const state of states) {
      for (const id of await this.spool.ids(state)) {
        try {
          entries.push({ id, state, record: await this.spool.read(state, id) });
        } catch (error) {
          if (error instanceof CorruptRecordError) {
            entries.push({ id, state, record: null, unreadable: error.reason });
          } else if (!isNotFound(error)) throw error;
        }
      }
    }
    return entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /**
   * Rewrites the record in place without its delivery history and with `retriedAt` (atomically),
   * and only then moves it to `pending/`: a crash between the two leaves it where it was, where
   * retrying it again finishes the job.
   */
  async retry(id: string, now = new Date()): Promise<RetryOutcome> {
    if (!enquiryIdPattern.test(id)) {
      return { id, problem: 'is not an enquiry id (like 2026-01-31T09-15-00-000Z-1a2b3c4d)' };
    }
    const state = await this.spool.stateOf(id);
    if (state === null) return { id, problem: 'is not in the store' };
    if (state === 'pending') {
      return { id, problem: 'is pending, not failed: it is already in the queue' };
    }
    if (state === 'sent') return { id, problem: 'is sent, not failed: it was delivered' };
    let record: EnquiryRecord;
    try {
      record = await this.spool.read(state, id);
    } catch (error) {
      if (!(error instanceof CorruptRecordError)) throw error;
      const file = this.spool.path(state, id);
      return {
        id,
        problem: `is ${state} and cannot be read (${error.reason}): fix ${file}, then retry it`,
      };
    }
    // The record is rewritten under its own id, so a file holding another would write elsewhere.
    if (record.id !== id) {
      return { id, problem: `holds the id ${record.id}: fix the file, then retry it` };
    }
    const retried: EnquiryRecord = { ...record, retriedAt: now.toISOString() };
    delete retried.delivery;
    await this.spool.update(state, retried);
    await this.spool.move(id, state, 'pending');
    return { id, from: state };
  }

  async purge(
    before: Date,
    { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
  ): Promise<Removal> {
    const enquiries: Removal['enquiries'] = [];
    for (const state of enquiryStates) {
      for (const id of await this.spool.ids(state)) {
        if ((await this.arrival(state, id)) < before.getTime()) enquiries.push({ id, state });
      }
    }
    return this.remove(enquiries, dryRun, now, (counts) => counts.prune(now.getTime(), dryRun));
  }

  async erase(address: string, { dryRun = false }: { dryRun?: boolean } = {}): Promise<Removal> {
    const wanted = addressKey(address);
    const enquiries: Removal['enquiries'] = [];
    for (const state of enquiryStates) {
      for (const id of await this.spool.ids(state)) {
        if (await this.holds(state, id, wanted)) enquiries.push({ id, state });
      }
    }
    return this.remove(enquiries, dryRun, new Date(), (counts) => counts.forget(wanted, dryRun));
  }

  /** Removes the enquiries, the keys of them and of the past, and (by `counts`) reply counts. */
  private async remove(
    enquiries: Removal['enquiries'],
    dryRun: boolean,
    now: Date,
    counts: (replies: ReplyCounts) => Promise<number>,
  ): Promise<Removal> {
    const keys = await this.keys.sweep(
      now.getTime(),
      new Set(enquiries.map(({ id }) => id)),
      dryRun,
    );
    if (!dryRun) {
      for (const { id, state } of enquiries) await this.spool.remove(state, id);
    }
    return { enquiries, keys, replyCounts: await counts(this.replies) };
  }

  /** When an entry arrived: from its id, else its record, else its file's last change. */
  private async arrival(state: EnquiryState, id: string): Promise<number> {
    const fromId = arrivalOf(id);
    if (fromId !== null) return fromId;
    try {
      return Date.parse((await this.spool.read(state, id)).receivedAt);
    } catch {
      return (await stat(this.spool.path(state, id))).mtimeMs;
    }
  }

  /** Whether an entry is the address's: its e-mail field, or, unreadable, any mention of it. */
  private async holds(state: EnquiryState, id: string, address: string): Promise<boolean> {
    try {
      return addressKey((await this.spool.read(state, id)).enquiry.email) === address;
    } catch (error) {
      if (!(error instanceof CorruptRecordError)) return false;
      const text = await this.spool.text(state, id);
      return text !== null && text.toLowerCase().includes(address);
    }
  }

  takeReply(address: string, max: number, now = Date.now()): Promise<boolean> {
    return this.replies.take(address, max, now);
  }

  giveBackReply(address: string, at: number): Promise<void> {
    return this.replies.giveBack(address, at);
  }

  sweepKeys(now = new Date()): Promise<number> {
    return this.keys.sweep(now.getTime());
  }
}
