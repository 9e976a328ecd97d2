/**
 * Test support: a schema of its own for each PostgreSQL store under test, in the database at
 * TEST_DATABASE_URL (by default the local `test` database as `postgres`), so that suites running
 * at once never see each other's rows. The tests need that database: without it they fail, and
 * say where they looked.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const defaultUrl = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** The database's address with the schema first in its search_path. */
  url: string;
  /** The schema's name (safe as an SQL identifier as it is). */
  schema: string;
  /** Drops the schema and everything in it. */
  drop: () => Promise<void>;
}

/** The database the tests use (TEST_DATABASE_URL, else the local `test` database). */
export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? defaultUrl;
}

/** `url` with `schema` first in the search_path of each connection it opens. */
function withSearchPath(url: string, schema: string): string {
  const address = new URL(url);
  address.searchParams.delete('options');
  const separator = address.search ? '&' : '?';
  return `${address.href}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** Runs one statement as the tests' administrator. */
export async function runAsAdmin(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL is not reachable for the tests (${reason}): start it, or set TEST_DATABASE_URL`,
      { cause: error },
    );
  }
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** Creates an empty, uniquely named schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const schema = `enquiry_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await runAsAdmin(`CREATE SCHEMA ${schema}`);
  return {
    url: withSearchPath(testDatabaseUrl(), schema),
    schema,
    drop: async () => {
      await runAsAdmin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}
