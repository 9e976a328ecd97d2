// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enquiryTextFields, type Enquiry } from '../../contract/enquiry';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { main } from './cli';
import { usage } from './staff/command-line';
import { csvCell, toCsv } from './staff/csv';
import { toRow } from './staff/rows';
import { retryHint, toTable } from './staff/table';
import { FileStore } from './store/file-store';
import { PostgresStore } from './store/postgres-store';
import { Spool } from './store/spool';
import {
  enquiryStates,
  type DeliveryHistory,
  type EnquiryRecord,
  type EnquiryState,
} from './store/store';
import { createTestDatabase } from './store/test-database';

const root = resolve(import.meta.dirname, '../..');
const retriedAt = new Date('2026-02-01T08:00:00Z');

/** The rows the listing shows for a spool. */
async function collect(spool: Spool, states: readonly EnquiryState[]) {
  return (await new FileStore(spool.root).list(states)).map(toRow);
}

async function newSpool(): Promise<Spool> {
  const spool = new Spool(await tempSpoolDir());
  await spool.init();
  return spool;
}

const refused: DeliveryHistory = {
  attempts: 3,
  lastError: 'Error: Message failed: 550 5.1.1 <staff@example.com>: Recipient address rejected',
  lastAttemptAt: '2026-01-01T01:00:00.000Z',
  permanent: true,
};

/** An enquiry the worker gave up on: in `failed/`, with its delivery history. */
async function failedEnquiry(
  spool: Spool,
  at: string,
  enquiry: Enquiry = validEnquiry,
  delivery: DeliveryHistory = refused,
): Promise<EnquiryRecord> {
  const record = { ...(await spool.accept(enquiry, new Date(at))), delivery };
  await spool.update('pending', record);
  await spool.move(record.id, 'pending', 'failed');
  return record;
}

/** Runs the command in this process, as `npm run enquiries -- …` would, capturing its output. */
async function run(argv: string[], env: NodeJS.ProcessEnv = {}, now = retriedAt) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
    env,
    now: () => now,
  });
  return { code, stdout, stderr };
}

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

/**
 * Every C0 control character but LF, DEL, the C1 controls, the line and paragraph separators and
 * the bidi embeddings, overrides and isolates.
 */
const controlOtherThanLf = new RegExp(
  String.raw`[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]`,
  'u',
);

/** Visitor text as an older record may hold it: a terminal escape, BEL, NUL, CSI, bidi. */
const hostile = 'Eve\u001b[31m red\u0007\u0000\u009b\u202egnp.exe\u2066x\u2069';

