// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { until, validEnquiry as enquiry } from '../../../tests/support/enquiry/fixtures';
import { migrate } from './migrate';
import { main, usage } from './migrate-command';
import { PostgresStore, type StoreLogger } from './postgres-store';
import {
  CorruptRecordError,
  idempotencyKeyLifetimeMs,
  type DeliveryClaim,
  type EnquiryRecord,
} from './store';
import { describeStoreContract } from './store-contract';
import {
  createTestDatabase,
  runAsAdmin,
  testDatabaseUrl,
  type TestDatabase,
} from './test-database';

describeStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  return { store: new PostgresStore({ databaseUrl: database.url }), cleanup: database.drop };
});

const unreachable = 'postgres://postgres@127.0.0.1:1/test';

/** What a test opened, closed after it, last first (its stores, then their schemas). */
const opened: { close: () => Promise<void> }[] = [];

afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

async function testDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  opened.push({ close: database.drop });
  return database;
}

/** An opened store; `name` marks its connections (application_name) for the test to find. */
async function openedStore(
  database: TestDatabase,
  name?: string,
  logger?: StoreLogger,
): Promise<PostgresStore> {
  const url = name ? `${database.url}&application_name=${name}` : database.url;
  const store = new PostgresStore({ databaseUrl: url, logger });
  opened.push(store);
  await store.open();
  return store;
}

async function acceptedId(store: PostgresStore): Promise<string> {
  const outcome = await store.accept(enquiry, { fingerprint: 'fp' });
  if (outcome.outcome !== 'stored') throw new Error('not stored');
  return outcome.id;
}

/** Ends the connections of the stores named `name`, as the end of their process would. */
async function endConnections(name: string, advisoryLocksOnly = false): Promise<number> {
  const { rows } = await runAsAdmin(
    `SELECT pg_terminate_backend(activity.pid) AS ended FROM pg_stat_activity activity
     WHERE activity.application_name = $1 AND (NOT $2 OR EXISTS (
       SELECT 1 FROM pg_locks WHERE pg_locks.pid = activity.pid AND locktype = 'advisory'))`,
    [name, advisoryLocksOnly],
  );
  return rows.length;
}

