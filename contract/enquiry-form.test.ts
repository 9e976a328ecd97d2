import { describe, expect, it } from 'vitest';
import { enquirySchema, enquiryTextFields, type Enquiry } from './enquiry';
import {
  enquiryOf,
  enquirySentAddress,
  formProblems,
  formValuesOf,
  postedLocale,
  type InputName,
} from './enquiry-form';

/** The form's values as the browser hands them over, consent ticked. */
function formData(values: Partial<Record<InputName, string>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  data.append('consent', 'on');
  return data;
}

/** Whether the service's schema takes each text of `enquiry` (its characters and format). */
function expectAccepted(enquiry: Enquiry) {
  for (const field of [...enquiryTextFields, 'nameReading'] as const) {
    const value = enquiry[field];
    if (value === undefined) continue;
    const { pattern } = enquirySchema.properties[field];
    expect(new RegExp(pattern, 'u').test(value), `${field}: ${JSON.stringify(value)}`).toBe(true);
  }
}

describe('enquiryOf', () => {
  it('makes a tab a space and drops escapes and bidi overrides in every field, and keeps the line breaks of the message', () => {
    const enquiry = enquiryOf(
      formData({
        name: 'Aiko\tTanaka\u001B',
        phone: '+81\t3 0000 0000',
        email: 'aiko@example.jp\u0007',
        company: '\u202EExample\tKK\u2066',
        designation: 'Director\u0085',
        message: 'Hello,\r\n\tWe plan\u001B[1m a centre.\u202E\n\nThanks',
      }),
      'en',
    );
    expect(enquiry).toEqual({
      name: 'Aiko Tanaka',
      phone: '+81 3 0000 0000',
      email: 'aiko@example.jp',
      company: 'Example KK',
      designation: 'Director',
      message: 'Hello,\r\n We plan[1m a centre.\n\nThanks',
      consent: true,
      locale: 'en',
    });
    expectAccepted(enquiry!);
  });

  it('in Japanese cleans family and given name before joining them, and the reading too', () => {
    const enquiry = enquiryOf(
      formData({
        familyName: '山田\u202E',
        givenName: '\u001B太郎',
        nameReading: '\tヤマダ\u2067 タロウ\u0000',
        phone: '03-0000-0000',
        email: 'yamada@example.co.jp',
        company: '株式会社\tサンプル',
        designation: '部長',
        message: 'ご相談\u202Aです。\n宜しくお願いします。',
      }),
      'ja',
    );
    expect(enquiry).toMatchObject({
      name: '山田 太郎',
      nameReading: 'ヤマダ タロウ',
      company: '株式会社 サンプル',
      message: 'ご相談です。\n宜しくお願いします。',
      locale: 'ja',
    });
    expectAccepted(enquiry!);
  });

  it('leaves out a reading of nothing but spaces and forbidden characters', () => {
    const enquiry = enquiryOf(formData({ familyName: '山田', nameReading: ' \t\u202E ' }), 'ja');
    expect(enquiry).not.toHaveProperty('nameReading');
  });

  it('makes no enquiry without consent', () => {
    const data = new FormData();
    data.append('name', 'Aiko Tanaka');
    expect(enquiryOf(data, 'en')).toBeNull();
  });
});

describe('formProblems: what the browser would refuse, as the service sees a posted form', () => {
  const english = {
    name: 'Aiko Tanaka',
    phone: '+91 124 000 0000',
    email: 'aiko@example.jp',
    company: 'Example KK',
    designation: 'Director',
    message: 'Hello',
  };
  const values = (inputs: Partial<Record<InputName, string>>, consent = true) => ({
    inputs: { ...english, ...inputs },
    consent,
  });

  it('finds nothing in a form filled in as it should be', () => {
    expect(formProblems(values({}), 'en')).toEqual({});
  });

  it('counts spaces alone, or with nothing but characters the form drops, as missing', () => {
    expect(
      formProblems(values({ company: '   ', designation: '\u202E\t', name: '' }), 'en'),
    ).toEqual({ company: 'missing', designation: 'missing', name: 'missing' });
  });

  it('holds the phone, e-mail and reading to their formats, and every input to its length', () => {
    expect(
      formProblems(
        values({ phone: 'call me', email: 'aiko@example', message: 'x'.repeat(5001) }),
        'en',
      ),
    ).toEqual({ phone: 'format', email: 'format', message: 'format' });
    // 5,000 characters outside the BMP are 5,000 characters, as the service counts them.
    expect(formProblems(values({ message: '😀'.repeat(5000) }), 'en')).toEqual({});
  });

  it('marks consent not given', () => {
    expect(formProblems(values({}, false), 'en')).toEqual({ consent: 'missing' });
  });

  it('in Japanese asks for family and given name, and leaves an empty reading alone', () => {
    const japanese = {
      inputs: { ...english, name: undefined, familyName: '山田', givenName: '', nameReading: ' ' },
      consent: true,
    };
    expect(formProblems(japanese, 'ja')).toEqual({ givenName: 'missing' });
    expect(
      formProblems(
        { ...japanese, inputs: { ...japanese.inputs, givenName: '太郎', nameReading: 'Taro' } },
        'ja',
      ),
    ).toEqual({ nameReading: 'format' });
  });
});

describe('a posted form', () => {
  it('is read as the form would send it: full-width phone and e-mail half-width, the reading katakana', () => {
    const data = new URLSearchParams({
      familyName: '山田',
      phone: '０３－１２３４',
      email: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ',
      nameReading: 'やまだ',
      message: '全角（そのまま）',
      consent: 'on',
    });
    expect(formValuesOf(data, 'ja')).toEqual({
      inputs: {
        familyName: '山田',
        givenName: '',
        nameReading: 'ヤマダ',
        phone: '03-1234',
        email: 'taro@example.jp',
        company: '',
        designation: '',
        message: '全角（そのまま）',
      },
      consent: true,
    });
    expect(formValuesOf(new URLSearchParams({ consent: '' }), 'en').consent).toBe(false);
  });

  it("names its page's language, English when it names none the site has", () => {
    expect(postedLocale(new URLSearchParams({ locale: 'ja' }))).toBe('ja');
    expect(postedLocale(new URLSearchParams({ locale: 'xx' }))).toBe('en');
    expect(postedLocale(new URLSearchParams())).toBe('en');
  });

  it('leads to the thank-you page in its language', () => {
    expect(enquirySentAddress('en')).toBe('/thank-you');
    expect(enquirySentAddress('ja')).toBe('/ja/thank-you');
  });
});
