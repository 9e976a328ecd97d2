// @vitest-environment node
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { enquiryTextFields, type EnquiryTextField } from '../../contract/enquiry';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';
import { collect, csvCell, toCsv, toTable } from './cli';
import { Spool } from './spool';

describe('enquiries command', () => {
  it('lists pending and sent enquiries, oldest first', async () => {
    const spool = new Spool(await tempSpoolDir());
    await spool.init();
    const first = await spool.accept(validEnquiry, new Date('2026-01-01T00:00:00Z'));
    await spool.accept({ ...validEnquiry, name: 'Ravi Kumar' }, new Date('2026-01-02T00:00:00Z'));
    await spool.move(first.id, 'pending', 'sent');
    const rows = await collect(spool, ['pending', 'sent', 'corrupt']);
    expect(rows.map((row) => [row.state, row.name])).toEqual([
      ['sent', 'Aiko Tanaka'],
      ['pending', 'Ravi Kumar'],
    ]);
    expect(toTable(rows)).toContain('2 enquiries');
  });

  it('lists a record it cannot read as unreadable, with its fields empty', async () => {
    const spool = new Spool(await tempSpoolDir());
    await spool.init();
    await writeFile(spool.path('corrupt', 'broken'), 'not JSON');
    const [row] = await collect(spool, ['corrupt']);
    expect(row).toMatchObject({ id: 'broken', state: 'corrupt', receivedAt: '' });
    for (const field of enquiryTextFields) {
      expect(row?.[field]).toBe(field === 'name' ? '(unreadable)' : '');
    }
  });

  it('exports CSV that spreadsheets read as text, never as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+81 3 0000')).toBe('"\'+81 3 0000"');
    expect(csvCell('line\nbreak, comma')).toBe('"line\nbreak, comma"');
    const fields = Object.fromEntries(enquiryTextFields.map((field) => [field, `${field}!`]));
    const csv = toCsv([
      {
        id: 'a',
        state: 'pending',
        receivedAt: 't',
        ...(fields as Record<EnquiryTextField, string>),
        nameReading: '',
        locale: 'ja',
        autoReply: 'sent',
      },
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      [
        'id',
        'state',
        'receivedAt',
        ...enquiryTextFields,
        'nameReading',
        'locale',
        'autoReply',
      ].join(','),
    );
    expect(row).toBe(
      [
        '"a"',
        '"pending"',
        '"t"',
        ...enquiryTextFields.map((field) => `"${field}!"`),
        '""',
        '"ja"',
        '"sent"',
      ].join(','),
    );
  });

  it("exports the extras an enquiry carries and the automatic reply's outcome, empty when absent", async () => {
    const spool = new Spool(await tempSpoolDir());
    await spool.init();
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
    expect(toTable(rows)).toContain('ja');
  });
});
