/**
 * The staff command over the spool, `npm run enquiries -- …`: list the enquiries, export them as
 * CSV, and put failed ones back in the queue (`usage` below; README.md, "Staff commands").
 *
 * Visitor text reaches a terminal and spreadsheets here, and records stored before the contract
 * refused control characters may still hold some: an escape sequence could recolour or rewrite
 * the terminal, a bidi override make a name read backwards. So every value is printed through
 * `visible`, which shows such characters instead of letting them act.
 *
 * The command never creates the spool: a wrong path would otherwise print "No enquiries" over an
 * empty folder it had just made, and staff would think nothing had come in.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  enquiryTextFields,
  forbiddenCharacters,
  type Enquiry,
  type EnquiryTextField,
} from '../../contract/enquiry';
import {
  CorruptRecordError,
  enquiryIdPattern,
  isNotFound,
  Spool,
  spoolStates,
  type SpooledEnquiry,
  type SpoolState,
} from './spool';

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
const columns = [
  'id',
  'state',
  'receivedAt',
  ...enquiryTextFields,
  ...extraColumns,
  ...deliveryColumns,
] as const;

type Column = (typeof columns)[number];
type Row = Record<Column, string>;

// ---------------------------------------------------------------------------------------------
// Visible text

/** Every control and bidi character a field may not hold (the contract's list, line breaks too). */
const controlCharacter = new RegExp(`[${forbiddenCharacters.line}]`, 'gu');
const lineBreak = /\r\n|[\n\r\u2028\u2029]/gu;

/** What shows a control character without it acting: ␛ for ESC, ␡ for DEL, <U+202E> else. */
function standIn(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
}

/**
 * Text that is safe to print: a line break or a tab becomes a space (with `keepLineBreaks`, a
 * line break of any kind becomes LF and stays), and every other control or bidi character its
 * visible stand-in.
 */
function visible(text: string, keepLineBreaks = false): string {
  return text
    .replace(lineBreak, keepLineBreaks ? '\n' : ' ')
    .replace(controlCharacter, (character) => {
      if (character === '\t') return ' ';
      // Only left by the line above when line breaks are kept.
      if (character === '\n') return '\n';
      return standIn(character);
    });
}

// ---------------------------------------------------------------------------------------------
// Reading the spool

/** The cells of an enquiry's fields; a record that cannot be read says so under its name. */
function fieldCells(enquiry: Enquiry | undefined): Record<EnquiryTextField, string> {
  // Object.fromEntries cannot type its result; the keys are exactly the text fields.
  const cells = Object.fromEntries(
    enquiryTextFields.map((field) => [field, enquiry?.[field] ?? '']),
  ) as Record<EnquiryTextField, string>;
  if (!enquiry) cells.name = '(unreadable)';
  return cells;
}

function toRow(id: string, state: SpoolState, record: SpooledEnquiry | null, unreadable = ''): Row {
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

/**
 * One row per entry of the wanted states, oldest first. An entry that cannot be read is listed
 * with the reason; one that went away meanwhile (the service moved it) is left out.
 */
export async function collect(spool: Spool, wanted: readonly SpoolState[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const state of wanted) {
    for (const id of await spool.ids(state)) {
      try {
        rows.push(toRow(id, state, await spool.read(state, id)));
      } catch (error) {
        if (error instanceof CorruptRecordError) rows.push(toRow(id, state, null, error.reason));
        else if (!isNotFound(error)) throw error;
      }
    }
  }
  return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------
// CSV

/**
 * A CSV cell: visible text (LF kept in a `multiline` cell, the message), quoted, and a leading
 * = + - @ (after any white space) neutralised so spreadsheets never run it as a formula.
 */
export function csvCell(value: string, multiline = false): string {
  const text = visible(value, multiline);
  const safe = /^\s*[=+\-@]/u.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: Row[]): string {
  const line = (row: Row) =>
    columns.map((column) => csvCell(row[column], column === 'message')).join(',');
  return [columns.join(','), ...rows.map(line)].join('\r\n').concat('\r\n');
}

// ---------------------------------------------------------------------------------------------
// The table

/** Where a terminal shows a character two columns wide (CJK, kana, full-width forms, emoji). */
const wideRanges: readonly [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1faff],
  [0x20000, 0x3fffd],
];

function charWidth(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  return wideRanges.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
}

/** Columns a terminal uses for `text`, so that Japanese names keep the table aligned. */
function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += charWidth(character);
  return width;
}

