// @vitest-environment node
/**
 * The enquiry service's fault suite: the real service, as a process, against a mail server whose
 * answers each scenario controls (late, refused, held while the service is killed), on the
 * loopback only. Every scenario counts the enquiries acknowledged (202), delivered to staff, lost
 * (acknowledged, neither delivered nor visible in failed/) and duplicated (copies beyond the
 * first, which must carry the first's Message-ID), and the suite prints the table at the end.
 * The last scenarios run two service processes on one PostgreSQL database.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Enquiry } from '../../contract/enquiry';
import { tempSpoolDir, until, validEnquiry } from '../../tests/support/enquiry/fixtures';
import {
  startMailSink,
  type MailSink,
  type SinkControl,
} from '../../tests/support/enquiry/mail-sink';
import {
  crash,
  killServices,
  startServiceProcess,
  type ServiceProcess,
} from '../../tests/support/enquiry/service-process';
import { startTcpProxy, type TcpProxy } from '../../tests/support/enquiry/tcp-proxy';
import { PostgresStore } from './store/postgres-store';
import { Spool } from './store/spool';
import { createTestDatabase, type TestDatabase } from './store/test-database';

const root = resolve(import.meta.dirname, '../..');
const sinks: MailSink[] = [];
const rows: Row[] = [];

afterEach(async () => {
  killServices();
  for (const sink of sinks.splice(0)) await sink.close();
});

afterAll(() => {
  const header =
    '| scenario | acknowledged | delivered | failed (staff see it) | lost | duplicated | copies share the Message-ID |';
  const lines = rows.map(
    (row) =>
      `| ${row.scenario} | ${row.acknowledged} | ${row.delivered} | ${row.failed} | ${row.lost} | ${row.duplicated} | ${row.sameMessageId ? 'yes' : 'NO'} |`,
  );
  console.log(
    ['Enquiry fault suite', header, '|---|---:|---:|---:|---:|---:|---|', ...lines].join('\n'),
  );
});

interface Row {
  scenario: string;
  acknowledged: number;
  delivered: number;
  failed: number;
  lost: number;
  duplicated: number;
  sameMessageId: boolean;
}

/** The service's settings for the suite: quick retries and sweeps, no automatic reply. */
function environment(spoolDir: string, sink?: MailSink, extra: Record<string, string> = {}) {
  return {
    ENQUIRY_SPOOL_DIR: spoolDir,
    AUTO_REPLY: 'off',
    ENQUIRY_RETRY_FIRST_MS: '100',
    ENQUIRY_RETRY_MAX_MS: '400',
    ENQUIRY_SWEEP_MS: '250',
    ENQUIRY_RATE_LIMIT: '1000',
    ENQUIRY_REQUEST_LIMIT: '1000',
    ENQUIRY_MIN_FREE_MB: '0',
    SMTP_TIMEOUT_MS: '1000',
    SMTP_SEND_TIMEOUT_MS: '5000',
    ...(sink
      ? {
          SMTP_URL: sink.url,
          ENQUIRY_TO: 'enquiries@example.com',
          ENQUIRY_FROM: 'website@example.com',
        }
      : {}),
    ...extra,
  };
}

async function sink(control?: SinkControl): Promise<MailSink> {
  const started = await startMailSink(0, undefined, control);
  sinks.push(started);
  return started;
}

function enquiry(label: string, n: number): Enquiry {
  return { ...validEnquiry, message: `Fault suite: ${label}, enquiry ${n}.` };
}

interface Answer {
  status: number;
  id?: string;
  headers: Headers;
}

async function post(
  service: ServiceProcess,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(service.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id?: string };
  return { status: response.status, id: answer.id, headers: response.headers };
}

/** Posts `count` enquiries and returns the ids acknowledged. */
async function postMany(service: ServiceProcess, label: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const answer = await post(service, enquiry(label, n));
    expect(answer.status).toBe(202);
    ids.push(answer.id!);
  }
  return ids;
}

/** The ids in a state: the spool's folders, or a PostgreSQL store's rows (`storeView`). */
interface StateView {
  ids(state: 'sent' | 'failed'): Promise<string[]>;
}

/** Waits until every id is in `state`. */
async function allIn(spool: StateView, ids: string[], state: 'sent' | 'failed', ms = 15_000) {
  await until(async () => {
    const there = new Set(await spool.ids(state));
    return ids.every((id) => there.has(id));
  }, ms);
}

