// @vitest-environment node
/**
 * `enquiries list`: every enquiry of the states asked for, oldest first, ids in full, failed ones
 * with their tries and last error, unreadable ones with the reason, in columns that stay aligned.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enquiryTextFields } from '../../../contract/enquiry';
import { tempSpoolDir, validEnquiry } from '../../../tests/support/enquiry/fixtures';
import { enquiryStates } from '../store/store';
import { retryHint, toTable } from './table';
import { collect, failedEnquiry, newSpool, refused, run } from './test-support';

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
