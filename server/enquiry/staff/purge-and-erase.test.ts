// @vitest-environment node
/**
 * `enquiries purge` and `enquiries erase`: the enquiries past the retention period, or every one
 * of an address, removed and named (a dry run removes nothing), and the options each refuses.
 */
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../../tests/support/enquiry/fixtures';
import { usage } from './command-line';
import { failedEnquiry, newSpool, run } from './test-support';

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
