/**
 * For staff: `npm run enquiries -- list [--state pending|sent|corrupt|all]` and
 * `npm run enquiries -- export --csv [--state …]` over the spool (ENQUIRY_SPOOL_DIR).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { enquiryTextFields, type Enquiry, type EnquiryTextField } from '../../contract/enquiry';
import { Spool, type SpooledEnquiry, type SpoolState } from './spool';

const states: SpoolState[] = ['pending', 'sent', 'corrupt'];
/**
 * The record's columns, the enquiry's text fields in the form's order, then the optional extras
 * (empty when the enquiry has none) and what became of the automatic reply: new columns go last,
 * so that a spreadsheet reading the first ones by place keeps working.
 */
const extraColumns = ['nameReading', 'locale', 'autoReply'] as const;
const columns = ['id', 'state', 'receivedAt', ...enquiryTextFields, ...extraColumns] as const;

type Row = Record<(typeof columns)[number], string>;

/** The cells of an enquiry's fields; a record that cannot be read says so under its name. */
function fieldCells(enquiry: Enquiry | undefined): Record<EnquiryTextField, string> {
  // Object.fromEntries cannot type its result; the keys are exactly the text fields.
  const cells = Object.fromEntries(
    enquiryTextFields.map((field) => [field, enquiry?.[field] ?? '']),
  ) as Record<EnquiryTextField, string>;
  if (!enquiry) cells.name = '(unreadable)';
  return cells;
}

/** A CSV cell: quoted, and a leading = + - @ neutralised so spreadsheets never run it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export async function collect(spool: Spool, wanted: SpoolState[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const state of wanted) {
    for (const id of await spool.ids(state)) {
      let record: SpooledEnquiry | null = null;
      try {
        record = await spool.read(state, id);
      } catch {
        record = null;
      }
      rows.push({
        id,
        state,
        receivedAt: record?.receivedAt ?? '',
        ...fieldCells(record?.enquiry),
        nameReading: record?.enquiry.nameReading ?? '',
        locale: record?.enquiry.locale ?? '',
        autoReply: record?.autoReply?.status ?? '',
      });
    }
  }
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

export function toCsv(rows: Row[]): string {
  return [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
  ]
    .join('\r\n')
    .concat('\r\n');
}

export function toTable(rows: Row[]): string {
  if (rows.length === 0) return 'No enquiries.\n';
  const shown = ['id', 'state', 'name', 'company', 'email', 'locale'] as const;
  const cut = (text: string) =>
    (text.length > 32 ? `${text.slice(0, 31)}…` : text).replace(/\s+/g, ' ');
  const widths = shown.map((column) =>
    Math.max(column.length, ...rows.map((row) => cut(row[column]).length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  return `${[line([...shown]), ...rows.map((row) => line(shown.map((column) => cut(row[column]))))].join('\n')}\n${rows.length} enquiries\n`;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      csv: { type: 'boolean' },
      state: { type: 'string', default: 'all' },
      spool: { type: 'string' },
    },
  });
  const command = positionals[0];
  const state = values.state;
  if (state !== 'all' && !states.includes(state as SpoolState)) {
    process.stderr.write(`--state must be one of all, ${states.join(', ')}\n`);
    return 2;
  }
  const wanted = state === 'all' ? states : [state as SpoolState];
  const spool = new Spool(
    resolve(values.spool ?? process.env.ENQUIRY_SPOOL_DIR ?? 'var/enquiries'),
  );
  await spool.init();
  const rows = await collect(spool, wanted);
  if (command === 'list') {
    process.stdout.write(toTable(rows));
    return 0;
  }
  if (command === 'export' && values.csv) {
    process.stdout.write(toCsv(rows));
    return 0;
  }
  process.stderr.write(
    'Usage: enquiries list [--state S] | enquiries export --csv [--state S] [--spool DIR]\n',
  );
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