describe('enquiries list', () => {
  it('lists pending and sent enquiries, oldest first', async () => {
    const spool = await newSpool();
    const first = await spool.accept(validEnquiry, new Date('2026-01-01T00:00:00Z'));
    await spool.accept({ ...validEnquiry, name: 'Ravi Kumar' }, new Date('2026-01-02T00:00:00Z'));
    await spool.move(first.id, 'pending', 'sent');
    const rows = await collect(spool, enquiryStates);
    expect(rows.map((row) => [row.state, row.name])).toEqual([
      ['sent', 'Aiko Tanaka'],
      ['pending', 'Ravi Kumar'],
    ]);
    expect(toTable(rows).split('\n').slice(-2)).toEqual(['2 enquiries: 1 pending, 1 sent', '']);
  });

  it('shows every id in full', async () => {
    const spool = await newSpool();
    const record = await spool.accept(validEnquiry, new Date('2026-01-01T00:00:00Z'));
    expect(record.id).toHaveLength(33);
    const { code, stdout } = await run(['list', '--spool', spool.root]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[1]?.startsWith(`${record.id} `)).toBe(true);
  });

  it('lists failed enquiries with their tries and the last error, then how to retry them', async () => {
    const spool = await newSpool();
    const record = await failedEnquiry(spool, '2026-01-01T09:15:00Z');
    await spool.accept(validEnquiry, new Date('2026-01-02T00:00:00Z'));
    const { code, stdout } = await run(['list', '--state', 'failed'], {
      ENQUIRY_SPOOL_DIR: spool.root,
    });
    expect(code).toBe(0);
    const [header, line, count, hint, end] = stdout.split('\n');
    expect(header).toMatch(/^id +state +received \(UTC\) +name +company +e-mail +tries +reason$/);
    expect(line).toMatch(
      new RegExp(`^${record.id} +failed +2026-01-01 09:15 +Aiko Tanaka +Example Trading KK +`),
    );
    expect(line).toMatch(/ 3 +Error: Message failed: 550 5\.1\.1 <staff@example\.com>: Recip/);
    expect([count, hint, end]).toEqual(['1 enquiry: 1 failed', retryHint, '']);
  });

  it('cuts a long reason with an ellipsis, and nothing but the reason runs on', async () => {
    const spool = await newSpool();
    await failedEnquiry(spool, '2026-01-01T00:00:00Z', validEnquiry, {
      ...refused,
      lastError: `Error: ${'x'.repeat(300)}`,
    });
    const line = toTable(await collect(spool, ['failed'])).split('\n')[1] ?? '';
    // The reason column holds 120 terminal columns, the ellipsis the last of them.
    expect(line).toMatch(new RegExp(`  Error: x{112}…$`));
    expect(line.length).toBeLessThan(260);
  });

  it('lists an entry it cannot read with the reason, its fields empty', async () => {
    const spool = await newSpool();
    await writeFile(spool.path('corrupt', 'broken'), 'not JSON');
    const rows = await collect(spool, ['corrupt']);
    expect(rows[0]).toMatchObject({ id: 'broken', state: 'corrupt', unreadable: 'not JSON' });
    for (const field of enquiryTextFields) {
      expect(rows[0]?.[field]).toBe(field === 'name' ? '(unreadable)' : '');
    }
    expect(toTable(rows)).toMatch(/^broken +corrupt +\(unreadable\) +cannot be read: not JSON$/m);
  });

  it('keeps columns aligned under Japanese names, which take two columns a character', async () => {
    const spool = await newSpool();
    await spool.accept({ ...validEnquiry, name: '田中 愛子' }, new Date('2026-01-01T00:00:00Z'));
    await spool.accept(validEnquiry, new Date('2026-01-02T00:00:00Z'));
    const [, japanese = '', latin = ''] = toTable(await collect(spool, ['pending'])).split('\n');
    // 田中 愛子 is 5 characters and 9 columns wide: 4 fewer characters of padding.
    expect(latin.indexOf('Example') - japanese.indexOf('Example')).toBe(4);
  });

  it('says a state is empty, counting an older spool without failed/ as one with none', async () => {
    const dir = await tempSpoolDir();
    await mkdir(join(dir, 'pending'));
    expect(await run(['list', '--state', 'failed', '--spool', dir])).toEqual({
      code: 0,
      stdout: 'No failed enquiries.\n',
      stderr: '',
    });
    expect((await run(['list', '--spool', dir])).stdout).toBe('No enquiries.\n');
    expect(await readdir(dir)).toEqual(['pending']);
  });
});

describe('enquiries output shows control characters instead of printing them', () => {
  async function hostileSpool(): Promise<Spool> {
    const spool = await newSpool();
    await failedEnquiry(
      spool,
      '2026-01-01T00:00:00Z',
      {
        ...validEnquiry,
        name: hostile,
        company: hostile,
        message: `${hostile}\r\nsecond line\rthird\u2028fourth\tend\u007f`,
      },
      { ...refused, lastError: hostile },
    );
    return spool;
  }

  it('prints no control or bidi character in the list, showing stand-ins', async () => {
    const { stdout } = await run(['list', '--spool', (await hostileSpool()).root]);
    expect(stdout).not.toMatch(controlOtherThanLf);
    expect(stdout.split('\n')).toHaveLength(5); // header, row, count, hint, end
    expect(stdout).toContain('Eve␛[31m red␇␀<U+009B><U+202E>gnp.exe<U+2066>x<U+2069>');
  });

  it('prints no control or bidi character in the CSV, but LF in the message', async () => {
    const { stdout } = await run(['export', '--csv', '--spool', (await hostileSpool()).root]);
    expect(stdout.match(/\r\n/g)).toHaveLength(2);
    expect(stdout.replaceAll('\r\n', '\n')).not.toMatch(controlOtherThanLf);
    expect(stdout).toContain(
      `"Eve␛[31m red␇␀<U+009B><U+202E>gnp.exe<U+2066>x<U+2069>\nsecond line\nthird\nfourth end␡"`,
    );
  });
});

