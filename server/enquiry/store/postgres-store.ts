/**
 * The PostgreSQL store: the enquiries, their idempotency keys and the automatic replies' counts in
 * three tables (./migrations), shared by any number of service processes
 * (docs/decisions/0012-postgresql-store.md).
 */
import pg from 'pg';
import type { Enquiry } from '../../../contract/enquiry';
import { migrate } from './migrate';
import { takeClaim } from './postgres-claim';
import {
  inTransaction,
  type HeldConnection,
  type Row,
  type StoreLogger,
} from './postgres-connection';
import { acceptUnderKey, findKey, insertEnquiry, sweepKeys } from './postgres-keys';
import { eraseRows, purgeRows } from './postgres-removal';
import { giveBackReply, takeReplyRow } from './postgres-reply-counts';
import { isEnquiryRecord, notAnEnquiry } from './record-check';
import { newEnquiryId } from './spool';
import {
  enquiryIdPattern,
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

const quietLogger: StoreLogger = { info: () => undefined, warn: () => undefined };

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

  findKey(key: string, now = new Date()): Promise<RememberedKey | null> {
    return findKey(this.pool, key, now);
  }

  /** Stores the enquiry, with its key in one transaction (./postgres-keys.ts) when it has one. */
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
    return this.transaction((connection) =>
      acceptUnderKey(connection, enquiry, { key, fingerprint, id, now }),
    );
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

  /** A session advisory lock on the id, held by a connection of its own (./postgres-claim.ts). */
  claim(id: string): Promise<DeliveryClaim | null> {
    return takeClaim(this.pool, this.logger, id);
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

  /** One transaction (./postgres-removal.ts); a dry run makes the same changes and rolls them back. */
  purge(
    before: Date,
    { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
  ): Promise<Removal> {
    return this.transaction((connection) => purgeRows(connection, before, now), {
      commit: !dryRun,
    });
  }

  /** One transaction (./postgres-removal.ts); a dry run makes the same changes and rolls them back. */
  erase(address: string, { dryRun = false }: { dryRun?: boolean } = {}): Promise<Removal> {
    return this.transaction((connection) => eraseRows(connection, address), { commit: !dryRun });
  }

  /** Counts and takes under a lock of the address, held until the transaction ends. */
  takeReply(address: string, max: number, now = Date.now()): Promise<boolean> {
    return this.transaction((connection) => takeReplyRow(connection, address, max, now));
  }

  giveBackReply(address: string, at: number): Promise<void> {
    return giveBackReply(this.pool, address, at);
  }

  sweepKeys(now = new Date()): Promise<number> {
    return sweepKeys(this.pool, now);
  }

  private transaction<T>(
    work: (connection: HeldConnection) => Promise<T>,
    options?: { commit?: boolean },
  ): Promise<T> {
    return inTransaction(this.pool, this.logger, work, options);
  }
}
