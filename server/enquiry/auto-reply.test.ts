// @vitest-environment node
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validEnquiry } from '../../tests/support/enquiry/fixtures';
import { composeAutoReply } from './auto-reply';
import { createServiceI18n } from './catalogs';

const i18n = createServiceI18n('Setu Ventures');
const message = 'First line\nSecond line\n\nAfter a blank line';

describe('the automatic reply', () => {
  it('is written in English when the enquiry names no language', () => {
    const mail = composeAutoReply(i18n, { ...validEnquiry, message });
    expect(mail.lang).toBe('en');
    expect(mail.subject).toBe('We have received your enquiry — Setu Ventures');
    expect(mail.text).toContain(`Dear ${validEnquiry.name},`);
    expect(mail.text).toContain('within one business day');
    expect(mail.text).toContain('If you did not send this enquiry, you can ignore this e-mail.');
    expect(mail.text).toContain('reply to this e-mail');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('within one business day');
  });

  it('is written in Japanese for an enquiry from a Japanese page', () => {
    const mail = composeAutoReply(i18n, {
      ...validEnquiry,
      name: '田中 愛子',
      nameReading: 'タナカ アイコ',
      message,
      locale: 'ja',
    });
    expect(mail.lang).toBe('ja');
    expect(mail.subject).toBe('お問い合わせを受け付けました（Setu Ventures）');
    expect(mail.text).toContain('田中 愛子様');
    expect(mail.text).toContain(
      'この度はSetu Venturesにお問い合わせいただき、誠にありがとうございます。',
    );
    expect(mail.text).toContain('1営業日以内');
    expect(mail.text).toContain('【フリガナ】タナカ アイコ');
    expect(mail.text).toContain('お心当たりのない場合');
    expect(mail.text).not.toContain('Dear');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.html).toContain('タナカ アイコ');
    expect(mail.html).toContain('1営業日以内');
  });

  it('restates every field the visitor filled in, the reading only when given', () => {
    const mail = composeAutoReply(i18n, validEnquiry);
    for (const value of [
      validEnquiry.name,
      validEnquiry.phone,
      validEnquiry.email,
      validEnquiry.company,
      validEnquiry.designation,
      validEnquiry.message,
    ]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    expect(mail.text).not.toContain('Name reading');
    expect(composeAutoReply(i18n, { ...validEnquiry, nameReading: 'Tanaka' }).text).toContain(
      'Name reading: Tanaka',
    );
  });

  it('keeps the message’s line breaks in both parts', () => {
    const mail = composeAutoReply(i18n, {
      ...validEnquiry,
      message: message.replaceAll('\n', '\r\n'),
    });
    expect(mail.text).toContain(message);
    expect(mail.html).toContain('First line<br>\nSecond line<br>\n<br>\nAfter a blank line');
  });

  it('escapes visitor text in HTML and makes no links of it', () => {
    const mail = composeAutoReply(i18n, {
      ...validEnquiry,
      name: '<script>alert(1)</script>',
      company: 'Evil & Co <a href="https://evil.example">click</a>',
      message: 'See https://evil.example and <b>this</b>',
      locale: 'ja',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<a');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;様');
    expect(mail.html).toContain('Evil &amp; Co &lt;a href=&quot;https://evil.example&quot;&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>様');
  });

  it('keeps a name with line breaks on one line and the subject free of visitor text', () => {
    const mail = composeAutoReply(i18n, { ...validEnquiry, name: 'Aiko\r\nBcc: x@example.net' });
    expect(mail.text).toContain('Dear Aiko Bcc: x@example.net,');
    expect(mail.subject).not.toContain('Aiko');
  });

  it('falls back to English for a language without the catalog', () => {
    const folder = mkdtempSync(join(tmpdir(), 'reply-locales-'));
    try {
      cpSync(resolve('locales/en'), join(folder, 'en'), { recursive: true });
      const englishOnly = createServiceI18n('Setu Ventures', folder);
      const mail = composeAutoReply(englishOnly, { ...validEnquiry, locale: 'ja' });
      expect(mail.lang).toBe('en');
      expect(mail.text).toContain('within one business day');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
