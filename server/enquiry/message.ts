/**
 * The e-mail made from an enquiry. Every field is data: it goes into the bodies escaped, and
 * never into a header (the subject carries only the enquiry id and a cleaned company name).
 */
import escapeHtml from 'escape-html';
import { enquiryTextFields, type EnquiryTextField } from '../../contract/enquiry';
import type { SpooledEnquiry } from './spool';

export interface EnquiryMail {
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
}

/** What staff read as each field's name. The message, of several lines, comes last on its own. */
const labels: Record<EnquiryTextField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  company: 'Company',
  designation: 'Designation',
  message: 'Message',
};

// Control characters (CR, LF, ...) and Unicode line separators: removing them is the point.
// eslint-disable-next-line no-control-regex
const lineBreaking = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of plain text: control characters (CR, LF, ...) become spaces. */
function singleLine(value: string, maxLength = 80): string {
  return value.replace(lineBreaking, ' ').trim().slice(0, maxLength);
}

const plainAddress = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;

export function composeMail({ id, receivedAt, enquiry }: SpooledEnquiry): EnquiryMail {
  const company = singleLine(enquiry.company);
  const rows = enquiryTextFields
    .filter((field) => field !== 'message')
    .map((field) => [labels[field], enquiry[field]] as const);
  const text = [
    `New enquiry ${id}, received ${receivedAt}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${singleLine(value, 500)}`),
    'Consent to updates: yes',
    '',
    `${labels.message}:`,
    enquiry.message,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>New enquiry <strong>${escapeHtml(id)}</strong>, received ${escapeHtml(receivedAt)}</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '<tr><th align="left">Consent to updates</th><td>yes</td></tr>',
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    subject: `Website enquiry ${id}${company ? ` from ${company}` : ''}`,
    text,
    html,
    // Only a plain address may become Reply-To; anything else stays in the body only.
    replyTo: plainAddress.test(enquiry.email) ? enquiry.email : undefined,
  };
}
