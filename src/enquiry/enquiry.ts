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

/** The form's hidden field that people never see and bots fill in. */
export const honeypotField = 'website';