describe('enquiries export --csv', () => {
  it('exports CSV that spreadsheets read as text, never as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+81 3 0000')).toBe('"\'+81 3 0000"');
    expect(csvCell('\t=1+1')).toBe('"\' =1+1"');
    expect(csvCell('line\r\nbreak, comma', true)).toBe('"line\nbreak, comma"');
    expect(csvCell('line\nbreak')).toBe('"line break"');
  });

  it('keeps the columns in place and adds the delivery history last', async () => {
    const spool = await newSpool();
    const record = await failedEnquiry(spool, '2026-01-01T00:00:00Z');
    const [header, row] = toCsv(await collect(spool, ['failed'])).split('\r\n');
    expect(header).toBe(
      [
        'id',
        'state',
        'receivedAt',
        ...enquiryTextFields,
        'nameReading',
        'locale',
        'autoReply',
        'attempts',
        'lastError',
        'lastAttemptAt',
        'permanent',
        'retriedAt',
        'unreadable',
      ].join(','),
    );
    expect(row).toBe(
      [
        record.id,
        'failed',
        record.receivedAt,
        ...enquiryTextFields.map((field) =>
          field === 'phone' ? `'${validEnquiry.phone}` : validEnquiry[field],
        ),
        '',
        '',
        '',
        '3',
        refused.lastError,
        refused.lastAttemptAt,
        'true',
        '',
        '',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    );
  });

  it("exports the extras an enquiry carries and the automatic reply's outcome, empty when absent", async () => {
    const spool = await newSpool();
    const withExtras = await spool.accept(
      { ...validEnquiry, name: '田中 愛子', nameReading: 'タナカ アイコ', locale: 'ja' },
      new Date('2026-01-01T00:00:00Z'),
    );
    await spool.update('pending', {
      ...withExtras,
      autoReply: { status: 'limited', at: '2026-01-01T00:00:01Z' },
    });
    await spool.accept(validEnquiry, new Date('2026-01-02T00:00:00Z'));
    const rows = await collect(spool, ['pending']);
    expect(rows.map((row) => [row.nameReading, row.locale, row.autoReply])).toEqual([
      ['タナカ アイコ', 'ja', 'limited'],
      ['', '', ''],
    ]);
    expect(toCsv(rows)).toContain('"タナカ アイコ","ja","limited"');
  });
});

describe('enquiries retry', () => {
  it('moves a failed enquiry to pending, its delivery history dropped and retriedAt set', async () => {
    const spool = await newSpool();
    const record = await failedEnquiry(spool, '2026-01-01T00:00:00Z');
    const { code, stdout, stderr } = await run(['retry', record.id, '--spool', spool.root]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toBe(
      `retried ${record.id} (failed → pending)\n` +
        'The running enquiry service picks them up at its next sweep (every ENQUIRY_SWEEP_MS, a minute by default).\n',
    );
    expect(await spool.ids('failed')).toEqual([]);
    const expected: EnquiryRecord = { ...record, retriedAt: retriedAt.toISOString() };
    delete expected.delivery;
    expect(await spool.read('pending', record.id)).toEqual(expected);
  });

  it('reports unknown, malformed and not-failed ids on stderr and exits 1, retrying the others', async () => {
    const spool = await newSpool();
    const failed = await failedEnquiry(spool, '2026-01-01T00:00:00Z');
    const pending = await spool.accept(validEnquiry, new Date('2026-01-02T00:00:00Z'));
    const sent = await spool.accept(validEnquiry, new Date('2026-01-03T00:00:00Z'));
    await spool.move(sent.id, 'pending', 'sent');
    const unknown = '2026-01-04T00-00-00-000Z-0123abcd';
    const { code, stdout, stderr } = await run(
      ['retry', unknown, pending.id, 'nope\u001b[2J', failed.id, sent.id],
      { ENQUIRY_SPOOL_DIR: spool.root },
    );
    expect(code).toBe(1);
    expect(stdout).toContain(`retried ${failed.id} (failed → pending)`);
    expect(stderr.split('\n')).toEqual([
      `enquiries: ${unknown} is not in the store`,
      `enquiries: ${pending.id} is pending, not failed: it is already in the queue`,
      'enquiries: nope␛[2J is not an enquiry id (like 2026-01-31T09-15-00-000Z-1a2b3c4d)',
      `enquiries: ${sent.id} is sent, not failed: it was delivered`,
      '',
    ]);
    expect(await spool.ids('pending')).toEqual([failed.id, pending.id]);
  });

  it('retries every failed enquiry with --all-failed, and none is no error', async () => {
    const spool = await newSpool();
    const first = await failedEnquiry(spool, '2026-01-01T00:00:00Z');
    const second = await failedEnquiry(spool, '2026-01-02T00:00:00Z');
    const { code, stdout } = await run(['retry', '--all-failed', '--spool', spool.root]);
    expect(code).toBe(0);
    expect(stdout).toContain(`retried ${first.id} (failed → pending)\nretried ${second.id}`);
    expect(await spool.ids('pending')).toEqual([first.id, second.id]);
    expect(await run(['retry', '--all-failed', '--spool', spool.root])).toEqual({
      code: 0,
      stdout: 'No failed enquiries to retry.\n',
      stderr: '',
    });
  });

  it('leaves an enquiry failed when the move does not happen, and retrying again finishes', async () => {
    const spool = await newSpool();
    const again = await failedEnquiry(spool, '2026-01-01T00:00:00Z');
    // The power goes between the rewrite in failed/ and the move to pending/.
    const cutShort = new FileStore(spool.root);
    cutShort.spool.move = () => Promise.reject(new Error('power cut'));
    await expect(cutShort.retry(again.id, retriedAt)).rejects.toThrow('power cut');
    const rewritten = await spool.read('failed', again.id);
    expect(rewritten.delivery).toBeUndefined();
    expect(rewritten.retriedAt).toBe(retriedAt.toISOString());
    expect(await new FileStore(spool.root).retry(again.id, retriedAt)).toEqual({
      id: again.id,
      from: 'failed',
    });
    expect(await spool.ids('pending')).toEqual([again.id]);
  });

  it('retries a corrupt entry only once it reads as an enquiry again', async () => {
    const spool = await newSpool();
    const record = await spool.accept(validEnquiry, new Date('2026-01-01T00:00:00Z'));
    await spool.move(record.id, 'pending', 'corrupt');
    const file = spool.path('corrupt', record.id);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, 20));
    const broken = await run(['retry', record.id, '--spool', spool.root]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe(
      `enquiries: ${record.id} is corrupt and cannot be read (not JSON): fix ${file}, then retry it\n`,
    );
    await writeFile(file, JSON.stringify({ ...record, id: '2026-01-09T00-00-00-000Z-0123abcd' }));
    expect((await run(['retry', record.id, '--spool', spool.root])).stderr).toContain(
      'holds the id 2026-01-09T00-00-00-000Z-0123abcd: fix the file, then retry it',
    );
    await writeFile(file, text);
    const fixed = await run(['retry', record.id, '--spool', spool.root]);
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toContain(`retried ${record.id} (corrupt → pending)`);
    expect(await spool.ids('pending')).toEqual([record.id]);
  });
});

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