/** Counts one scenario from the sink's mailbox and the store, and records its row. */
async function count(
  scenario: string,
  acknowledged: string[],
  mailbox: MailSink,
  spool: StateView,
) {
  const copies = new Map<string, string[]>();
  for (const mail of mailbox.received) {
    const id = /Website enquiry (\S+)/.exec(mail.headers.get('subject') ?? '')?.[1] ?? '?';
    copies.set(id, [...(copies.get(id) ?? []), mail.headers.get('message-id') ?? '']);
  }
  const failed = new Set(await spool.ids('failed'));
  const row: Row = {
    scenario,
    acknowledged: acknowledged.length,
    delivered: acknowledged.filter((id) => copies.has(id)).length,
    failed: acknowledged.filter((id) => !copies.has(id) && failed.has(id)).length,
    lost: acknowledged.filter((id) => !copies.has(id) && !failed.has(id)).length,
    duplicated: [...copies.values()].reduce((sum, ids) => sum + ids.length - 1, 0),
    sameMessageId: [...copies].every(([id, messageIds]) =>
      messageIds.every((messageId) => messageId === `<${id}@example.com>`),
    ),
  };
  rows.push(row);
  // Nothing reaches staff that was not acknowledged.
  expect([...copies.keys()].every((id) => acknowledged.includes(id))).toBe(true);
  expect(row.sameMessageId).toBe(true);
  expect(row.lost).toBe(0);
  return row;
}

async function setUp(control?: SinkControl, extra: Record<string, string> = {}) {
  const spoolDir = await tempSpoolDir();
  const mailbox = await sink(control);
  const service = await startServiceProcess(environment(spoolDir, mailbox, extra));
  return { spoolDir, spool: new Spool(spoolDir), mailbox, service };
}

