/**
 * Throughput of the enquiry service, on the loopback:
 *
 * 1. Accepted: the real service on a spare port with a fresh spool and no SMTP; N enquiries posted
 *    with C in flight; accepted enquiries per second (each written with fsync) and latency.
 * 2. Delivered: the same N enquiries, already in a spool, delivered by the service's worker over
 *    its pooled SMTP connections to a local mail server (`smtp-server`, which keeps each message
 *    in memory); staff e-mails delivered per second, without and with the automatic reply (which
 *    doubles the e-mails).
 *
 *   npm run bench:enquiries -- [--requests 2000] [--concurrency 16]
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

// Quiet logs (read when the service module loads), so the benchmark measures the service.
process.env.LOG_LEVEL ??= 'warn';
const { readConfig } = await import('../server/enquiry/config');
const { startEnquiryService } = await import('../server/enquiry/service');
const { Spool } = await import('../server/enquiry/spool');
const { startMailSink } = await import('../tests/support/enquiry/mail-sink');

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

const enquiry = {
  name: 'Bench Visitor',
  phone: '+91 124 000 0000',
  email: 'bench@example.com',
  company: 'Bench Pvt Ltd',
  designation: 'Tester',
  message: 'x'.repeat(600),
  consent: true,
} as const;

async function accepted(): Promise<void> {
  const spoolDir = await mkdtemp(join(tmpdir(), 'enquiry-bench-'));
  const service = await startEnquiryService(
    readConfig({
      ENQUIRY_PORT: '0',
      ENQUIRY_SPOOL_DIR: spoolDir,
      ENQUIRY_RATE_LIMIT: String(total * 2),
      ENQUIRY_REQUEST_LIMIT: String(total * 2),
      ENQUIRY_MAX_BACKLOG: String(total * 2),
      ENQUIRY_MIN_FREE_MB: '0',
    }),
  );
  const url = `${service.url}/send-email`;
  const body = JSON.stringify(enquiry);
  const latencies: number[] = [];
  let count = 0;
  let next = 0;
  const started = performance.now();
  async function client(): Promise<void> {
    while (next < total) {
      next += 1;
      const sent = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.status === 202) count += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  await service.close();

  const stored = (await readdir(join(spoolDir, 'pending'))).length;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  console.log(
    [
      `requests: ${total}, concurrency: ${concurrency}`,
      `accepted (202): ${count}, files on disk: ${stored}`,
      `accepted: ${(count / seconds).toFixed(0)} enquiries/s (${seconds.toFixed(2)} s)`,
      `latency ms: p50 ${percentile(0.5).toFixed(1)}, p95 ${percentile(0.95).toFixed(1)}, p99 ${percentile(0.99).toFixed(1)}`,
    ].join('\n'),
  );
  await rm(spoolDir, { recursive: true, force: true });
  if (stored !== count) process.exitCode = 1;
}

/** Delivers `total` spooled enquiries and reports staff e-mails (and all e-mails) per second. */
async function delivered(autoReply: boolean): Promise<void> {
  const spoolDir = await mkdtemp(join(tmpdir(), 'enquiry-bench-'));
  const spool = new Spool(spoolDir);
  await spool.init();
  for (let n = 0; n < total; n += 1)
    await spool.accept({ ...enquiry, email: `bench${n}@example.com` });
  const sink = await startMailSink();
  const started = performance.now();
  const service = await startEnquiryService(
    readConfig({
      ENQUIRY_PORT: '0',
      ENQUIRY_SPOOL_DIR: spoolDir,
      SMTP_URL: sink.url,
      ENQUIRY_TO: 'enquiries@example.com',
      AUTO_REPLY: autoReply ? 'on' : 'off',
      AUTO_REPLY_DAILY_LIMIT: String(total),
    }),
  );
  const mails = autoReply ? total * 2 : total;
  while ((await readdir(join(spoolDir, 'sent'))).length < total) {
    await new Promise((wait) => setTimeout(wait, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await service.close();
  await sink.close();
  const duplicates = sink.received.length - mails;
  console.log(
    `delivered${autoReply ? ', with automatic replies' : ''}: ${(total / seconds).toFixed(0)} enquiries/s, ${(sink.received.length / seconds).toFixed(0)} e-mails/s (${total} enquiries, ${sink.received.length} e-mails in ${seconds.toFixed(2)} s; duplicates: ${duplicates})`,
  );
  await rm(spoolDir, { recursive: true, force: true });
  if (duplicates !== 0) process.exitCode = 1;
}

await accepted();
await delivered(false);
await delivered(true);
