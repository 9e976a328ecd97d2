import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Enquiry } from '../../../contract/enquiry';

export const validEnquiry: Enquiry = {
  name: 'Aiko Tanaka',
  phone: '+81 3 0000 0000',
  email: 'aiko.tanaka@example.jp',
  company: 'Example Trading KK',
  designation: 'Head of Overseas Expansion',
  message: 'We are planning a capability centre in India and would like to talk.',
  consent: true,
};

export function tempSpoolDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'enquiry-spool-'));
}

/** Resolves once `condition` holds, looking every 25 ms; throws after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
