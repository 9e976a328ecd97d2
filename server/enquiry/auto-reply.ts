/**
 * The automatic reply to the visitor, in the enquiry's language from the `enquiryReply` catalogs
 * (./catalogs.ts): thanks, when we will answer, what they sent, and what to do if they did not
 * send it. Every visitor value is data: escaped in the HTML part, never a link, never a header.
 */
import escapeHtml from 'escape-html';
import type { i18n as I18n } from 'i18next';
import { enquiryTextFields, type Enquiry, type EnquiryTextField } from '../../contract/enquiry';
import { defaultLocale, type Locale } from '../../contract/locales';

export interface ReplyMail {
  lang: Locale;
  subject: string;
  text: string;
  html: string;
}

const namespace = 'enquiryReply';

/** The catalog keys of the fields' names, in the order the reply lists them. */
const fieldKeys = {
  name: 'fields.name',
  nameReading: 'fields.nameReading',
  phone: 'fields.phone',
  email: 'fields.email',
  company: 'fields.company',
  designation: 'fields.designation',
  message: 'fields.message',
} as const satisfies Record<EnquiryTextField | 'nameReading', string>;

type ListedField = keyof typeof fieldKeys;

/** The fields the visitor filled in, in the reply's order: the name's reading only when given. */
function listedFields(enquiry: Enquiry): [ListedField, string][] {
  const reading = enquiry.nameReading?.trim();
  return enquiryTextFields.flatMap((field): [ListedField, string][] =>
    field === 'name' && reading
      ? [
          [field, enquiry[field]],
          ['nameReading', reading],
        ]
      : [[field, enquiry[field]]],
  );
}

/** One line of a field's value in the list (the message, of several lines, is shown apart). */
function oneLine(value: string): string {
  return value.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').trim();
}

/** Plain text with its line breaks, for HTML: escaped, each break a `<br>`. */
function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n|\u2028|\u2029/g, '<br>\n');
}

export function composeAutoReply(i18n: I18n, enquiry: Enquiry): ReplyMail {
  const wanted = enquiry.locale ?? defaultLocale;
  // A language without the catalog yet gets the English reply, and says so in its HTML.
  const lang = i18n.hasResourceBundle(wanted, namespace) ? wanted : defaultLocale;
  const t = i18n.getFixedT(lang, 'enquiryReply');
  const fields = listedFields(enquiry);
  const rows = fields
    .filter(([field]) => field !== 'message')
    .map(([field, value]) => ({ label: t(fieldKeys[field]), value: oneLine(value) }));
  const messageLabel = t(fieldKeys.message);
  const message = enquiry.message.replace(/\r\n|\r/g, '\n');

  const text = [
    t('greeting', { name: oneLine(enquiry.name) }),
    '',
    t('thanks'),
    t('nextStep'),
    '',
    t('summary'),
    '',
    ...rows.map((row) => t('row', row)),
    t('row', { label: messageLabel, value: '' }).trimEnd(),
    message,
    '',
    t('replyHint'),
    t('notYou'),
    '',
    t('closing'),
    t('signature'),
    '',
    '--',
    t('automatic'),
    '',
  ].join('\n');

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t('subject'))}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.6">',
    paragraph(t('greeting', { name: oneLine(enquiry.name) })),
    `<p>${escapeHtml(t('thanks'))}<br>\n${escapeHtml(t('nextStep'))}</p>`,
    paragraph(t('summary')),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(
      (row) =>
        `<tr><th align="left" valign="top">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`,
    ),
    `<tr><th align="left" valign="top">${escapeHtml(messageLabel)}</th><td>${htmlLines(message)}</td></tr>`,
    '</table>',
    `<p>${escapeHtml(t('replyHint'))}<br>\n${escapeHtml(t('notYou'))}</p>`,
    `<p>${escapeHtml(t('closing'))}<br>\n${escapeHtml(t('signature'))}</p>`,
    `<p style="color:#555;font-size:small">${escapeHtml(t('automatic'))}</p>`,
    '</body></html>',
    '',
  ].join('\n');

  return { lang, subject: oneLine(t('subject')), text, html };
}
