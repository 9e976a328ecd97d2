/**
 * Whether a stored value reads as an enquiry record: the check both stores make before they hand
 * a record on (the worker, the staff command). A value that fails it is listed as unreadable and
 * set aside as corrupt, so that one bad entry never stops the rest from being delivered.
 */
import { enquiryTextFields, type Enquiry } from '../../../contract/enquiry';
import type { EnquiryRecord } from './store';

/** Why a stored value that fails the check cannot be read, where nothing more precise is known. */
export const notAnEnquiry = 'not an enquiry';

/**
 * An object with a string `id` and `receivedAt` and an `enquiry` whose text fields are strings
 * and whose consent is given (the spool's check until now). What became of it (`autoReply`,
 * `delivery`) is not checked.
 */
export function isEnquiryRecord(value: unknown): value is EnquiryRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<EnquiryRecord>;
  const enquiry = record.enquiry as Partial<Enquiry> | null | undefined;
  return (
    typeof record.id === 'string' &&
    typeof record.receivedAt === 'string' &&
    typeof enquiry === 'object' &&
    enquiry !== null &&
    enquiryTextFields.every((field) => typeof enquiry[field] === 'string') &&
    enquiry.consent === true
  );
}
