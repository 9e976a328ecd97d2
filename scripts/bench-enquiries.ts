/**
 * Throughput of the enquiry service with durable writes: starts the real service on a spare
 * port with a fresh spool (no SMTP), posts N enquiries with C in flight from this process over
 * loopback, and reports accepted enquiries per second and latency percentiles.
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

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

const spoolDir = await mkdtemp(join(tmpdir(), 'enquiry-bench-'));
const service = await startEnquiryService(
  readConfig({
    ENQUIRY_PORT: '0',
    ENQUIRY_SPOOL_DIR: spoolDir,
    ENQUIRY_RATE_LIMIT: String(total * 2),
  }),
);
const url = `${service.url}/send-email`;
const body = JSON.stringify({
  name: 'Bench Visitor',
  phone: '+91 124 000 0000',
  email: 'bench@example.com',
  company: 'Bench Pvt Ltd',
  designation: 'Tester',
  message: 'x'.repeat(600),
  consent: true,
});

const latencies: number[] = [];
let accepted = 0;
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
    if (response.status === 202) accepted += 1;
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
    `accepted (202): ${accepted}, files on disk: ${stored}`,
    `throughput: ${(accepted / seconds).toFixed(0)} accepted enquiries/s (${seconds.toFixed(2)} s)`,
    `latency ms: p50 ${percentile(0.5).toFixed(1)}, p95 ${percentile(0.95).toFixed(1)}, p99 ${percentile(0.99).toFixed(1)}`,
  ].join('\n'),
);
await rm(spoolDir, { recursive: true, force: true });
if (stored !== accepted) process.exitCode = 1;
