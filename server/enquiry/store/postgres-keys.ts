/**
 * The PostgreSQL store's idempotency keys, kept as their SHA-256 beside the enquiry's fingerprint
 * and id, and stored with the enquiry in one transaction under a unique index, so that one key
 * makes one enquiry for every process (docs/decisions/0012-postgresql-store.md).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Enquiry } from '../../../contract/enquiry';
import type { HeldConnection, Row } from './postgres-connection';
import {
  idempotencyKeyLifetimeMs,
  type Accepted,
  type EnquiryRecord,
  type RememberedKey,
} from './store';

/** What the store's queries run on: a connection it holds, or the pool for a single statement. */
type Queryable = Pick<HeldConnection, 'query'> | pg.Pool;

/** The idempotency key as stored: its SHA-256, so the key itself never reaches the database. */
function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The earliest `storedAt` of a key still remembered at `now`. */
export function keyLifetimeStart(now: Date): string {
  return new Date(now.getTime() - idempotencyKeyLifetimeMs).toISOString();
}

/** Inserts a pending enquiry; `ifAbsent` leaves one already stored under the id as it is. */
export async function insertEnquiry(
  connection: Queryable,
  record: EnquiryRecord,
  ifAbsent = false,
): Promise<void> {
  await connection.query(
    `INSERT INTO enquiries (id, state, received_at, record) VALUES ($1, 'pending', $2, $3::jsonb)
     ${ifAbsent ? 'ON CONFLICT (id) DO NOTHING' : ''}`,
    [record.id, record.receivedAt, JSON.stringify(record)],
  );
}

export async function findKey(
  pool: pg.Pool,
  key: string,
  now: Date,
): Promise<RememberedKey | null> {
  const { rows } = await pool.query<Row>(
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
 * Stores the key and the enquiry (under `id`) in the transaction of `connection`. A key held by a
 * concurrent transaction (of this process or another) makes the insert wait on the unique index
 * until that one commits, then see it: a key is stored once, and so is its enquiry. A key past
 * its lifetime is replaced.
 */
export async function acceptUnderKey(
  connection: HeldConnection,
  enquiry: Enquiry,
  { key, fingerprint, id, now }: { key: string; fingerprint: string; id: string; now: Date },
): Promise<Accepted> {
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
}

/** Removes the keys older than their lifetime; resolves to how many. */
export async function sweepKeys(pool: pg.Pool, now: Date): Promise<number> {
  const { rowCount } = await pool.query('DELETE FROM idempotency_keys WHERE stored_at < $1', [
    keyLifetimeStart(now),
  ]);
  return rowCount ?? 0;
}
