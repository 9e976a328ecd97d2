/** A contact enquiry as the site sends it: exactly these seven keys (SPEC.md section 7). */
export interface Enquiry {
  name: string;
  phone: string;
  email: string;
  company: string;
  designation: string;
  message: string;
  consent: boolean;
}

export type EnquiryTextField = Exclude<keyof Enquiry, 'consent'>;

export const enquiryTextFields = [
  'name',
  'phone',
  'email',
  'company',
  'designation',
  'message',
] as const satisfies readonly EnquiryTextField[];

/** Longest accepted value per field; the form and the service both hold to these. */
export const enquiryLimits: Record<EnquiryTextField, number> = {
  name: 200,
  phone: 40,
  email: 254,
  company: 200,
  designation: 200,
  message: 5000,
};

/**
 * What a phone number and an e-mail address must look like, whole-value patterns that the form
 * (HTML `pattern`, which browsers read with the `v` flag) and the service (JSON schema, `u` flag)
 * both hold to: digits with spaces and + ( ) - . /, and one @ with a dot in the domain.
 */
export const enquiryPatterns = {
  phone: String.raw`[0-9+\(\)\-.\s\/]*[0-9][0-9+\(\)\-.\s\/]*`,
  email: String.raw`[^\s@]+@[^\s@]+\.[^\s@]+`,
} as const satisfies Partial<Record<EnquiryTextField, string>>;

/** The form's hidden field that people never see and bots fill in. */
export const honeypotField = 'website';
