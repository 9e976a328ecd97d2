/**
 * Throughput of the enquiry service on the loopback, per store: accepted enquiries per second
 * (posted with C in flight, spread over the instances) and staff e-mails delivered per second to
 * a local mail server, without and with the automatic reply. The file store runs one service
 * process; PostgreSQL runs two on one database (a schema of its own, dropped after).
 *
 *   npm run bench:enquiries -- [--store file|postgres|both] [--requests 2000] [--concurrency 16]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Enquiry } from '../contract/enquiry';
import { openStore } from '../server/enquiry/store/open-store';
import type { EnquiryStore } from '../server/enquiry/store/store';
import { createTestDatabase } from '../server/enquiry/store/test-database';
import { startMailSink } from '../tests/support/enquiry/mail-sink';
import {
  killServices,
  startServiceProcess,
  type ServiceProcess,
} from '../tests/support/enquiry/service-process';

const enquiry: Enquiry = {
  name: 'Bench Visitor',
  phone: '+91 124 000 0000',
  email: 'bench@example.com',
  company: 'Bench Pvt Ltd',
  designation: 'Tester',
  message: 'x'.repeat(600),
  consent: true,
};

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Where a run keeps its enquiries: a fresh spool folder, or a fresh PostgreSQL schema. */
interface BenchStore {
  name: 'file' | 'postgres';
  instances: number;
  env: Record<string, string>;
  /** A connection of the bench's own, to fill the store and watch it. */
  store: EnquiryStore;
  dispose(): Promise<void>;
}

async function benchStore(name: 'file' | 'postgres'): Promise<BenchStore> {
  if (name === 'file') {
    const spoolDir = await mkdtemp(join(tmpdir(), 'enquiry-bench-'));
    const store = openStore({ spoolDir });
    await store.open();
    return {
      name,
      instances: 1,
      env: { ENQUIRY_SPOOL_DIR: spoolDir },
      store,
      dispose: () => rm(spoolDir, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase();
  const store = openStore({ databaseUrl: database.url, spoolDir: '', poolSize: 4 });
  await store.open();
  return {
    name,
    instances: 2,
    env: { DATABASE_URL: database.url },
    store,
    dispose: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** The service's settings for a run: no limits in the way, quiet logs. */
function serviceEnv(target: BenchStore, total: number, extra: Record<string, string> = {}) {
  return {
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ENQUIRY_RATE_LIMIT: String(total * 2),
    ENQUIRY_REQUEST_LIMIT: String(total * 2),
    ENQUIRY_MAX_BACKLOG: String(total * 2),
    ENQUIRY_MIN_FREE_MB: '0',
    ENQUIRY_SWEEP_MS: '200',
    ...target.env,
    ...extra,
  };
}

async function startInstances(count: number, env: Record<string, string>) {
  return Promise.all(Array.from({ length: count }, () => startServiceProcess(env)));
}

/** Ids in a state, as the store says. */
async function countIn(store: EnquiryStore, state: 'pending' | 'sent'): Promise<number> {
  return (await store.list([state])).length;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

interface Accepted {
  perSecond: number;
  p50: number;
  p95: number;
}

async function accepted(
  target: BenchStore,
  total: number,
  concurrency: number,
  io: Io,
): Promise<Accepted> {
  const services = await startInstances(target.instances, serviceEnv(target, total));
  const body = JSON.stringify(enquiry);
  const latencies: number[] = [];
  let count = 0;
  let next = 0;
  const started = performance.now();
  async function client(index: number): Promise<void> {
    const service = services[index % services.length] as ServiceProcess;
    while (next < total) {
      next += 1;
      const sent = performance.now();
      const response = await fetch(service.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.status === 202) count += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  killServices();
  const stored = await countIn(target.store, 'pending');
  latencies.sort((a, b) => a - b);
  const result = {
    perSecond: count / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
  io.out(
    `${target.name}: accepted ${count} of ${total} (${stored} stored) in ${seconds.toFixed(2)} s: ` +
      `${result.perSecond.toFixed(0)}/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms\n`,
  );
  if (stored !== count) throw new Error(`${target.name}: ${count} accepted but ${stored} stored`);
  return result;
}

/** Delivers `total` stored enquiries; staff e-mails per second (and all e-mails). */
async function delivered(
  target: BenchStore,
  total: number,
  autoReply: boolean,
  io: Io,
): Promise<number> {
  for (let n = 0; n < total; n += 1) {
    await target.store.accept({ ...enquiry, email: `bench${n}@example.com` }, { fingerprint: '' });
  }
  const sink = await startMailSink();
  const started = performance.now();
  await startInstances(
    target.instances,
    serviceEnv(target, total, {
      SMTP_URL: sink.url,
      ENQUIRY_TO: 'enquiries@example.com',
      AUTO_REPLY: autoReply ? 'on' : 'off',
      AUTO_REPLY_DAILY_LIMIT: String(total),
    }),
  );
  while ((await countIn(target.store, 'sent')) < total) {
    await new Promise((wait) => setTimeout(wait, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  killServices();
  await sink.close();
  const mails = autoReply ? total * 2 : total;
  const duplicates = sink.received.length - mails;
  io.out(
    `${target.name}: delivered${autoReply ? ' with automatic replies' : ''}: ` +
      `${(total / seconds).toFixed(0)} enquiries/s, ${(sink.received.length / seconds).toFixed(0)} e-mails/s ` +
      `(${sink.received.length} e-mails in ${seconds.toFixed(2)} s; duplicates: ${duplicates})\n`,
  );
  if (duplicates > 0) throw new Error(`${target.name}: ${duplicates} duplicate e-mails`);
  return total / seconds;
}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      store: { type: 'string', default: 'both' },
      requests: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '16' },
    },
  });
  const stores =
    values.store === 'both' ? (['file', 'postgres'] as const) : ([values.store] as const);
  if (!stores.every((name) => name === 'file' || name === 'postgres')) {
    io.err('bench:enquiries: --store must be file, postgres or both\n');
    return 2;
  }
  const total = Number(values.requests);
  const concurrency = Number(values.concurrency);
  const rows: string[] = [];
  for (const name of stores as readonly ('file' | 'postgres')[]) {
    const target = await benchStore(name);
    try {
      const taken = await accepted(target, total, concurrency, io);
      await target.dispose();
      const empty = await benchStore(name);
      const staff = await delivered(empty, total, false, io);
      await empty.dispose();
      const withReplies = await benchStore(name);
      const both = await delivered(withReplies, total, true, io);
      await withReplies.dispose();
      rows.push(
        `| ${name === 'file' ? 'files (1 process)' : 'PostgreSQL (2 processes)'} | ${taken.perSecond.toFixed(0)} | ${taken.p50.toFixed(0)} ms | ${staff.toFixed(0)} | ${both.toFixed(0)} |`,
      );
    } finally {
      killServices();
    }
  }
  io.out(
    [
      '',
      `${total} enquiries, ${concurrency} in flight, loopback:`,
      '',
      '| store | accepted/s | p50 | staff e-mails/s | enquiries/s with automatic replies |',
      '|---|---:|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n'),
  );
  return 0;
}

const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(
      `bench:enquiries: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    killServices();
    return 1;
  });
}
