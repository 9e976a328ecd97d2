/**
 * `npm run enquiries -- export --csv`: the rows as CSV that spreadsheets read as text, never as
 * formulas.
 */
import { columns, type Row } from './rows';
import { visible } from './visible-text';

/**
 * A CSV cell: visible text (LF kept in a `multiline` cell, the message), quoted, and a leading
 * = + - @ (after any white space) neutralised so spreadsheets never run it as a formula.
 */
export function csvCell(value: string, multiline = false): string {
  const text = visible(value, multiline);
  const safe = /^\s*[=+\-@]/u.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The header (the column names) and a line per row, each ended by CRLF. */
export function toCsv(rows: Row[]): string {
  const line = (row: Row) =>
    columns.map((column) => csvCell(row[column], column === 'message')).join(',');
  return [columns.join(','), ...rows.map(line)].join('\r\n').concat('\r\n');
}
