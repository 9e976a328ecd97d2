/**
 * `npm run enquiries -- list`: the rows as a table for a terminal, its columns aligned by display
 * width (a Japanese character takes two), with the counts and how to retry failed ones.
 */
import stringWidth from 'string-width';
import { enquiryStates, type EnquiryState } from '../store/store';
import type { Row } from './rows';
import { visible } from './visible-text';

const graphemes = new Intl.Segmenter();

/** `text` in at most `max` terminal columns, ending in … when cut. */
function cut(text: string, max: number): string {
  if (stringWidth(text) <= max) return text;
  let kept = '';
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    width += stringWidth(segment);
    if (width > max - 1) break;
    kept += segment;
  }
  return `${kept}…`;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - stringWidth(text)));
}

/** An ISO time as "2026-01-31 09:15" (UTC), or as it is if it is not one. */
function shortTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):\d{2}(?:\.\d+)?Z$/u.exec(iso);
  return match ? `${match[1] ?? ''} ${match[2] ?? ''}` : iso;
}

/** Why an entry is where it is, for the reason column. */
function reason(row: Row): string {
  if (row.unreadable) return `cannot be read: ${row.unreadable}`;
  if (row.state === 'corrupt') return 'reads as an enquiry now: retry it';
  return row.lastError;
}

interface TableColumn {
  header: string;
  cell: (row: Row) => string;
  /** Widest cell in terminal columns; longer ones are cut with … (ids never are). */
  max: number;
}

const enquiryTableColumns: TableColumn[] = [
  { header: 'id', cell: (row) => row.id, max: Infinity },
  { header: 'state', cell: (row) => row.state, max: 7 },
  { header: 'received (UTC)', cell: (row) => shortTime(row.receivedAt), max: 24 },
  { header: 'name', cell: (row) => row.name, max: 24 },
  { header: 'company', cell: (row) => row.company, max: 24 },
  { header: 'e-mail', cell: (row) => row.email, max: 32 },
];

/** For the states that are not done: the failed attempts so far and why. */
const deliveryTableColumns: TableColumn[] = [
  {
    header: 'tries',
    cell: (row) => (row.state === 'pending' || row.state === 'failed' ? row.attempts || '0' : ''),
    max: 5,
  },
  // The last column, so it is never padded; long enough for a mail server's whole answer.
  { header: 'reason', cell: (row) => (row.state === 'sent' ? '' : reason(row)), max: 120 },
];

function countLine(rows: Row[]): string {
  const counts = enquiryStates
    .map((state) => [state, rows.filter((row) => row.state === state).length] as const)
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${count} ${state}`);
  return `${rows.length} ${rows.length === 1 ? 'enquiry' : 'enquiries'}: ${counts.join(', ')}`;
}

export const retryHint = 'To retry failed ones: npm run enquiries -- retry ID… (or --all-failed)';

/**
 * The listing: one line per entry with its full id, then a count and, when failed ones are
 * shown, how to retry them. Every value is made visible; the reason column comes only when an
 * entry is not yet sent.
 */
export function toTable(rows: Row[], wanted: readonly EnquiryState[] = enquiryStates): string {
  if (rows.length === 0) {
    return wanted.length === 1 ? `No ${wanted[0] ?? ''} enquiries.\n` : 'No enquiries.\n';
  }
  const shown = rows.some((row) => row.state !== 'sent')
    ? [...enquiryTableColumns, ...deliveryTableColumns]
    : enquiryTableColumns;
  const header = shown.map((column) => column.header);
  const body = rows.map((row) => shown.map((column) => cut(visible(column.cell(row)), column.max)));
  const widths = shown.map((_, index) =>
    Math.max(...[header, ...body].map((cells) => stringWidth(cells[index] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => pad(cell, widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  const footer = [
    countLine(rows),
    ...(rows.some((row) => row.state === 'failed') ? [retryHint] : []),
  ];
  return `${[line(header), ...body.map(line), ...footer].join('\n')}\n`;
}
