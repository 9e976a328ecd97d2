// @vitest-environment node
/**
 * Two enquiry service processes on one PostgreSQL database: one killed during sends, both given
 * the same Idempotency-Key at once, the database gone for 2 s under load. Nothing acknowledged is
 * lost, and a copy carries the first's Message-ID.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  allIn,
  count,
  enquiry,
  environment,
  post,
  sink,
  type StateView,
} from '../../tests/support/enquiry/fault-suite';
import { tempSpoolDir, until } from '../../tests/support/enquiry/fixtures';
import { type MailSink } from '../../tests/support/enquiry/mail-sink';
import {
  crash,
  killServices,
  startServiceProcess,
  type ServiceProcess,
} from '../../tests/support/enquiry/service-process';
import { startTcpProxy, type TcpProxy } from '../../tests/support/enquiry/tcp-proxy';
import { PostgresStore } from './store/postgres-store';
import { createTestDatabase, type TestDatabase } from './store/test-database';

describe('the enquiry service on PostgreSQL under faults', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let store: PostgresStore;
  let proxy: TcpProxy | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
    store = new PostgresStore({ databaseUrl: database.url, poolSize: 2 });
    await store.open();
  });

  afterEach(async () => {
    killServices();
    await proxy?.close();
    proxy = undefined;
    await store.close();
    await database.drop();
  });

  const view: StateView = {
    ids: async (state) => (await store.list([state])).map(({ id }) => id),
  };

  /** The services' settings: the suite's, on the test schema (or through `via`, a proxy). */
  async function pgEnvironment(mailbox: MailSink, via?: TcpProxy) {
    const url = new URL(database.url);
    if (via) url.port = String(via.port);
    return environment(await tempSpoolDir(), mailbox, { DATABASE_URL: url.href });
  }

  /** Posts `count` enquiries, spread over the services, `together` at a time. */
  async function postSpread(services: ServiceProcess[], label: string, total: number) {
    const ids: string[] = [];
    for (let n = 0; n < total; n += 10) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(10, total - n) }, (_, k) =>
          post(services[(n + k) % services.length]!, enquiry(label, n + k)),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(202);
      ids.push(...answers.map((answer) => answer.id!));
    }
    return ids;
  }

  it('two instances, 200 enquiries, one killed with kill -9 during sends and restarted: none lost, copies only with the same Message-ID', async () => {
    // Each message takes 150 ms to be answered, so the kill finds sends under way.
    const mailbox = await sink(() => ({ delayMs: 150 }));
    const env = await pgEnvironment(mailbox);
    const [first, second] = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
    const ids = await postSpread([first, second], 'two instances', 200);
    await until(() => mailbox.received.length >= 40, 30_000);
    await crash(first);
    await startServiceProcess(env);
    await allIn(view, ids, 'sent', 60_000);
    const row = await count(
      'PostgreSQL: 2 instances, 200 enquiries, one killed (kill -9) during sends, restarted',
      ids,
      mailbox,
      view,
    );
    expect(row.delivered).toBe(200);
    // At most one copy per send the kill interrupted (SMTP_POOL_SIZE, 5, in flight).
    expect(row.duplicated).toBeLessThanOrEqual(5);
  });

  it('the same Idempotency-Key sent to both instances at once: one enquiry, one e-mail', async () => {
    const mailbox = await sink();
    const env = await pgEnvironment(mailbox);
    const services = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const key = randomUUID();
        const body = enquiry('one key, two instances', n);
        const answers = await Promise.all(
          services.map((service) => post(service, body, { 'Idempotency-Key': key })),
        );
        for (const answer of answers) expect(answer.status).toBe(202);
        expect(answers[1]!.id).toBe(answers[0]!.id);
        ids.push(answers[0]!.id!);
      }),
    );
    await allIn(view, ids, 'sent');
    expect(await store.list(['pending', 'sent', 'failed', 'corrupt'])).toHaveLength(20);
    const row = await count(
      'PostgreSQL: 20 keys, each sent to both instances at once',
      ids,
      mailbox,
      view,
    );
    expect(row).toMatchObject({ delivered: 20, duplicated: 0 });
  });

  it('the database gone for 2 s under load: 503 meanwhile, never 2xx without a commit, and every 2xx delivered', async () => {
    const mailbox = await sink(() => ({ delayMs: 50 }));
    proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
    const env = await pgEnvironment(mailbox, proxy);
    const services = await Promise.all([startServiceProcess(env), startServiceProcess(env)]);
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const load = (async () => {
      for (let n = 0; n < 80; n += 1) {
        const answer = await post(services[n % 2]!, enquiry('database restart', n)).catch(() => ({
          status: 0,
          id: undefined,
        }));
        statuses.push(answer.status);
        if (answer.status === 202) acknowledged.push(answer.id!);
        await new Promise((wait) => setTimeout(wait, 50));
      }
    })();
    await until(() => statuses.length >= 20, 30_000);
    proxy.cut();
    await new Promise((wait) => setTimeout(wait, 2_000));
    proxy.restore();
    await load;
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 202 || status === 503)).toBe(true);
    await allIn(view, acknowledged, 'sent', 60_000);
    const row = await count(
      `PostgreSQL: the database gone 2 s under load (${acknowledged.length} of 80 taken, the rest 503)`,
      acknowledged,
      mailbox,
      view,
    );
    expect(row.delivered).toBe(acknowledged.length);
  });
});
