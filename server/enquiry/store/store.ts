/**
 * What the enquiry service keeps, behind one interface with two implementations: the file spool
 * (./file-store.ts, the default, one process) and PostgreSQL (./postgres-store.ts, any number of
 * processes). Both pass the same contract suite (./store-contract.ts). See
 * docs/decisions/0012-postgresql-store.md.
 */
import type { Enquiry } from '../../../contract/enquiry';

export const enquiryStates = ['pending', 'sent', 'failed', 'corrupt'] as const;
/**
 * `pending` (to deliver), `sent` (the mail server took the staff e-mail), `failed` (refused for
 * good or tried too often: staff look at it and may retry it), `corrupt` (cannot be read as an
 * enquiry, set aside so the rest are delivered).
 */
export type EnquiryState = (typeof enquiryStates)[number];

/** An accepted enquiry and what became of it. */
export interface EnquiryRecord {
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
  /** What became of the automatic reply to the visitor, once the worker has tried it. */
  autoReply?: AutoReplyOutcome;
  /** The staff e-mail's failed attempts so far, once there has been one. */
  delivery?: DeliveryHistory;
  /**
   * When staff last put it back in the queue (`npm run enquiries -- retry`), which also drops its
   * `delivery` history so that it gets a fresh round of attempts.
   */
  retriedAt?: string;
}

/**
 * Failed attempts at the staff e-mail: how many, the last error (the mail server's answer or the
 * connection's failure, never the enquiry), when, and whether it was permanent (a 5xx answer).
 */
export interface DeliveryHistory {
  attempts: number;
  lastError: string;
  lastAttemptAt: string;
  permanent: boolean;
}

/**
 * The automatic reply's outcome: `sent` (with its Message-ID), `limited` (the address had its
 * replies for the day), `invalid-address` (not a plain address), or `failed` after `attempts`
 * tries.
 */
export type AutoReplyOutcome =
  | { status: 'sent'; messageId: string; at: string }
  | { status: 'limited' | 'invalid-address'; at: string }
  | { status: 'failed'; attempts: number; at: string };

/** An idempotency key as remembered: the enquiry's fingerprint and the id chosen for it. */
export interface RememberedKey {
  fingerprint: string;
  id: string;
  storedAt: string;
}

/** How long an idempotency key is remembered. */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** The window of the automatic replies' daily limit. */
export const replyWindowMs = 24 * 60 * 60 * 1000;

/**
 * `stored`: stored now under `id` (the worker is to be told); `repeated`: the key was stored
 * before with the same enquiry, whose id this is (`restored` when a crash had left only the key
 * and the enquiry was stored now); `key-reused`: the key holds another enquiry, nothing was
 * stored.
 */
export type Accepted =
  | { outcome: 'stored'; id: string }
  | { outcome: 'repeated'; id: string; restored?: boolean }
  | { outcome: 'key-reused' };

/** One entry as the staff commands list it; `record` is null when it cannot be read. */
export interface ListedEnquiry {
  id: string;
  state: EnquiryState;
  record: EnquiryRecord | null;
  /** Why the entry cannot be read, when it cannot. */
  unreadable?: string;
}

export type RetryOutcome = { id: string; from: EnquiryState } | { id: string; problem: string };

/** What a purge or an erasure removed (or, dry, would remove). */
export interface Removal {
  enquiries: { id: string; state: EnquiryState }[];
  /** Idempotency keys removed. */
  keys: number;
  /** Automatic-reply counts removed (one per reply sent to an address within its window). */
  replyCounts: number;
}

/**
 * One pending enquiry taken for delivery by this worker alone, until `sent`, `failed` or
 * `release`: no other worker, in this process or another, can take it meanwhile, and a process
 * that dies lets go of it.
 */
