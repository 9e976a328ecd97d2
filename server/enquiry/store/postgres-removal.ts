/**
 * The PostgreSQL store's removals, each in the transaction it is given (rolled back for a dry
 * run): the purge past the retention and the erasure of an address.
 */
import { keyLifetimeStart } from './postgres-keys';
import type { HeldConnection, Row } from './postgres-connection';
import { isEnquiryRecord } from './record-check';
import { addressHash } from './reply-counts';
import { addressKey, replyWindowMs, type EnquiryState, type Removal } from './store';

function removedEntries(rows: Row[]): Removal['enquiries'] {
  return rows
    .map((row) => ({ id: String(row.id), state: row.state as EnquiryState }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Removes the enquiries received before `before` with their keys, and the keys and reply counts
 * past their lifetime at `now`.
 */
export async function purgeRows(
  connection: HeldConnection,
  before: Date,
  now: Date,
): Promise<Removal> {
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
}

/**
 * Removes the address's enquiries, their keys and its reply counts. Its enquiries are those whose
 * e-mail field is it (trimmed, any case: the index on that expression finds them), and those set
 * aside or unreadable whose text mentions it (found by reading every row, which an erasure, rare
 * and by hand, can afford).
 */
export async function eraseRows(connection: HeldConnection, address: string): Promise<Removal> {
  const wanted = addressKey(address);
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
}
