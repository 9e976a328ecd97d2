/**
 * What the enquiry service's fault suite shares (server/enquiry/faults-*.test.ts): the real
 * service, as a process, against a mail server whose answers each scenario controls (late,
 * refused, held while the service is killed), on the loopback only. Every scenario counts the
 * enquiries acknowledged (202), delivered to staff, lost (acknowledged, neither delivered nor
 * visible in failed/) and duplicated (copies beyond the first, which must carry the first's
 * Message-ID), and each file prints its table at the end. Services and mail servers a test
 * started are stopped after it.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import type { Enquiry } from '../../../contract/enquiry';
import { Spool } from '../../../server/enquiry/store/spool';
import { tempSpoolDir, until, validEnquiry } from './fixtures';
import { startMailSink, type MailSink, type SinkControl } from './mail-sink';
import { killServices, startServiceProcess, type ServiceProcess } from './service-process';

const root = resolve(import.meta.dirname, '../../..');
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
export function environment(spoolDir: string, sink?: MailSink, extra: Record<string, string> = {}) {
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

/** A mail server for the test, closed after it; `control` decides its answers. */
export async function sink(control?: SinkControl): Promise<MailSink> {
  const started = await startMailSink(0, undefined, control);
  sinks.push(started);
  return started;
}

/** A valid enquiry whose message names the scenario. */
export function enquiry(label: string, n: number): Enquiry {
  return { ...validEnquiry, message: `Fault suite: ${label}, enquiry ${n}.` };
}

interface Answer {
  status: number;
  id?: string;
  headers: Headers;
}

/** Posts `body` as JSON to the service: its status, the id it gave, and its headers. */
export async function post(
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
export async function postMany(
  service: ServiceProcess,
  label: string,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const answer = await post(service, enquiry(label, n));
    expect(answer.status).toBe(202);
    ids.push(answer.id!);
  }
  return ids;
}

/** The ids in a state: the spool's folders, or a PostgreSQL store's rows (`storeView`). */
export interface StateView {
  ids(state: 'sent' | 'failed'): Promise<string[]>;
}

/** Waits until every id is in `state`. */
export async function allIn(
  spool: StateView,
  ids: string[],
  state: 'sent' | 'failed',
  ms = 15_000,
) {
  await until(async () => {
    const there = new Set(await spool.ids(state));
    return ids.every((id) => there.has(id));
  }, ms);
}

/** Counts one scenario from the sink's mailbox and the store, and records its row. */
export async function count(
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

/** A spool, a mail server (`control` decides its answers) and the service between them. */
export async function setUp(control?: SinkControl, extra: Record<string, string> = {}) {
  const spoolDir = await tempSpoolDir();
  const mailbox = await sink(control);
  const service = await startServiceProcess(environment(spoolDir, mailbox, extra));
  return { spoolDir, spool: new Spool(spoolDir), mailbox, service };
}

/** Runs the staff CLI on a spool and returns what it printed. */
export function runCli(spoolDir: string, args: string[]): Promise<string> {
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
