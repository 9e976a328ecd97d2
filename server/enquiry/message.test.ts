// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../tests/support/enquiry/fixtures';
import { composeMail } from './message';

const record = { id: '2026-01-01T00-00-00-000Z-abcd1234', receivedAt: '2026-01-01T00:00:00.000Z' };

describe('the e-mail to staff', () => {
  it('shows the page language and the name reading when the enquiry carries them', () => {
    const mail = composeMail({
      ...record,
      enquiry: { ...validEnquiry, name: '田中 愛子', nameReading: 'タナカ アイコ', locale: 'ja' },
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Name reading');
      expect(part).toContain('タナカ アイコ');
      expect(part).toContain('Page language');
      expect(part).toContain('日本語 (ja)');
    }
    expect(mail.text.indexOf('Name reading')).toBeGreaterThan(mail.text.indexOf('Name:'));
  });

  it('leaves out the extras an enquiry does not carry', () => {
    const mail = composeMail({ ...record, enquiry: validEnquiry });
    expect(mail.text).not.toContain('Name reading');
    expect(mail.text).not.toContain('Page language');
  });

  it('escapes the name reading in HTML', () => {
    const mail = composeMail({
      ...record,
      enquiry: { ...validEnquiry, nameReading: '<script>alert(1)</script>' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('says what became of the automatic reply', () => {
    const at = '2026-01-01T00:00:01Z';
    const note = (autoReply: Parameters<typeof composeMail>[0]['autoReply']) =>
      composeMail({ ...record, enquiry: validEnquiry, autoReply }).text;
    expect(note({ status: 'sent', messageId: '<reply-x@example.com>', at })).toContain(
      'Automatic reply sent to the visitor (<reply-x@example.com>)',
    );
    expect(note({ status: 'limited', at })).toContain(
      'No automatic reply sent: daily limit for this address',
    );
    expect(note({ status: 'failed', attempts: 3, at })).toContain('(3 attempts)');
    expect(note(undefined)).toContain('automatic replies are off');
  });
});
