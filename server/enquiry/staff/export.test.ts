// @vitest-environment node
/**
 * `enquiries export --csv`: cells a spreadsheet reads as text, never as formulas, and the columns
 * in a fixed order, the delivery history, the extras and the automatic reply's outcome included.
 */
import { describe, expect, it } from 'vitest';
import { enquiryTextFields } from '../../../contract/enquiry';
import { validEnquiry } from '../../../tests/support/enquiry/fixtures';
import { csvCell, toCsv } from './csv';
import { collect, failedEnquiry, newSpool, refused } from './test-support';

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
