// @vitest-environment node
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { startMailSink } from '../../tests/support/enquiry/mail-sink';
import {
  crash,
  killServices,
  startServiceProcess as startService,
} from '../../tests/support/enquiry/service-process';
import { Spool } from './store/spool';
import { createTestDatabase } from './store/test-database';

const root = resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  killServices();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('the enquiry service as a process', () => {
  it('keeps an acknowledged enquiry through a crash and delivers it after restart', async () => {
    const spoolDir = await tempSpoolDir();
    const first = await startService({ ENQUIRY_SPOOL_DIR: spoolDir });
    const response = await fetch(first.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validEnquiry),
    });
    expect(response.status).toBe(202);
    await crash(first);

    const spool = new Spool(spoolDir);
    const pending = await spool.ids('pending');
    expect(pending).toHaveLength(1);
    expect((await spool.read('pending', pending[0]!)).enquiry).toEqual(validEnquiry);

    const mailbox = await startMailSink();
    cleanups.push(() => mailbox.close());
    await startService({
      ENQUIRY_SPOOL_DIR: spoolDir,
      SMTP_URL: mailbox.url,
      ENQUIRY_TO: 'enquiries@example.com',
    });
    const [mail] = await mailbox.waitFor(1);
    expect(mail!.text).toContain(validEnquiry.message);
    const end = Date.now() + 5000;
    while ((await spool.ids('sent')).length === 0 && Date.now() < end) {
      await new Promise((wait) => setTimeout(wait, 25));
    }
    expect(await spool.ids('sent')).toEqual(pending);
  });

  it('lets an in-flight enquiry finish on SIGTERM, then exits cleanly', async () => {
    const spoolDir = await tempSpoolDir();
    const service = await startService({ ENQUIRY_SPOOL_DIR: spoolDir });
    const body = JSON.stringify(validEnquiry);
    const url = new URL(service.url);
    const answer = new Promise<number>((done, fail) => {
      const call = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          done(response.statusCode ?? 0);
        },
      );
      call.on('error', fail);
      // Half the body now, SIGTERM, then the rest: the request is in flight during shutdown.
      call.write(body.slice(0, 40));
      setTimeout(() => {
        service.child.kill('SIGTERM');
        setTimeout(() => call.end(body.slice(40)), 300);
      }, 100);
    });
    expect(await answer).toBe(202);
    expect(await service.exited).toBe(0);
    expect(await new Spool(spoolDir).ids('pending')).toHaveLength(1);
    expect(service.output()).toContain('"event":"shutdown"');
  });

  it('refuses to start on bad configuration, saying what is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/enquiry/main.ts'], {
      cwd: root,
      env: { ...process.env, SMTP_URL: 'smtp://127.0.0.1:2525' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('ENQUIRY_TO must be');
  });

  it('brings an empty PostgreSQL schema up to date as two instances start together, and takes enquiries', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const env = { DATABASE_URL: database.url };
    const services = await Promise.all([startService(env), startService(env)]);
    for (const service of services) {
      const response = await fetch(service.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validEnquiry),
      });
      expect(response.status).toBe(202);
      expect((await fetch(new URL('/readyz', service.url))).status).toBe(200);
    }
    const migrated = services.flatMap((service) =>
      service.logLines().filter((line) => line.event === 'store-migrated'),
    );
    expect(migrated).toHaveLength(1);
    killServices();
  });
});
