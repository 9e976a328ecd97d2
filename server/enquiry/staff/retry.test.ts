// @vitest-environment node
/**
 * `enquiries retry`: failed enquiries back in the queue, their delivery history dropped, the ids
 * it cannot retry reported, a retry cut short finished by the next, corrupt entries once fixed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../../tests/support/enquiry/fixtures';
import { FileStore } from '../store/file-store';
import type { EnquiryRecord } from '../store/store';
import { failedEnquiry, newSpool, retriedAt, run } from './test-support';

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
