/**
 * An enquiry as the staff commands show it: one row of text cells, the same for the table and the
 * CSV.
 */
import { enquiryTextFields, type Enquiry, type EnquiryTextField } from '../../../contract/enquiry';
import type { ListedEnquiry } from '../store/store';

/**
 * The record's columns, the enquiry's text fields in the form's order, then the optional extras
 * (empty when the enquiry has none), what became of the automatic reply, the delivery history
 * and why an entry cannot be read: new columns go last, so that a spreadsheet reading the first
 * ones by place keeps working.
 */
const extraColumns = ['nameReading', 'locale', 'autoReply'] as const;
const deliveryColumns = [
  'attempts',
  'lastError',
  'lastAttemptAt',
  'permanent',
  'retriedAt',
  'unreadable',
] as const;
export const columns = [
  'id',
  'state',
  'receivedAt',
  ...enquiryTextFields,
  ...extraColumns,
  ...deliveryColumns,
] as const;

type Column = (typeof columns)[number];
export type Row = Record<Column, string>;

/** The cells of an enquiry's fields; a record that cannot be read says so under its name. */
function fieldCells(enquiry: Enquiry | undefined): Record<EnquiryTextField, string> {
  // Object.fromEntries cannot type its result; the keys are exactly the text fields.
  const cells = Object.fromEntries(
    enquiryTextFields.map((field) => [field, enquiry?.[field] ?? '']),
  ) as Record<EnquiryTextField, string>;
  if (!enquiry) cells.name = '(unreadable)';
  return cells;
}

export function toRow({ id, state, record, unreadable = '' }: ListedEnquiry): Row {
  const delivery = record?.delivery;
  return {
    id,
    state,
    receivedAt: record?.receivedAt ?? '',
    ...fieldCells(record?.enquiry),
    nameReading: record?.enquiry.nameReading ?? '',
    locale: record?.enquiry.locale ?? '',
    autoReply: record?.autoReply?.status ?? '',
    attempts: delivery ? String(delivery.attempts) : '',
    lastError: delivery?.lastError ?? '',
    lastAttemptAt: delivery?.lastAttemptAt ?? '',
    permanent: delivery ? String(delivery.permanent) : '',
    retriedAt: record?.retriedAt ?? '',
    unreadable,
  };
}
