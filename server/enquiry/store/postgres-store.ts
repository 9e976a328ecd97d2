/**
 * The PostgreSQL store: the enquiries, their idempotency keys and the automatic replies' counts in
 * three tables (./migrations), shared by any number of service processes. Whatever one process
 * must see of another's work is decided by the database: a key is stored once under a unique
 * index, a reply is counted under a lock of its address, and an enquiry is delivered by one
 * worker at a time under a lock of its id (docs/decisions/0012-postgresql-store.md).
 *
 * A delivery claim spans several commits (the automatic reply's outcome and each attempt are
 * durable at once, before the staff e-mail's send ends), so it cannot be a row lock, which lives
 * only as long as one transaction. It is a session-level advisory lock held by a connection taken
 * from the pool for the claim: every write of the claim commits on that connection, and the lock
 * goes with the connection. A process that dies (even killed with SIGKILL) drops its connections,
 * and PostgreSQL releases their locks, so another worker can take the enquiry.
 *
 * When the database is unreachable every call rejects (the service answers 503 and the worker
 * tries again later); the pool opens new connections once it is back. A connection that fails
 * while it waits in the pool or while a claim holds it is logged, never thrown.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Enquiry } from '../../../contract/enquiry';
import { migrate } from './migrate';
import {
  claimLocks,
  HeldConnection,
  letGo,
  PostgresClaim,
  type StoreLogger,
} from './postgres-claim';
import { isEnquiryRecord } from './record-check';
import { addressHash } from './reply-counts';
import { newEnquiryId } from './spool';
import {
  addressKey,
  CorruptRecordError,
  enquiryIdPattern,
  idempotencyKeyLifetimeMs,
  replyWindowMs,
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

export type { StoreLogger };

export interface PostgresStoreOptions {
  /** postgres://user:password@host:5432/database, with `?options=-c%20search_path%3D…` if wanted. */
  databaseUrl: string;
  /** Connections at most (default 10). Each delivery in flight holds one while it lasts. */
  poolSize?: number;
  logger?: StoreLogger;
}

/**
 * The first key of the reply counts' advisory locks (`pg_advisory_xact_lock(int, int)`, whose
 * second key is `hashtext` of the address hash); the claims' is in ./postgres-claim.ts.
 */
const replyLocks = 0x456e72; // "Enr"

/** Why an entry cannot be read: a row holds valid JSON, so only its shape can be wrong. */
const notAnEnquiry = 'not an enquiry';

const quietLogger: StoreLogger = { info: () => undefined, warn: () => undefined };

/** A row's columns as pg reads them (timestamptz as a Date, jsonb parsed). */
type Row = Record<string, unknown>;

/** The idempotency key as stored: its SHA-256, so the key itself never reaches the database. */
function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The earliest `storedAt` of a key still remembered at `now`. */
function keyLifetimeStart(now: Date): string {
  return new Date(now.getTime() - idempotencyKeyLifetimeMs).toISOString();
}

