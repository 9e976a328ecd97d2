/**
 * The e-mail made from an enquiry. Every field is data: it goes into the bodies escaped, and
 * never into a header (the subject carries only the enquiry id and a cleaned company name).
 */
import escapeHtml from 'escape-html';
import { enquiryTextFields, type EnquiryTextField } from '../../contract/enquiry';
import { localeTable } from '../../contract/locales';
import type { AutoReplyOutcome, EnquiryRecord } from './store/store';

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

/** An address that may become a header: one plain `local@domain.tld`. */
export const plainAddress = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;

/** What staff read about the automatic reply to the visitor (`undefined`: none was tried). */
function autoReplyNote(outcome: AutoReplyOutcome | undefined): string {
  switch (outcome?.status) {
    case 'sent':
      return `Automatic reply sent to the visitor (${outcome.messageId})`;
    case 'limited':
      return 'No automatic reply sent: daily limit for this address';
    case 'invalid-address':
      return 'No automatic reply sent: not a plain e-mail address';
    case 'failed':
      return `No automatic reply sent: the mail server did not take it (${outcome.attempts} ${outcome.attempts === 1 ? 'attempt' : 'attempts'}); please answer the visitor yourself`;
    case undefined:
      return 'No automatic reply sent: automatic replies are off';
  }
}

export function composeMail({ id, receivedAt, enquiry, autoReply }: EnquiryRecord): EnquiryMail {
  const company = singleLine(enquiry.company);
  const rows: (readonly [string, string])[] = enquiryTextFields
    .filter((field) => field !== 'message')
    .map((field) => [labels[field], enquiry[field]] as const);
  // The optional extras, when the enquiry carries them: after the name, its reading; at the end,
  // the language of the page it came from (and of the automatic reply).
  if (enquiry.nameReading?.trim()) rows.splice(1, 0, ['Name reading', enquiry.nameReading]);
  if (enquiry.locale) {
    rows.push(['Page language', `${localeTable[enquiry.locale].name} (${enquiry.locale})`]);
  }
  const note = autoReplyNote(autoReply);
  const text = [
    `New enquiry ${id}, received ${receivedAt}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${singleLine(value, 500)}`),
    'Consent to updates: yes',
    note,
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
    `<p>${escapeHtml(note)}</p>`,
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
