import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';

/** Where the browser tests' enquiries land (outside test-results/, which Playwright empties). */
export const e2eSpoolDir = resolve(import.meta.dirname, '../../var/e2e-spool');

/**
 * Stored enquiries (pending or sent) whose name is `name`. Pending is read before sent: a file the
 * service moves from one to the other meanwhile is missed in pending/ and found in sent/.
 */
export async function storedEnquiries(name: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (const state of ['pending', 'sent']) {
    const dir = join(e2eSpoolDir, state);
    const files = await readdir(dir).catch(() => []);
    for (const file of files) {
      const text = await readFile(join(dir, file), 'utf8').catch(() => null);
      if (text === null) continue; // Moved on to sent/ since the folder was listed.
      const record = JSON.parse(text) as { enquiry: Record<string, unknown> };
      if (record.enquiry.name === name) found.push(record.enquiry);
    }
  }
  return found;
}

/** Waits until the enquiry with these values, sent from a page in `locale`, is stored. */
export async function expectStored(
  values: Record<string, string> & { name: string },
  locale = 'en',
): Promise<void> {
  await expect
    .poll(() => storedEnquiries(values.name))
    .toEqual([{ ...values, consent: true, locale }]);
}
