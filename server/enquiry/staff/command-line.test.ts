// @vitest-environment node
/**
 * How the staff command is called and what it works on: usage and misuse, a spool that is not
 * one (in this process and as its own), and the PostgreSQL store when DATABASE_URL is set.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempSpoolDir, validEnquiry } from '../../../tests/support/enquiry/fixtures';
import { PostgresStore } from '../store/postgres-store';
import { createTestDatabase } from '../store/test-database';
import { usage } from './command-line';
import { refused, run } from './test-support';

const root = resolve(import.meta.dirname, '../../..');

/** Runs the command as its own process (`tsx server/enquiry/cli.ts`). */
function runScript(argv: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/enquiry/cli.ts', ...argv],
      { cwd: root, env: { ...process.env, ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('enquiries command line', () => {
  it('shows usage with every command and option: help exits 0, no or an unknown command 2', async () => {
    for (const words of ['list [--state S]', 'export --csv', 'retry ID…', '--all-failed']) {
      expect(usage).toContain(words);
    }
    for (const words of ['help', '--state S', '--spool DIR', 'ENQUIRY_SPOOL_DIR']) {
      expect(usage).toContain(words);
    }
    expect(await run(['help'])).toEqual({ code: 0, stdout: usage, stderr: '' });
    expect(await run([])).toEqual({
      code: 2,
      stdout: '',
      stderr: `enquiries: no command given\n\n${usage}`,
    });
    const misuse = (problem: string) => ({
      code: 2,
      stdout: '',
      stderr: `enquiries: ${problem}\n\n${usage}`,
    });
    expect(await run(['frobnicate'])).toEqual(misuse('unknown command frobnicate'));
    expect(await run(['list', '--state', 'lost'])).toEqual(
      misuse('--state must be all or one of pending, sent, failed, corrupt'),
    );
    expect(await run(['export'])).toEqual(misuse('export needs --csv'));
    expect(await run(['retry'])).toEqual(misuse('retry needs ids or --all-failed'));
  });

  it('says a folder without pending/ is no spool, and exits 1', async () => {
    const dir = await tempSpoolDir();
    expect(await run(['list', '--spool', dir])).toEqual({
      code: 1,
      stdout: '',
      stderr: `No spool at ${dir}: set ENQUIRY_SPOOL_DIR or pass --spool DIR\n`,
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('as a process, exits 1 on a spool path that does not exist and creates nothing', async () => {
    const missing = join(await tempSpoolDir(), 'no', 'such', 'spool');
    const result = await runScript(['list'], { ENQUIRY_SPOOL_DIR: missing });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `No spool at ${missing}: set ENQUIRY_SPOOL_DIR or pass --spool DIR\n`,
    });
    expect(await readdir(resolve(missing, '../../..'))).toEqual([]);
  });
});

describe('enquiries on PostgreSQL (DATABASE_URL)', () => {
  it('lists, erases and retries in the database as in the spool', async () => {
    const database = await createTestDatabase();
    const store = new PostgresStore({ databaseUrl: database.url, poolSize: 2 });
    try {
      await store.open();
      const aiko = await store.accept(
        { ...validEnquiry, email: 'aiko@example.jp' },
        { fingerprint: 'a' },
      );
      const ravi = await store.accept(
        { ...validEnquiry, email: 'ravi@example.in' },
        { fingerprint: 'b' },
      );
      if (aiko.outcome !== 'stored' || ravi.outcome !== 'stored') throw new Error('not stored');
      const claim = await store.claim(ravi.id);
      await claim?.failed({ ...claim.record, delivery: refused });
      const env = { DATABASE_URL: database.url };

      const listed = await run(['list'], env);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(aiko.id);
      expect(listed.stdout).toMatch(/^2 enquiries: 1 pending, 1 failed$/m);

      const erased = await run(['erase', '--email', 'AIKO@example.jp'], env);
      expect(erased.stdout).toBe(
        `removed ${aiko.id} (pending)\n` +
          'Removed 1 enquiry, 0 idempotency keys and 0 automatic-reply counts.\n',
      );

      expect((await run(['retry', '--all-failed'], env)).stdout).toContain(
        `retried ${ravi.id} (failed → pending)`,
      );
      expect((await store.list(['pending', 'sent', 'failed'])).map(({ id }) => id)).toEqual([
        ravi.id,
      ]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