export interface DeliveryClaim {
  readonly record: EnquiryRecord;
  /** Writes the record (its automatic reply or its attempts), durably; it stays pending. */
  save(record: EnquiryRecord): Promise<void>;
  /** The mail server took the staff e-mail: the enquiry is sent. Ends the claim. */
  sent(): Promise<void>;
  /** Writes the record (with its last attempt) and moves it to failed. Ends the claim. */
  failed(record: EnquiryRecord): Promise<void>;
  /** Ends the claim, leaving the enquiry as it is. Never throws. */
  release(): Promise<void>;
}

export interface EnquiryStore {
  /** `file` or `postgres`: for logs and the readiness answer. */
  readonly kind: 'file' | 'postgres';
  /** Prepares the store (the folders; the schema's migrations and the pool); called once. */
  open(): Promise<void>;
  close(): Promise<void>;
  /** Reads and writes a probe; throws when the store cannot (`/readyz`). */
  check(): Promise<void>;

  /** The key as remembered, if it was stored within `idempotencyKeyLifetimeMs`. */
  findKey(key: string, now?: Date): Promise<RememberedKey | null>;
  /**
   * Stores an enquiry durably before it resolves; rejects when the store refuses. With a `key`,
   * the key and the enquiry are stored once for all processes sharing the store: a key already
   * held gives `repeated` or `key-reused`.
   */
  accept(
    enquiry: Enquiry,
    options: { key?: string; fingerprint: string; now?: Date },
  ): Promise<Accepted>;
  /** Enquiries stored and not delivered (pending and failed), and the oldest one's arrival. */
  backlog(): Promise<{ undelivered: number; oldestReceivedAt: string | null }>;
  /** Bytes free for the store to grow into (Infinity where the store does not say). */
  freeBytes(): Promise<number>;

  /** Ids of the pending enquiries, oldest first. */
  pendingIds(): Promise<string[]>;
  /**
   * Takes a pending enquiry for delivery: `null` when it is not pending (any more) or another
   * worker holds it. Throws `CorruptRecordError` when it cannot be read; then `setAside` it.
   */
  claim(id: string): Promise<DeliveryClaim | null>;
  /** Moves a pending entry that cannot be read to `corrupt`. */
  setAside(id: string): Promise<void>;

  /** Every entry in the wanted states, oldest first. */
  list(states: readonly EnquiryState[]): Promise<ListedEnquiry[]>;
  /**
   * Puts a failed enquiry (or a corrupt one that reads as an enquiry again) back in the queue,
   * without its delivery history and with `retriedAt`.
   */
  retry(id: string, now?: Date): Promise<RetryOutcome>;
  /**
   * Removes the enquiries received before `before`, in every state, with their keys, the keys
   * older than their lifetime and the automatic-reply counts older than their window. `dryRun`
   * removes nothing and says what it would.
   */
  purge(before: Date, options?: { dryRun?: boolean; now?: Date }): Promise<Removal>;
  /**
   * Removes everything held about an e-mail address (trimmed, any case): its enquiries in every
   * state (unreadable ones that contain it too), their keys and the address's reply counts.
   */
  erase(address: string, options?: { dryRun?: boolean }): Promise<Removal>;

  /**
   * Takes one of the address's automatic replies at `now`, if it has had fewer than `max` in the
   * last `replyWindowMs`: checked and counted at once for every process sharing the store.
   */
  takeReply(address: string, max: number, now?: number): Promise<boolean>;
  /** Gives back a reply taken at `at` that was not sent. */
  giveBackReply(address: string, at: number): Promise<void>;
  /** Removes the keys older than their lifetime; returns how many. */
  sweepKeys(now?: Date): Promise<number>;
}

export class CorruptRecordError extends Error {
  override name = 'CorruptRecordError';
  constructor(
    readonly id: string,
    /** Why the entry cannot be read (for logs and the staff command's listing). */
    readonly reason: string,
  ) {
    super(`enquiry ${id} is corrupt: ${reason}`);
  }
}

/** The form an address is compared in: trimmed, lower case. */
export function addressKey(address: string): string {
  return address.trim().toLowerCase();
}

/** The shape of an enquiry id, for input that names one (the staff command). */
export const enquiryIdPattern = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/;