/** Claims `id` once another process has let go of it (within 5 seconds). */
async function claimWithin(store: PostgresStore, id: string): Promise<DeliveryClaim> {
  const end = Date.now() + 5_000;
  for (;;) {
    const claim = await store.claim(id);
    if (claim) return claim;
    if (Date.now() > end) throw new Error(`${id} was not let go of`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function logged(): StoreLogger & { warnings: object[] } {
  const warnings: object[] = [];
  return { warnings, info: () => undefined, warn: (object) => warnings.push(object) };
}

describe('PostgreSQL store: migrations', () => {
  it('makes its tables in the schema of the search_path, once', async () => {
    const database = await testDatabase();
    expect(await migrate(database.url)).toEqual(['1764300000000_enquiries']);
    expect(await migrate(database.url)).toEqual([]);
    const { rows } = await runAsAdmin(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1
       ORDER BY table_name`,
      [database.schema],
    );
    expect(rows.map((row: { table_name: string }) => row.table_name)).toEqual([
      'auto_replies',
      'enquiries',
      'enquiry_migrations',
      'idempotency_keys',
    ]);
  });

  it('lets two processes migrate at once: one applies, the other waits and finds it done', async () => {
    const database = await testDatabase();
    const applied = await Promise.all([migrate(database.url), migrate(database.url)]);
    expect(applied.flat()).toEqual(['1764300000000_enquiries']);
  });

  it('refuses a search_path none of whose schemas exists', async () => {
    const url = `${testDatabaseUrl()}?options=${encodeURIComponent('-c search_path=no_such_schema')}`;
    await expect(migrate(url)).rejects.toThrow(/No schema of the connection’s search_path exists/);
  });

  it('has a command that applies them and says what it applied', async () => {
    const database = await testDatabase();
    const io = () => {
      const out: string[] = [];
      const err: string[] = [];
      const env = { DATABASE_URL: database.url };
      return {
        out,
        err,
        io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), env },
      };
    };
    const first = io();
    expect(await main([], first.io)).toBe(0);
    expect(first.out.join('')).toBe('applied 1764300000000_enquiries\n');
    const second = io();
    expect(await main([], second.io)).toBe(0);
    expect(second.out.join('')).toMatch(/up to date/);

    const help = io();
    expect(await main(['--help'], help.io)).toBe(0);
    expect(help.out.join('')).toBe(usage);

    const unset = io();
    expect(await main([], { ...unset.io, env: {} })).toBe(2);
    expect(unset.err.join('')).toMatch(/DATABASE_URL is not set/);

    const down = io();
    expect(await main([], { ...down.io, env: { DATABASE_URL: unreachable } })).toBe(1);
    expect(down.err.join('')).toMatch(/^enquiries:migrate: .*ECONNREFUSED/);
  });
});

describe('PostgreSQL store: several processes', () => {
  it('lets one process hold a claim; when its connection ends, another takes the enquiry', async () => {
    const database = await testDatabase();
    const name = `store-a-${database.schema}`;
    const first = await openedStore(database, name, logged());
    const second = await openedStore(database);
    const id = await acceptedId(first);

    const held = await first.claim(id);
    expect(held).not.toBeNull();
    expect(await second.claim(id)).toBeNull();

    // The first process is killed: its connections end, and PostgreSQL drops its locks.
    expect(await endConnections(name, true)).toBe(1);
    const taken = await claimWithin(second, id);
    expect(taken.record.id).toBe(id);

    // The first store's claim is gone with its connection; the store itself carries on.
    await expect(held?.sent()).rejects.toThrow();
    await expect(held?.release()).resolves.toBeUndefined();
    await expect(first.check()).resolves.toBeUndefined();
    expect(await first.claim(id)).toBeNull();
    await taken.release();
  });

  it('stores one enquiry for one key accepted by two processes at once', async () => {
    const database = await testDatabase();
    const stores = [await openedStore(database), await openedStore(database)];
    const key = 'c2a4be6d-3a43-4bfb-9f6e-53e9ab2b3a0c';
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        stores[index % 2]!.accept(enquiry, { key, fingerprint: 'fp' }),
      ),
    );
    expect(outcomes.filter(({ outcome }) => outcome === 'stored')).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => ('id' in outcome ? outcome.id : '')))).toHaveLength(1);
    expect(await stores[0]!.list(['pending'])).toHaveLength(1);
  });

  it('counts an address’s replies across processes', async () => {
    const database = await testDatabase();
    const stores = [await openedStore(database), await openedStore(database)];
    const now = Date.now();
    const taken = await Promise.all(
      Array.from({ length: 10 }, (_, index) => stores[index % 2]!.takeReply(enquiry.email, 3, now)),
    );
    expect(taken.filter(Boolean)).toHaveLength(3);
  });
});

describe('PostgreSQL store: a database that fails', () => {
  it('rejects every call while the database cannot be reached', async () => {
    const store = new PostgresStore({ databaseUrl: unreachable });
    opened.push(store);
    await expect(store.open()).rejects.toThrow(/ECONNREFUSED/);
    await expect(store.accept(enquiry, { fingerprint: 'fp' })).rejects.toThrow(/ECONNREFUSED/);
    await expect(store.check()).rejects.toThrow(/ECONNREFUSED/);
    await expect(store.claim('2026-03-02T09-00-00-000Z-0badc0de')).rejects.toThrow();
    await expect(store.backlog()).rejects.toThrow();
  });

  it('fails its check on a database that is read-only', async () => {
    const database = await testDatabase();
    await migrate(database.url);
    const options = `-c search_path=${database.schema} -c default_transaction_read_only=on`;
    const store = new PostgresStore({
      databaseUrl: `${testDatabaseUrl()}?options=${encodeURIComponent(options)}`,
    });
    opened.push(store);
    await expect(store.check()).rejects.toThrow(/read-only transaction/);
    await expect(store.accept(enquiry, { fingerprint: 'fp' })).rejects.toThrow(/read-only/);
  });

  it('outlives connections the server ends, and connects again', async () => {
    const database = await testDatabase();
    const name = `store-b-${database.schema}`;
    const logger = logged();
    const store = await openedStore(database, name, logger);
    await Promise.all([store.check(), store.check(), store.backlog()]);
    expect(await endConnections(name)).toBeGreaterThan(0);
    await until(() => logger.warnings.length > 0);
    expect(logger.warnings[0]).toMatchObject({ event: 'store-connection-lost' });
    await until(() =>
      store.check().then(
        () => true,
        () => false,
      ),
    );
    expect(await acceptedId(store)).toMatch(/Z-/);
  });
});

describe('PostgreSQL store: rows it did not write', () => {
  it('sets aside, lists, refuses to retry and erases a record that is not an enquiry', async () => {
    const database = await testDatabase();
    const store = await openedStore(database);
    const id = '2026-03-02T09-00-00-000Z-0badc0de';
    await runAsAdmin(
      `INSERT INTO ${database.schema}.enquiries (id, state, received_at, record)
       VALUES ($1, 'pending', now(), $2)`,
      [id, JSON.stringify({ id, enquiry: 'garbled: AIKO.TANAKA@example.jp' })],
    );
    await expect(store.claim(id)).rejects.toBeInstanceOf(CorruptRecordError);
    // The failed claim let go of the enquiry: it can be claimed (and fail) again.
    await expect(store.claim(id)).rejects.toThrow(`enquiry ${id} is corrupt: not an enquiry`);
    await store.setAside(id);
    expect(await store.pendingIds()).toEqual([]);
    expect(await store.list(['corrupt'])).toEqual([
      { id, state: 'corrupt', record: null, unreadable: 'not an enquiry' },
    ]);
    expect(await store.retry(id)).toEqual({
      id,
      problem: 'is corrupt and cannot be read (not an enquiry): fix its record, then retry it',
    });
    expect(await store.erase(' aiko.tanaka@EXAMPLE.jp')).toEqual({
      enquiries: [{ id, state: 'corrupt' }],
      keys: 0,
      replyCounts: 0,
    });
  });

  it('refuses to retry a record that holds another id', async () => {
    const database = await testDatabase();
    const store = await openedStore(database);
    const id = await acceptedId(store);
    const claim = await store.claim(id);
    const record = { ...claim?.record, id: 'someone-else' } as EnquiryRecord;
    await claim?.failed(record);
    expect(await store.retry(id)).toEqual({
      id,
      problem: 'holds the id someone-else: fix its record, then retry it',
    });
  });

  it('purges keys past their lifetime whose enquiries stay', async () => {
    const database = await testDatabase();
    const store = await openedStore(database);
    const now = new Date();
    await store.accept(enquiry, { key: 'kept-enquiry-key', fingerprint: 'fp', now });
    const removal = await store.purge(new Date(0), {
      now: new Date(now.getTime() + idempotencyKeyLifetimeMs + 60_000),
    });
    expect(removal).toEqual({ enquiries: [], keys: 1, replyCounts: 0 });
    expect(await store.list(['pending'])).toHaveLength(1);
  });
});
