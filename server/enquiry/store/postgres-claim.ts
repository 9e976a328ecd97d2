/**
 * A PostgreSQL store's delivery claim: a session advisory lock on the enquiry's id, held by a
 * connection of its own for the whole delivery, on which each write commits at once; the lock
 * goes when the claim ends or the connection does (docs/decisions/0012-postgresql-store.md).
 */
import type pg from 'pg';
import { HeldConnection, type StoreLogger } from './postgres-connection';
import { isEnquiryRecord, notAnEnquiry } from './record-check';
import { CorruptRecordError, type DeliveryClaim, type EnquiryRecord } from './store';

/** The first key of the claims' advisory locks; the second is `hashtext` of the id. */
const claimLocks = 0x456e71; // "Enq"

/**
 * Ends a claim's hold on its connection: unlocks the enquiry and returns the connection to the
 * pool, or, if that fails, closes the connection, which drops its locks too. Never throws.
 */
async function letGo(connection: HeldConnection, id: string): Promise<void> {
  try {
    await connection.query('SELECT pg_advisory_unlock($1, hashtext($2))', [claimLocks, id]);
    connection.release();
  } catch {
    connection.release(true);
  }
}

/**
 * Claims the pending enquiry `id`: locks the id on a connection of its own (without waiting:
 * `null` when another worker holds it), then reads the row again, since it may have been
 * delivered between the worker's listing and the lock.
 */
export async function takeClaim(
  pool: pg.Pool,
  logger: StoreLogger,
  id: string,
): Promise<DeliveryClaim | null> {
  const connection = await HeldConnection.take(pool, logger);
  try {
    const lock = await connection.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
      claimLocks,
      id,
    ]);
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

class PostgresClaim implements DeliveryClaim {
  private ended = false;

  constructor(
    private readonly connection: HeldConnection,
    private readonly id: string,
    readonly record: EnquiryRecord,
  ) {}

  async save(record: EnquiryRecord): Promise<void> {
    this.mustBeHeld();
    await this.connection.query(
      'UPDATE enquiries SET record = $2::jsonb, updated_at = now() WHERE id = $1',
      [this.id, JSON.stringify(record)],
    );
  }

  async sent(): Promise<void> {
    await this.end("UPDATE enquiries SET state = 'sent', updated_at = now() WHERE id = $1", [
      this.id,
    ]);
  }

  async failed(record: EnquiryRecord): Promise<void> {
    await this.end(
      "UPDATE enquiries SET state = 'failed', record = $2::jsonb, updated_at = now() WHERE id = $1",
      [this.id, JSON.stringify(record)],
    );
  }

  async release(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await letGo(this.connection, this.id);
  }

  /** Writes the claim's last change (committed before the lock goes), then lets go. */
  private async end(text: string, values: unknown[]): Promise<void> {
    this.mustBeHeld();
    this.ended = true;
    try {
      await this.connection.query(text, values);
    } catch (error) {
      this.connection.release(true);
      throw error;
    }
    await letGo(this.connection, this.id);
  }

  private mustBeHeld(): void {
    if (this.ended) throw new Error(`the claim of enquiry ${this.id} has ended`);
  }
}
