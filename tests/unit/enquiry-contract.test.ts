import { describe, expect, it } from 'vitest';
import {
  enquiryExtras,
  enquiryFields,
  enquiryLimits,
  enquiryMaxBytes,
  enquiryPatterns,
  enquirySchema,
  enquiryTextFields,
  honeypotField,
  pickEnquiry,
  withoutForbidden,
  type Enquiry,
} from '@contract/enquiry';
import { validEnquiry as enquiry } from '../support/enquiry/fixtures';

describe('the enquiry contract', () => {
  it('requires the seven fields, in the form order, and allows only the extras and the honeypot besides', () => {
    expect(enquiryFields).toEqual([
      'name',
      'phone',
      'email',
      'company',
      'designation',
      'message',
      'consent',
    ]);
    expect(enquirySchema.required).toEqual(enquiryFields);
    expect(enquiryTextFields).toEqual(enquiryFields.filter((field) => field !== 'consent'));
    expect(Object.keys(enquirySchema.properties)).toEqual([
      ...enquiryFields,
      ...enquiryExtras,
      honeypotField,
    ]);
    expect(enquiryExtras).toEqual(['locale', 'nameReading']);
  });

  it('reads each limit from the schema', () => {
    expect(enquiryLimits).toEqual({
      name: 200,
      phone: 40,
      email: 254,
      company: 200,
      designation: 200,
      message: 5000,
    });
  });

  it('holds the whole value to the form patterns in the schema', () => {
    for (const field of ['phone', 'email'] as const) {
      expect(
        enquirySchema.properties[field].pattern.endsWith(`(?:${enquiryPatterns[field]})$`),
      ).toBe(true);
    }
  });

  describe('refuses characters that could mislead or drive a terminal', () => {
    const accepts = (field: 'name' | 'message', value: string) =>
      new RegExp(enquirySchema.properties[field].pattern, 'u').test(value);
    it.each([
      ['escape', '\u001b[31mred'],
      ['bell', 'ring\u0007'],
      ['NUL', 'a\u0000b'],
      ['DEL', 'a\u007fb'],
      ['a C1 control', 'a\u009bb'],
      ['a right-to-left override', 'Acme\u202Egpj.exe'],
      ['a left-to-right isolate', 'a\u2066b\u2069'],
    ])('%s, in a line and in the message', (_name, value) => {
      expect(accepts('name', value)).toBe(false);
      expect(accepts('message', value)).toBe(false);
    });
    it('a line break or tab in a line, but line breaks in the message', () => {
      expect(accepts('name', 'Ann\nBcc: x@example.com')).toBe(false);
      expect(accepts('name', 'Ann\tLee')).toBe(false);
      expect(accepts('message', 'Hello,\r\nsecond line\nthird')).toBe(true);
      expect(accepts('message', 'a\tb')).toBe(false);
    });
    it('accepts Japanese, accents and emoji', () => {
      expect(accepts('name', '山田 太郎')).toBe(true);
      expect(accepts('name', 'Zoë Ångström 🙂')).toBe(true);
      expect(accepts('message', 'データ基盤の構築について\n相談したいです。')).toBe(true);
    });
    it('the form cleans a pasted value so that the schema accepts it, keeping the words', () => {
      expect(withoutForbidden('Ann\tLee\u001b', false)).toBe('Ann Lee');
      expect(withoutForbidden('line\r\nnext\ttab\u202E', true)).toBe('line\r\nnext tab');
      expect(accepts('name', withoutForbidden('a\u0007\u2028b\u202Ec'))).toBe(true);
    });
  });

  it('sizes the body limit for the longest enquiry, in characters of 4 bytes', () => {
    const longest: Enquiry = {
      name: '𠀋'.repeat(200),
      phone: '1'.repeat(40),
      email: `${'𠀋'.repeat(248)}@a.jp`,
      company: '"'.repeat(200),
      designation: '\\'.repeat(200),
      message: '𠀋'.repeat(5000),
      consent: true,
      locale: 'ja',
      nameReading: 'ア'.repeat(200),
    };
    const bytes = Buffer.byteLength(
      JSON.stringify({ ...longest, [honeypotField]: '𠀋'.repeat(200) }),
    );
    expect(bytes).toBeLessThanOrEqual(enquiryMaxBytes);
    expect(enquiryMaxBytes).toBeLessThan(bytes * 1.1);
    expect(enquiryMaxBytes).toBeLessThan(32 * 1024);
  });

  it('picks exactly the fields of an enquiry, in order', () => {
    const reversed = Object.fromEntries(Object.entries(enquiry).reverse()) as Enquiry;
    const picked = pickEnquiry({ ...reversed, [honeypotField]: 'spam', extra: 1 } as Enquiry);
    expect(picked).toEqual(enquiry);
    expect(Object.keys(picked)).toEqual(enquiryFields);
  });

  it('keeps the extras an enquiry carries, after the seven fields', () => {
    const withExtras: Enquiry = { nameReading: 'ヤマダ タロウ', ...enquiry, locale: 'ja' };
    const picked = pickEnquiry({ ...withExtras, [honeypotField]: '' } as Enquiry);
    expect(Object.keys(picked)).toEqual([...enquiryFields, 'locale', 'nameReading']);
  });
});
