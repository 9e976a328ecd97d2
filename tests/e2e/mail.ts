import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where the browser tests' mail server writes what it receives. */
export const e2eMailDir = resolve(import.meta.dirname, '../../var/e2e-mail');

/** The port of the browser tests' mail server (tests/e2e/mail-sink-server.ts). */
export const e2eMailPort = 2526;

export interface SunkMail {
  to: string[];
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** A header as people read it: MIME encoded-words (=?UTF-8?B?…?=) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** The mails the enquiry service has delivered to `address` in this run. */
export async function receivedMails(address: string): Promise<SunkMail[]> {
  const files = await readdir(e2eMailDir).catch(() => []);
  const mails: SunkMail[] = [];
  for (const file of files.sort()) {
    const mail = JSON.parse(await readFile(join(e2eMailDir, file), 'utf8')) as SunkMail;
    if (mail.to.includes(address)) mails.push(mail);
  }
  return mails;
}
