/**
 * A PostgreSQL store's delivery claim: a session advisory lock on the enquiry's id, held by a
 * connection of its own for the whole delivery, on which each write commits at once; the lock
 * goes when the claim ends or the connection does (docs/decisions/0012-postgresql-store.md).
 */
import type pg from 'pg';
import type { DeliveryClaim, EnquiryRecord } from './store';

/** Where the store's messages go (the service's logger). */
export interface StoreLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/** The first key of the claims' advisory locks; the second is `hashtext` of the id. */
export const claimLocks = 0x456e71; // "Enq"

/** A row's columns as pg reads them. */
type Row = Record<string, unknown>;

/**
 * A connection taken from the pool for a transaction or a claim. While it is held, a failure of
 * its connection between queries is logged (unheard, it would be thrown and end the process); a
 * query in progress rejects by itself. `release(true)` closes it instead of returning it.
 */
export class HeldConnection {
  private released = false;

  private constructor(
    private readonly client: pg.PoolClient,
    private readonly onError: (error: Error) => void,
  ) {}

  static async take(pool: pg.Pool, logger: StoreLogger): Promise<HeldConnection> {
    const client = await pool.connect();
    const onError = (error: Error) =>
      logger.warn({ event: 'store-connection-lost', err: error.message }, 'connection lost');
    client.on('error', onError);
    return new HeldConnection(client, onError);
  }

  async query(text: string, values: unknown[] = []): Promise<pg.QueryResult<Row>> {
    return this.client.query<Row>(text, values);
  }

  release(close = false): void {
    if (this.released) return;
    this.released = true;
    this.client.removeListener('error', this.onError);
    this.client.release(close);
  }
}

/**
 * Ends a claim's hold on its connection: unlocks the enquiry and returns the connection to the
 * pool, or, if that fails, closes the connection, which drops its locks too. Never throws.
 */
export async function letGo(connection: HeldConnection, id: string): Promise<void> {
  try {
    await connection.query('SELECT pg_advisory_unlock($1, hashtext($2))', [claimLocks, id]);
    connection.release();
  } catch {
    connection.release(true);
  }
}

export class PostgresClaim implements DeliveryClaim {
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
