/**
 * The PostgreSQL store's connections: one taken from the pool for a transaction or a claim, whose
 * failures between queries are logged rather than thrown, and the transaction run on one.
 */
import type pg from 'pg';

/** Where the store's messages go (the service's logger). */
export interface StoreLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/** A row's columns as pg reads them (timestamptz as a Date, jsonb parsed). */
export type Row = Record<string, unknown>;

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
 * Runs `work` in a transaction on a connection of its own and commits it (or, with
 * `commit: false`, rolls it back); any error rolls it back. A connection that cannot even roll
 * back is closed rather than returned to the pool.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  logger: StoreLogger,
  work: (connection: HeldConnection) => Promise<T>,
  { commit = true }: { commit?: boolean } = {},
): Promise<T> {
  const connection = await HeldConnection.take(pool, logger);
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
