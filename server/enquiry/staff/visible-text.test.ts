// @vitest-environment node
/**
 * The staff command's output shows the control and bidi characters of visitor text as visible
 * stand-ins, in the list and in the CSV (which keeps only the message's line breaks, as LF).
 */
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../../tests/support/enquiry/fixtures';
import type { Spool } from '../store/spool';
import { failedEnquiry, newSpool, refused, run } from './test-support';

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
