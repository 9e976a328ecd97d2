/**
 * What the staff command's tests share: a spool made afresh, enquiries the worker gave up on, the
 * rows the listing shows, and the command run in this process with its output captured.
 */
import type { Enquiry } from '../../../contract/enquiry';
import { tempSpoolDir, validEnquiry } from '../../../tests/support/enquiry/fixtures';
import { main } from '../cli';
import { FileStore } from '../store/file-store';
import { Spool } from '../store/spool';
import type { DeliveryHistory, EnquiryRecord, EnquiryState } from '../store/store';
import { toRow } from './rows';

/** The command's clock unless a test sets its own: when `retry` stamps `retriedAt`. */
export const retriedAt = new Date('2026-02-01T08:00:00Z');

/** The rows the listing shows for a spool. */
export async function collect(spool: Spool, states: readonly EnquiryState[]) {
  return (await new FileStore(spool.root).list(states)).map(toRow);
}

export async function newSpool(): Promise<Spool> {
  const spool = new Spool(await tempSpoolDir());
  await spool.init();
  return spool;
}

export const refused: DeliveryHistory = {
  attempts: 3,
  lastError: 'Error: Message failed: 550 5.1.1 <staff@example.com>: Recipient address rejected',
  lastAttemptAt: '2026-01-01T01:00:00.000Z',
  permanent: true,
};

/** An enquiry the worker gave up on: in `failed/`, with its delivery history. */
export async function failedEnquiry(
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
export async function run(argv: string[], env: NodeJS.ProcessEnv = {}, now = retriedAt) {
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