describe('enquiries purge and erase', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const runAt = (argv: string[], env: NodeJS.ProcessEnv = {}) => run(argv, env, now);

  it('purges the enquiries older than ENQUIRY_RETENTION_DAYS, saying what it removed, after a dry run that removes nothing', async () => {
    const spool = await newSpool();
    const old = await failedEnquiry(spool, '2026-01-01T00:00:00Z');
    const recent = await spool.accept(validEnquiry, new Date('2026-05-30T00:00:00Z'));
    const env = { ENQUIRY_SPOOL_DIR: spool.root, ENQUIRY_RETENTION_DAYS: '30' };
    const dry = await runAt(['purge', '--dry-run'], env);
    expect(dry).toEqual({
      code: 0,
      stdout:
        'Enquiries received before 2026-05-02T00:00:00.000Z (30 days):\n' +
        `would remove ${old.id} (failed)\n` +
        'Would remove 1 enquiry, 0 idempotency keys and 0 automatic-reply counts.\n',
      stderr: '',
    });
    expect(await spool.ids('failed')).toEqual([old.id]);
    const done = await runAt(['purge'], env);
    expect(done).toEqual({
      code: 0,
      stdout:
        'Enquiries received before 2026-05-02T00:00:00.000Z (30 days):\n' +
        `removed ${old.id} (failed)\n` +
        'Removed 1 enquiry, 0 idempotency keys and 0 automatic-reply counts.\n',
      stderr: '',
    });
    expect(await spool.ids('failed')).toEqual([]);
    expect(await spool.ids('pending')).toEqual([recent.id]);
  });

  it('erases every enquiry of an address, in any case, and leaves the others', async () => {
    const spool = await newSpool();
    const first = await spool.accept({ ...validEnquiry, email: 'Aiko@Example.jp' });
    const second = await failedEnquiry(spool, '2026-01-02T00:00:00Z', {
      ...validEnquiry,
      email: 'aiko@example.jp',
    });
    const other = await spool.accept({ ...validEnquiry, email: 'ravi@example.in' });
    const { code, stdout } = await runAt([
      'erase',
      '--email',
      ' AIKO@example.jp ',
      '--spool',
      spool.root,
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain(`removed ${first.id} (pending)`);
    expect(stdout).toContain(`removed ${second.id} (failed)`);
    expect(stdout).toMatch(
      /^Removed 2 enquiries, 0 idempotency keys and 0 automatic-reply counts\.\n$/m,
    );
    expect(stdout.split('\n')).toHaveLength(4);
    expect(await spool.ids('pending')).toEqual([other.id]);
    expect(await spool.ids('failed')).toEqual([]);
  });

  it('refuses erase without an address, and options that belong to other commands', async () => {
    const spool = await newSpool();
    const noAddress = await runAt(['erase', '--spool', spool.root]);
    expect(noAddress.code).toBe(2);
    expect(noAddress.stderr).toBe(
      `enquiries: erase needs --email ADDRESS (an e-mail address)\n\n${usage}`,
    );
    const stray = await runAt(['purge', '--email', 'a@example.jp', '--spool', spool.root]);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toBe(`enquiries: --email does not go with purge\n\n${usage}`);
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
