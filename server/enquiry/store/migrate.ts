/**
 * The PostgreSQL store's schema, brought up to date from the SQL files in ./migrations by
 * node-pg-migrate, in the connection's own schema (docs/decisions/0012-postgresql-store.md).
 */
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';

/** Where the migrations are: `<timestamp>_<name>.sql`, each with an Up and a Down section. */
const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The table recording which migrations have run, in the store's schema; named for the store so
 * that another application using node-pg-migrate in the same schema keeps its own.
 */
const migrationsTable = 'enquiry_migrations';

/**
 * The migrations' advisory lock (the store's own, so that it never holds up another application's
 * node-pg-migrate, which fails rather than waits by default).
 */
const migrationLock = 0x456e7175_6972; // "Enquir"

export interface MigrateOptions {
  /** Told node-pg-migrate's progress, line by line (nothing is logged without it). */
  log?: (message: string) => void;
}

/** Applies the migrations not yet run; resolves to their names (none when up to date). */
export async function migrate(
  databaseUrl: string,
  options: MigrateOptions = {},
): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'enquiry-migrate',
  });
  // A connection that fails midway rejects the query in progress; unheard, it would throw.
  client.on('error', (error) => log(`connection error: ${error.message}`));
  await client.connect();
  try {
    const schema = await currentSchema(client);
    const applied = await runner({
      dbClient: client,
      dir: migrationsDir,
      direction: 'up',
      schema,
      migrationsTable,
      checkOrder: true,
      singleTransaction: true,
      lockValue: migrationLock,
      advisoryLockMode: 'wait',
      log,
    });
    return applied.map(({ name }) => name);
  } finally {
    await client.end();
  }
}

/** The schema new tables go in, as the connection's search_path resolves it. */
async function currentSchema(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ schema: string | null }>(
    'SELECT current_schema() AS schema',
  );
  const schema = rows[0]?.schema;
  if (!schema) {
    throw new Error(
      'No schema of the connection’s search_path exists: create it, or name one that does',
    );
  }
  return schema;
}
