import { describe, expect, it } from 'vitest';
import { enquirySchema, enquiryTextFields, type Enquiry } from '@contract/enquiry';
import { enquiryOf, type InputName } from './form-inputs';

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
