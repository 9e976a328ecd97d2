/** The one shape an enquiry may have: the site's seven fields plus the honeypot. */
import {
  enquiryLimits,
  enquiryPatterns,
  honeypotField,
  type Enquiry as SiteEnquiry,
} from '../../src/enquiry/enquiry';

export { honeypotField };

/** An accepted enquiry: consent is always given. */
export type Enquiry = Omit<SiteEnquiry, 'consent'> & { consent: true };

const text = (maxLength: number, pattern?: string) => ({
  type: 'string',
  minLength: 1,
  maxLength,
  // Something other than white space.
  pattern: pattern ?? '\\S',
});

export const enquirySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'email', 'company', 'designation', 'message', 'consent'],
  properties: {
    name: text(enquiryLimits.name),
    phone: text(enquiryLimits.phone, `^(?:${enquiryPatterns.phone})$`),
    // A plausible address: one @, no spaces, a dot in the domain.
    email: text(enquiryLimits.email, `^(?:${enquiryPatterns.email})$`),
    company: text(enquiryLimits.company),
    designation: text(enquiryLimits.designation),
    message: text(enquiryLimits.message),
    consent: { type: 'boolean', const: true },
    [honeypotField]: { type: 'string', maxLength: 200 },
  },
} as const;
