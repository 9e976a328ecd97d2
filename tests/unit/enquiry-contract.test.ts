import { describe, expect, it } from 'vitest';
import {
  enquiryExtras,
  enquiryFields,
  enquiryLimits,
  enquiryPatterns,
  enquirySchema,
  enquiryTextFields,
  honeypotField,
  pickEnquiry,
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

  it('anchors the form patterns in the schema', () => {
    for (const field of ['phone', 'email'] as const) {
      expect(enquirySchema.properties[field]).toMatchObject({
        pattern: `^(?:${enquiryPatterns[field]})$`,
      });
    }
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