/** `text` in at most `max` columns, ending in … when cut. */
function cut(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let kept = '';
  let width = 0;
  for (const character of text) {
    width += charWidth(character);
    if (width > max - 1) break;
    kept += character;
  }
  return `${kept}…`;
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
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
  const counts = spoolStates
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
export function toTable(rows: Row[], wanted: readonly SpoolState[] = spoolStates): string {
  if (rows.length === 0) {
    return wanted.length === 1 ? `No ${wanted[0] ?? ''} enquiries.\n` : 'No enquiries.\n';
  }
  const shown = rows.some((row) => row.state !== 'sent')
    ? [...enquiryTableColumns, ...deliveryTableColumns]
    : enquiryTableColumns;
  const header = shown.map((column) => column.header);
  const body = rows.map((row) => shown.map((column) => cut(visible(column.cell(row)), column.max)));
  const widths = shown.map((_, index) =>
    Math.max(...[header, ...body].map((cells) => displayWidth(cells[index] ?? ''))),
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

// ---------------------------------------------------------------------------------------------
// Retry

type RetryOutcome = { id: string; from: SpoolState } | { id: string; problem: string };

/** Each id in the spool and its state. */
async function locate(spool: Spool): Promise<Map<string, SpoolState>> {
  const where = new Map<string, SpoolState>();
  for (const state of spoolStates) {
    for (const id of await spool.ids(state)) where.set(id, state);
  }
  return where;
}

/** Why an enquiry in `state` cannot be retried, or `null` when it may be. */
function refusal(state: SpoolState): string | null {
  if (state === 'pending') return 'is pending, not failed: it is already in the queue';
  if (state === 'sent') return 'is sent, not failed: it was delivered';
  return null;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Puts one failed enquiry back in the queue: its record is rewritten in place without its
 * delivery history and with `retriedAt` (atomically), and only then moved to `pending/`. A crash
 * between the two leaves it in `failed/`, where retrying it again finishes the job.
 *
 * A corrupt entry is retried the same way, but only once it reads as an enquiry again (staff
 * fixed the file): one that still cannot be read would only be set aside again.
 */
async function retryOne(
  spool: Spool,
  id: string,
  state: SpoolState | undefined,
  now: Date,
): Promise<RetryOutcome> {
  if (!enquiryIdPattern.test(id)) {
    return { id, problem: 'is not an enquiry id (like 2026-01-31T09-15-00-000Z-1a2b3c4d)' };
  }
  if (state === undefined) return { id, problem: 'is not in the spool' };
  const refused = refusal(state);
  if (refused !== null) return { id, problem: refused };
  let record: SpooledEnquiry;
  try {
    record = await spool.read(state, id);
  } catch (error) {
    if (!(error instanceof CorruptRecordError)) throw error;
    const file = spool.path(state, id);
    return {
      id,
      problem: `is ${state} and cannot be read (${error.reason}): fix ${file}, then retry it`,
    };
  }
  // The record is rewritten under its own id, so a file holding another would write elsewhere.
  if (record.id !== id) {
    return { id, problem: `holds the id ${record.id}: fix the file, then retry it` };
  }
  const retried: SpooledEnquiry = { ...record, retriedAt: now.toISOString() };
  delete retried.delivery;
  await spool.update(state, retried);
  await spool.move(id, state, 'pending');
  return { id, from: state };
}

/** Retries each id (once, in the order given); one that cannot be retried does not stop the rest. */
export async function retry(
  spool: Spool,
  ids: string[],
  now = new Date(),
): Promise<RetryOutcome[]> {
  const where = await locate(spool);
  const outcomes: RetryOutcome[] = [];
  for (const id of new Set(ids)) {
    try {
      outcomes.push(await retryOne(spool, id, where.get(id), now));
    } catch (error) {
      outcomes.push({ id, problem: `could not be retried: ${errorText(error)}` });
    }
  }
  return outcomes;
}

// ---------------------------------------------------------------------------------------------
// The command

export const usage = `Usage: npm run enquiries -- COMMAND [OPTIONS]

Commands:
  list [--state S]          the enquiries, oldest first: full id, state, received time, name,
                            company, e-mail and, until sent, the failed tries and the reason
  export --csv [--state S]  the same with every field as CSV (UTF-8), for a spreadsheet
  retry ID…                 put failed enquiries back in the queue (also a corrupt one, once
                            its file is fixed and reads as an enquiry)
  retry --all-failed        put every failed enquiry back in the queue
  help, --help              this text

Options:
  --state S     pending, sent, failed, corrupt or all (the default)
  --spool DIR   the spool (default: ENQUIRY_SPOOL_DIR, else var/enquiries)
`;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
  now: () => Date;
}

const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  now: () => new Date(),
};

const options = {
  csv: { type: 'boolean' },
  state: { type: 'string' },
  spool: { type: 'string' },
  'all-failed': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];

/** The states `--state` names, or `null` for a value it does not know. */
function statesOf(state = 'all'): readonly SpoolState[] | null {
  if (state === 'all') return spoolStates;
  const known = spoolStates.find((name) => name === state);
  return known ? [known] : null;
}

/** What is wrong with the command line, or `null` when the command can run. */
function misuse(command: string | undefined, rest: string[], values: Values): string | null {
  if (command === 'list' || command === 'export') {
    if (rest.length > 0) return `${command} takes no ids`;
    if (values['all-failed']) return '--all-failed goes with retry';
    if (command === 'export' && !values.csv) return 'export needs --csv';
    if (command === 'list' && values.csv) return '--csv goes with export';
    return null;
  }
  if (command === 'retry') {
    if (values.csv || values.state !== undefined) return 'retry takes ids or --all-failed only';
    if (rest.length === 0 && !values['all-failed']) return 'retry needs ids or --all-failed';
    return null;
  }
  return command === undefined ? 'no command given' : `unknown command ${visible(command)}`;
}

/** Whether `path` is a folder (false when it, or a folder above it, does not exist). */
async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
}

async function runRetry(spool: Spool, ids: string[], allFailed: boolean, io: Io): Promise<number> {
  const wanted = allFailed ? [...ids, ...(await spool.ids('failed'))] : ids;
  if (wanted.length === 0) {
    io.out('No failed enquiries to retry.\n');
    return 0;
  }
  const outcomes = await retry(spool, wanted, io.now());
  for (const outcome of outcomes) {
    if ('from' in outcome) io.out(`retried ${outcome.id} (${outcome.from} → pending)\n`);
    else io.err(`enquiries: ${visible(`${outcome.id} ${outcome.problem}`)}\n`);
  }
  if (outcomes.some((outcome) => 'from' in outcome)) {
    io.out(
      'The running enquiry service picks them up at its next sweep ' +
        '(every ENQUIRY_SWEEP_MS, a minute by default).\n',
    );
  }
  return outcomes.every((outcome) => 'from' in outcome) ? 0 : 1;
}

/** Runs the command line `argv`; resolves to the exit code (2: misuse, 1: failure). */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (error) {
    io.err(`enquiries: ${visible(errorText(error))}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (command === 'help' || values.help) {
    io.out(usage);
    return 0;
  }
  const wanted = statesOf(values.state);
  const problem = wanted
    ? misuse(command, rest, values)
    : `--state must be all or one of ${spoolStates.join(', ')}`;
  if (problem !== null || wanted === null) {
    io.err(`enquiries: ${problem ?? ''}\n\n${usage}`);
    return 2;
  }
  const spool = new Spool(resolve(values.spool ?? io.env.ENQUIRY_SPOOL_DIR ?? 'var/enquiries'));
  if (!(await isDirectory(spool.dirs.pending))) {
    io.err(`No spool at ${visible(spool.root)}: set ENQUIRY_SPOOL_DIR or pass --spool DIR\n`);
    return 1;
  }
  if (command === 'retry') return runRetry(spool, rest, values['all-failed'] ?? false, io);
  const rows = await collect(spool, wanted);
  io.out(command === 'export' ? toCsv(rows) : toTable(rows, wanted));
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`enquiries: ${visible(errorText(error))}\n`);
    return 1;
  });
}