describe('the enquiry service under faults', { timeout: 40_000 }, () => {
  it('a mail server that answers late: the send is awaited, not repeated', async () => {
    // Every answer comes 1.5 s after the message, past the 1 s connection timeout; the message's
    // own limit is 5 s. Before, a timeout abandoned the send and the retry sent it again.
    const { spool, mailbox, service } = await setUp(() => ({ delayMs: 1_500 }));
    const ids = await postMany(service, 'late answer', 3);
    await allIn(spool, ids, 'sent');
    const row = await count('late answers (1.5 s)', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });

  it('an answer later than the send timeout: cancelled, then sent again with the same Message-ID', async () => {
    // The server keeps the message but answers after the service gave up on it: SMTP cannot tell
    // the service it was kept, so the retry is a copy, recognisable by its Message-ID.
    const { spool, mailbox, service } = await setUp(
      (_mail, copy) => (copy === 1 ? { delayMs: 1_500 } : {}),
      { SMTP_SEND_TIMEOUT_MS: '500' },
    );
    const ids = await postMany(service, 'answer after timeout', 2);
    await allIn(spool, ids, 'sent');
    const row = await count(
      'answer after the send timeout (0.5 s here, 10 min by default)',
      ids,
      mailbox,
      spool,
    );
    expect(row.delivered).toBe(2);
    expect(row.duplicated).toBeLessThanOrEqual(2);
  });

  it('kill -9 before a send: the enquiries wait in the spool and go after the restart', async () => {
    const spoolDir = await tempSpoolDir();
    const spool = new Spool(spoolDir);
    const first = await startServiceProcess(environment(spoolDir));
    const ids = await postMany(first, 'kill before send', 3);
    await crash(first);
    const mailbox = await sink();
    await startServiceProcess(environment(spoolDir, mailbox));
    await allIn(spool, ids, 'sent');
    const row = await count('kill -9 before a send', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });

  it('kill -9 during a send: at most one copy, with the same Message-ID', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let arrived = () => {};
    const firstArrived = new Promise<void>((done) => (arrived = done));
    const { spoolDir, spool, mailbox, service } = await setUp((_mail, copy) => {
      if (copy > 1 || mailbox.received.length > 0) return {};
      arrived();
      return { hold: held }; // Kept; its answer waits until the service is dead.
    });
    const ids = await postMany(service, 'kill during send', 1);
    await firstArrived;
    await crash(service);
    release();
    const restarted = await startServiceProcess(environment(spoolDir, mailbox));
    ids.push(...(await postMany(restarted, 'after the crash', 2)));
    await allIn(spool, ids, 'sent');
    const row = await count('kill -9 during a send', ids, mailbox, spool);
    expect(row.delivered).toBe(3);
    expect(row.duplicated).toBeLessThanOrEqual(1);
  });

  it('kill -9 just after a send: at most one copy, with the same Message-ID', async () => {
    const target: { service?: ServiceProcess } = {};
    let killed: Promise<void> | undefined;
    const { spoolDir, spool, mailbox, service } = await setUp(() => {
      // The server has kept the message and answers now; the service dies as the answer goes.
      if (target.service) killed ??= crash(target.service);
      return {};
    });
    target.service = service;
    const ids = await postMany(service, 'kill after send', 1);
    await until(() => killed !== undefined, 15_000);
    await killed;
    await startServiceProcess(environment(spoolDir, mailbox));
    await allIn(spool, ids, 'sent');
    const row = await count('kill -9 just after a send', ids, mailbox, spool);
    expect(row.delivered).toBe(1);
    expect(row.duplicated).toBeLessThanOrEqual(1);
  });

  it.each([421, 451])('a %i answer is temporary: tried again and delivered once', async (code) => {
    const { spool, mailbox, service } = await setUp((_mail, copy) => (copy === 1 ? { code } : {}));
    const ids = await postMany(service, `${code}`, 3);
    await allIn(spool, ids, 'sent');
    expect(mailbox.refused).toHaveLength(3);
    const row = await count(`${code} answer, then accepted`, ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });

  it('a 550 answer is permanent: failed/ with the reason, logged at error, alerted, and staff can retry', async () => {
    let refuse = true;
    const alerts: string[] = [];
    const webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        alerts.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((done) => webhook.listen(0, '127.0.0.1', done));
    const { port } = webhook.address() as AddressInfo;
    const { spoolDir, spool, mailbox, service } = await setUp(() => (refuse ? { code: 550 } : {}), {
      ENQUIRY_ALERT_WEBHOOK: `http://127.0.0.1:${port}/hook`,
      ENQUIRY_ALERT_INTERVAL_MS: '1000',
    });
    const ids = await postMany(service, '550', 2);
    await allIn(spool, ids, 'failed');
    // Staff hear of both, in at most two alerts (one at once, one for the rest of the second),
    // by id and the server's answer, with nothing of the visitor.
    await until(() => ids.every((id) => alerts.join('').includes(id)), 5_000);
    webhook.close();
    expect(alerts.length).toBeLessThanOrEqual(2);
    expect(alerts.join('')).toContain('550');
    expect(alerts.join('')).not.toContain(validEnquiry.email);
    expect(alerts.join('')).not.toContain(validEnquiry.name);
    const record = await spool.read('failed', ids[0]!);
    expect(record.delivery).toMatchObject({ attempts: 1, permanent: true });
    expect(record.delivery?.lastError).toContain('550');
    const failedLines = service.logLines().filter((line) => line.event === 'enquiry-failed');
    expect(failedLines).toHaveLength(2);
    expect(failedLines.every((line) => line.level === 50)).toBe(true);
    const row = await count('550 answer (failed, visible to staff)', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 0, failed: 2, lost: 0 });

    // Staff see why, and send them again once the cause is fixed.
    const list = await runCli(spoolDir, ['list', '--state', 'failed']);
    for (const id of ids) expect(list).toContain(id);
    expect(list).toContain('550');
    refuse = false;
    await runCli(spoolDir, ['retry', '--all-failed']);
    await allIn(spool, ids, 'sent');
    expect(mailbox.received).toHaveLength(2);
  });

  it('entries in pending/ that cannot be read are set aside; the rest are delivered', async () => {
    const spoolDir = await tempSpoolDir();
    const spool = new Spool(spoolDir);
    await spool.init();
    // Received now: older ones would meet the daily purge first.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const bad = ['0000000a', '0000000b', '0000000c'].map((suffix) => `${stamp}-${suffix}`);
    await mkdir(spool.path('pending', bad[0]!)); // a folder
    execFileSync('mkfifo', [spool.path('pending', bad[1]!)]); // a pipe: a plain read would block
    await symlink('/etc/hostname', spool.path('pending', bad[2]!)); // a link out of the spool
    await writeFile(join(spool.dirs.pending, 'half-written.json'), '{"id":');
    const mailbox = await sink();
    const service = await startServiceProcess(environment(spoolDir, mailbox));
    const ids = await postMany(service, 'unreadable neighbours', 3);
    await allIn(spool, ids, 'sent');
    expect(await spool.ids('corrupt')).toEqual([...bad, 'half-written']);
    const row = await count('unreadable entries beside them', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });

  it('a repeated Idempotency-Key gets the first answer; one enquiry, one e-mail', async () => {
    const { spool, mailbox, service } = await setUp();
    const key = randomUUID();
    const body = enquiry('idempotency', 1);
    const first = await post(service, body, { 'Idempotency-Key': key });
    const together = await Promise.all([
      post(service, body, { 'Idempotency-Key': key }),
      post(service, body, { 'Idempotency-Key': key }),
    ]);
    const again = await post(service, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(202);
    for (const answer of [...together, again]) {
      expect([202, 409]).toContain(answer.status);
      if (answer.status === 202) expect(answer.id).toBe(first.id);
    }
    await allIn(spool, [first.id!], 'sent');
    // After delivery too: the first answer, nothing sent.
    const late = await post(service, body, { 'Idempotency-Key': key });
    expect(late.id).toBe(first.id);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    await new Promise((wait) => setTimeout(wait, 500));
    const row = await count('the same Idempotency-Key 5 times', [first.id!], mailbox, spool);
    expect(row).toMatchObject({ delivered: 1, duplicated: 0 });
    expect(await spool.ids('sent')).toHaveLength(1);
  });

  it('a slow body is cut off with 408 while others are served', async () => {
    const { spool, mailbox, service } = await setUp(undefined, {
      ENQUIRY_REQUEST_TIMEOUT_MS: '1000',
    });
    const { port } = new URL(service.url);
    const socket = connect(Number(port), '127.0.0.1');
    const body = JSON.stringify(enquiry('slow body', 0));
    socket.write(
      `POST /send-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n{`,
    );
    const trickle = setInterval(() => socket.write(' '), 100);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((done) => socket.on('close', done));
    const started = Date.now();
    const ids = await postMany(service, 'beside a slow body', 1);
    await closed;
    clearInterval(trickle);
    // The limit, plus up to a second until the server next looks at its connections.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await allIn(spool, ids, 'sent');
    const row = await count(
      'a body trickled for longer than the limit (1 s here, 10 s by default)',
      ids,
      mailbox,
      spool,
    );
    expect(row).toMatchObject({ delivered: 1, duplicated: 0 });
  });

  it('control and bidi characters are refused; nothing of them reaches staff', async () => {
    const { spool, mailbox, service } = await setUp();
    const hostile: Partial<Enquiry>[] = [
      { name: 'Ann \u001b[2J\u001b[31mLee\u0007' },
      { message: 'Hello\u0000world' },
      { company: 'Acme \u202Egnp.exe' },
      { designation: 'CEO\r\nBcc: x@example.com' },
      { name: 'Ann\u009b31mLee' },
    ];
    for (const change of hostile) {
      expect((await post(service, { ...enquiry('hostile', 0), ...change })).status).toBe(400);
    }
    const ids = await postMany(service, 'clean beside hostile', 1);
    await allIn(spool, ids, 'sent');
    const raw = mailbox.received.map((mail) => mail.raw).join('');
    expect(raw).not.toMatch(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u,
    );
    const row = await count('5 hostile enquiries beside a clean one', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 1, duplicated: 0 });
  });

  it('a full backlog answers 503 with Retry-After, never 2xx, and loses nothing it took', async () => {
    const spoolDir = await tempSpoolDir();
    const spool = new Spool(spoolDir);
    const first = await startServiceProcess(
      environment(spoolDir, undefined, { ENQUIRY_MAX_BACKLOG: '3' }),
    );
    const ids = await postMany(first, 'backlog', 3);
    for (let n = 0; n < 2; n += 1) {
      const refused = await post(first, enquiry('over the backlog', n));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('60');
    }
    await crash(first);
    const mailbox = await sink();
    await startServiceProcess(environment(spoolDir, mailbox, { ENQUIRY_MAX_BACKLOG: '3' }));
    await allIn(spool, ids, 'sent');
    const row = await count('a backlog limit of 3, 5 sent', ids, mailbox, spool);
    expect(row).toMatchObject({ delivered: 3, duplicated: 0 });
  });
});

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

/** Runs the staff CLI on a spool and returns what it printed. */
function runCli(spoolDir: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/enquiry/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, ENQUIRY_SPOOL_DIR: spoolDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(output) : fail(new Error(output))));
  });
}
