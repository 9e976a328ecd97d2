/**
 * The browser tests' mail server: the enquiry service delivers to it (playwright.config.ts), and
 * it writes every mail it receives to `var/e2e-mail/` as JSON, for the tests to read
 * (`receivedMails` in ./mail.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startMailSink } from '../support/enquiry/mail-sink';
import { e2eMailDir, e2eMailPort } from './mail';

// Each run starts with an empty mailbox.
rmSync(e2eMailDir, { recursive: true, force: true });
mkdirSync(e2eMailDir, { recursive: true });
let count = 0;
await startMailSink(e2eMailPort, (mail) => {
  count += 1;
  const file = join(e2eMailDir, `${String(Date.now())}-${String(count)}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      to: mail.envelopeTo,
      headers: Object.fromEntries(mail.headers),
      text: mail.text,
      html: mail.html,
    }),
  );
});
console.log(`Mail sink listening on ${String(e2eMailPort)}`);
