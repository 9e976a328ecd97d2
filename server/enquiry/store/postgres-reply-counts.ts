/**
 * The PostgreSQL store's automatic-reply counts: a row per reply taken, holding a SHA-256 of the
 * address, counted and taken under a lock of that hash, so that every process sees one count.
 */
import type pg from 'pg';
import type { HeldConnection } from './postgres-connection';
import { addressHash } from './reply-counts';
import { replyWindowMs } from './store';

/**
 * The first key of the reply counts' advisory locks (`pg_advisory_xact_lock(int, int)`, whose
 * second key is `hashtext` of the address hash); the claims' is in ./postgres-claim.ts.
 */
const replyLocks = 0x456e72; // "Enr"

/**
 * Takes one of the address's replies at `now` if it has had fewer than `max` in the window, in
 * the transaction of `connection`, under a lock of the address held until that transaction ends.
 */
export async function takeReplyRow(
  connection: HeldConnection,
  address: string,
  max: number,
  now: number,
): Promise<boolean> {
  const hash = addressHash(address);
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
}

/** Gives back one reply taken at `at` that was not sent. */
export async function giveBackReply(pool: pg.Pool, address: string, at: number): Promise<void> {
  await pool.query(
    `DELETE FROM auto_replies WHERE ctid IN (
       SELECT ctid FROM auto_replies WHERE address_hash = $1 AND sent_at = $2 LIMIT 1)`,
    [addressHash(address), at],
  );
}
