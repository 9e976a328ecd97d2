// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collect, csvCell, toCsv, toTable } from './cli';
import { Spool } from './spool';
import { tempSpoolDir, validEnquiry } from '../../tests/support/enquiry/fixtures';

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

  it('exports CSV that spreadsheets read as text, never as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+81 3 0000')).toBe('"\'+81 3 0000"');
    expect(csvCell('line\nbreak, comma')).toBe('"line\nbreak, comma"');
    const csv = toCsv([
      {
        id: 'a',
        state: 'pending',
        receivedAt: 't',
        name: 'n',
        email: 'e',
        phone: 'p',
        company: 'c',
        designation: 'd',
        message: 'm',
      },
    ]);
    expect(csv.split('\r\n')[0]).toBe(
      'id,state,receivedAt,name,email,phone,company,designation,message',
    );
  });
});