function byId<T extends { id: string }>(entries: T[]): T[] {
  return entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export class PostgresStore implements EnquiryStore {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private readonly logger: StoreLogger;
  private closing: Promise<void> | null = null;

  constructor(private readonly options: PostgresStoreOptions) {
    this.logger = options.logger ?? quietLogger;
    this.pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // The address may name another (`application_name=…`): it wins.
      application_name: 'enquiry-service',
      // A database that does not answer fails the call rather than holding it.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    // An idle connection that fails (the database restarted) leaves the pool, which opens a new
    // one when asked; unheard, the error would end the process.
    this.pool.on('error', (error) =>
      this.logger.warn({ event: 'store-connection-lost', err: error.message }, 'connection lost'),
    );
  }

  /** Brings the schema up to date (./migrate.ts); the pool connects as it is first used. */
  async open(): Promise<void> {
    const applied = await migrate(this.options.databaseUrl);
    if (applied.length > 0) {
      this.logger.info({ event: 'store-migrated', migrations: applied }, 'schema migrated');
    }
  }

  /** Closes the pool's connections once the claims held are released. */
  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }

  /** Reads the table of enquiries and writes a probe row in a transaction that is rolled back. */
  async check(): Promise<void> {
    await this.transaction(
      async (connection) => {
        await connection.query('SELECT 1 FROM enquiries LIMIT 1');
        const { rowCount } = await connection.query(
          "INSERT INTO auto_replies (address_hash, sent_at) VALUES ('readiness probe', 0)",
        );
        if (rowCount !== 1) throw new Error('the readiness probe was not written');
      },
      { commit: false },
    );
  }

  async findKey(key: string, now = new Date()): Promise<RememberedKey | null> {
    const { rows } = await this.pool.query<Row>(
      `SELECT fingerprint, enquiry_id, stored_at FROM idempotency_keys
       WHERE key_hash = $1 AND stored_at >= $2`,
      [keyHash(key), keyLifetimeStart(now)],
    );
    const [row] = rows;
    if (!row) return null;
    return {
      fingerprint: String(row.fingerprint),
      id: String(row.enquiry_id),
      storedAt: (row.stored_at as Date).toISOString(),
    };
  }

  /**
   * Stores the key and the enquiry in one transaction. A key held by a concurrent transaction (of
   * this process or another) makes the insert wait on the unique index until that one commits,
   * then see it: a key is stored once, and so is its enquiry. A key past its lifetime is replaced.
   */
  async accept(
    enquiry: Enquiry,
    { key, fingerprint, now = new Date() }: { key?: string; fingerprint: string; now?: Date },
  ): Promise<Accepted> {
    const id = newEnquiryId(now);
    if (key === undefined) {
      // One statement, committed as it returns: no transaction to open.
      await insertEnquiry(this.pool, { id, receivedAt: now.toISOString(), enquiry });
      return { outcome: 'stored', id };
    }
    return this.transaction(async (connection) => {
      const hash = keyHash(key);
      const taken = await connection.query(
        `INSERT INTO idempotency_keys AS held (key_hash, fingerprint, enquiry_id, stored_at)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (key_hash) DO UPDATE
           SET fingerprint = excluded.fingerprint, enquiry_id = excluded.enquiry_id,
               stored_at = excluded.stored_at
           WHERE held.stored_at < $5`,
        [hash, fingerprint, id, now.toISOString(), keyLifetimeStart(now)],
      );
      if (taken.rowCount === 1) {
        await insertEnquiry(connection, { id, receivedAt: now.toISOString(), enquiry });
        return { outcome: 'stored', id };
      }
      const { rows } = await connection.query(
        'SELECT fingerprint, enquiry_id FROM idempotency_keys WHERE key_hash = $1',
        [hash],
      );
      const [held] = rows;
      if (!held) throw new Error('an idempotency key went away while it was locked');
      if (held.fingerprint !== fingerprint) return { outcome: 'key-reused' };
      const heldId = String(held.enquiry_id);
      // Only the key is left (its enquiry was removed alone): store the enquiry under its id.
      await insertEnquiry(connection, { id: heldId, receivedAt: now.toISOString(), enquiry }, true);
      return { outcome: 'repeated', id: heldId };
    });
  }

  async backlog(): Promise<{ undelivered: number; oldestReceivedAt: string | null }> {
    const { rows } = await this.pool.query<Row>(
      `SELECT count(*)::int AS undelivered, min(received_at) AS oldest FROM enquiries
       WHERE state IN ('pending', 'failed')`,
    );
    const oldest = rows[0]?.oldest;
    return {
      undelivered: Number(rows[0]?.undelivered ?? 0),
      oldestReceivedAt: oldest instanceof Date ? oldest.toISOString() : null,
    };
  }

  /** PostgreSQL does not say; its own monitoring watches the disk. */
  freeBytes(): Promise<number> {
    return Promise.resolve(Infinity);
  }

  async pendingIds(): Promise<string[]> {
    const { rows } = await this.pool.query<Row>(
      "SELECT id FROM enquiries WHERE state = 'pending' ORDER BY id",
    );
    return rows.map((row) => String(row.id));
  }

  /**
   * Locks the id on a connection of its own (without waiting: `null` when another worker holds
   * it), then reads the row again, since it may have been delivered between the worker's listing
   * and the lock.
   */
  async claim(id: string): Promise<DeliveryClaim | null> {
    const connection = await HeldConnection.take(this.pool, this.logger);
    try {
      const lock = await connection.query(
        'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
        [claimLocks, id],
      );
      if (lock.rows[0]?.locked !== true) {
        connection.release();
        return null;
      }
      const { rows } = await connection.query('SELECT state, record FROM enquiries WHERE id = $1', [
        id,
      ]);
      const [row] = rows;
      if (row?.state !== 'pending') {
        await letGo(connection, id);
        return null;
      }
      if (!isEnquiryRecord(row.record)) {
        await letGo(connection, id);
        throw new CorruptRecordError(id, notAnEnquiry);
      }
      return new PostgresClaim(connection, id, row.record);
    } catch (error) {
      // Unless let go of already, the connection may hold the lock: close it, dropping its locks.
      connection.release(true);
      throw error;
    }
  }

  async setAside(id: string): Promise<void> {
    await this.pool.query(
      "UPDATE enquiries SET state = 'corrupt', updated_at = now() WHERE id = $1 AND state = 'pending'",
      [id],
    );
  }

  async list(states: readonly EnquiryState[]): Promise<ListedEnquiry[]> {
    const { rows } = await this.pool.query<Row>(
      'SELECT id, state, record FROM enquiries WHERE state = ANY($1::text[]) ORDER BY id',
      [[...states]],
    );
    return rows.map((row): ListedEnquiry => {
      const id = String(row.id);
      const state = row.state as EnquiryState;
      return isEnquiryRecord(row.record)
        ? { id, state, record: row.record }
        : { id, state, record: null, unreadable: notAnEnquiry };
    });
  }

  /** Rewrites the record and moves it to pending in one transaction, the row locked meanwhile. */
  async retry(id: string, now = new Date()): Promise<RetryOutcome> {
    if (!enquiryIdPattern.test(id)) {
      return { id, problem: 'is not an enquiry id (like 2026-01-31T09-15-00-000Z-1a2b3c4d)' };
    }
    return this.transaction(async (connection): Promise<RetryOutcome> => {
      const { rows } = await connection.query(
        'SELECT state, record FROM enquiries WHERE id = $1 FOR UPDATE',
        [id],
      );
      const [row] = rows;
      if (!row) return { id, problem: 'is not in the store' };
      const state = row.state as EnquiryState;
      if (state === 'pending') {
        return { id, problem: 'is pending, not failed: it is already in the queue' };
      }
      if (state === 'sent') return { id, problem: 'is sent, not failed: it was delivered' };
      if (!isEnquiryRecord(row.record)) {
        return {
          id,
          problem: `is ${state} and cannot be read (${notAnEnquiry}): fix its record, then retry it`,
        };
      }
      // The worker would deliver and log it under the id it holds.
      if (row.record.id !== id) {
        return { id, problem: `holds the id ${row.record.id}: fix its record, then retry it` };
      }
      const retried: EnquiryRecord = { ...row.record, retriedAt: now.toISOString() };
      delete retried.delivery;
      await connection.query(
        "UPDATE enquiries SET state = 'pending', record = $2::jsonb, updated_at = now() WHERE id = $1",
        [id, JSON.stringify(retried)],
      );
      return { id, from: state };
    });
  }

  /** One transaction; a dry run makes the same changes and rolls them back. */
  async purge(
    before: Date,
    { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
  ): Promise<Removal> {
    return this.transaction(
      async (connection) => {
        const removed = await connection.query(
          'DELETE FROM enquiries WHERE received_at < $1 RETURNING id, state',
          [before.toISOString()],
        );
        const enquiries = removedEntries(removed.rows);
        const keys = await connection.query(
          'DELETE FROM idempotency_keys WHERE enquiry_id = ANY($1::text[]) OR stored_at < $2',
          [enquiries.map(({ id }) => id), keyLifetimeStart(now)],
        );
        const replies = await connection.query('DELETE FROM auto_replies WHERE sent_at <= $1', [
          now.getTime() - replyWindowMs,
        ]);
        return { enquiries, keys: keys.rowCount ?? 0, replyCounts: replies.rowCount ?? 0 };
      },
      { commit: !dryRun },
    );
  }

  /**
   * The address's enquiries are those whose e-mail field is it (trimmed, any case: the index on
   * that expression finds them), and those set aside or unreadable whose text mentions it (found
   * by reading every row, which an erasure, rare and by hand, can afford). One transaction; a dry
   * run makes the same changes and rolls them back.
   */
  async erase(address: string, { dryRun = false }: { dryRun?: boolean } = {}): Promise<Removal> {
    const wanted = addressKey(address);
    return this.transaction(
      async (connection) => {
        const byField = await connection.query(
          `SELECT id FROM enquiries WHERE lower(btrim(record -> 'enquiry' ->> 'email')) = $1`,
          [wanted],
        );
        const mentioning = await connection.query(
          'SELECT id, state, record FROM enquiries WHERE strpos(lower(record::text), $1) > 0',
          [wanted],
        );
        const ids = new Set(byField.rows.map((row) => String(row.id)));
        for (const row of mentioning.rows) {
          if (row.state === 'corrupt' || !isEnquiryRecord(row.record)) ids.add(String(row.id));
        }
        const removed = await connection.query(
          'DELETE FROM enquiries WHERE id = ANY($1::text[]) RETURNING id, state',
          [[...ids]],
        );
        const keys = await connection.query(
          'DELETE FROM idempotency_keys WHERE enquiry_id = ANY($1::text[])',
          [[...ids]],
        );
        const replies = await connection.query('DELETE FROM auto_replies WHERE address_hash = $1', [
          addressHash(address),
        ]);
        return {
          enquiries: removedEntries(removed.rows),
          keys: keys.rowCount ?? 0,
          replyCounts: replies.rowCount ?? 0,
        };
      },
      { commit: !dryRun },
    );
  }

  /** Counts and takes under a lock of the address, held until the transaction ends. */
  async takeReply(address: string, max: number, now = Date.now()): Promise<boolean> {
    const hash = addressHash(address);
    return this.transaction(async (connection) => {
      await connection.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [replyLocks, hash]);
      const { rows } = await connection.query(
        `SELECT count(*)::int AS taken FROM auto_replies
         WHERE address_hash = $1 AND sent_at > $2 AND sent_at <= $3`,
        [hash, now - replyWindowMs, now],
      );
      if (Number(rows[0]?.taken ?? 0) >= max) return false;
      await connection.query('INSERT INTO auto_replies (address_hash, sent_at) VALUES ($1, $2)', [
        hash,
        now,
      ]);
      return true;
    });
  }

  async giveBackReply(address: string, at: number): Promise<void> {
    await this.pool.query(
      `DELETE FROM auto_replies WHERE ctid IN (
         SELECT ctid FROM auto_replies WHERE address_hash = $1 AND sent_at = $2 LIMIT 1)`,
      [addressHash(address), at],
    );
  }

  async sweepKeys(now = new Date()): Promise<number> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM idempotency_keys WHERE stored_at < $1',
      [keyLifetimeStart(now)],
    );
    return rowCount ?? 0;
  }

  /**
   * Runs `work` in a transaction on a connection of its own and commits it (or, with
   * `commit: false`, rolls it back); any error rolls it back. A connection that cannot even roll
   * back is closed rather than returned to the pool.
   */
  private async transaction<T>(
    work: (connection: HeldConnection) => Promise<T>,
    { commit = true }: { commit?: boolean } = {},
  ): Promise<T> {
    const connection = await HeldConnection.take(this.pool, this.logger);
    let result: T;
    try {
      await connection.query('BEGIN');
      result = await work(connection);
      await connection.query(commit ? 'COMMIT' : 'ROLLBACK');
    } catch (error) {
      const rolledBack = await connection.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      connection.release(!rolledBack);
      throw error;
    }
    connection.release();
    return result;
  }
}

/** Inserts a pending enquiry; `ifAbsent` leaves one already stored under the id as it is. */
async function insertEnquiry(
  connection: Pick<HeldConnection, 'query'> | pg.Pool,
  record: EnquiryRecord,
  ifAbsent = false,
): Promise<void> {
  await connection.query(
    `INSERT INTO enquiries (id, state, received_at, record) VALUES ($1, 'pending', $2, $3::jsonb)
     ${ifAbsent ? 'ON CONFLICT (id) DO NOTHING' : ''}`,
    [record.id, record.receivedAt, JSON.stringify(record)],
  );
}

function removedEntries(rows: Row[]): Removal['enquiries'] {
  return byId(rows.map((row) => ({ id: String(row.id), state: row.state as EnquiryState })));
}
