import { describe, expect, it } from 'vitest';
import {
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
  it('requires every field but the honeypot, in the form order', () => {
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
    expect(Object.keys(enquirySchema.properties)).toEqual([...enquiryFields, honeypotField]);
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
});
