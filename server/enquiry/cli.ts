/**
 * The staff command over the store, `npm run enquiries -- …`: list and export the enquiries, put
 * failed ones back in the queue, purge old ones and erase an address's (`usage` below; README.md,
 * "Staff commands"). Visitor text is printed through `visible`, so control and bidi characters
 * show instead of acting on the terminal; the command never creates a spool.
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
import { readRetentionDays } from './config';
import { retentionCutoff } from './retention';
import { openStore } from './store/open-store';
import {
  enquiryStates,
  type EnquiryState,
  type EnquiryStore,
  type ListedEnquiry,
  type Removal,
} from './store/store';

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
// Rows

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
// Purge and erase

/** What a purge or an erasure removed (or would), one line per enquiry and a count. */
export function removalReport(removal: Removal, dryRun: boolean): string {
  const verb = dryRun ? 'would remove' : 'removed';
  const { enquiries, keys, replyCounts } = removal;
  const lines = enquiries.map(({ id, state }) => `${verb} ${id} (${state})\n`);
  const noun = enquiries.length === 1 ? 'enquiry' : 'enquiries';
  return `${lines.join('')}${dryRun ? 'Would remove' : 'Removed'} ${enquiries.length} ${noun}, ${keys} idempotency ${keys === 1 ? 'key' : 'keys'} and ${replyCounts} automatic-reply ${replyCounts === 1 ? 'count' : 'counts'}.\n`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
  purge [--dry-run]         remove the enquiries older than ENQUIRY_RETENTION_DAYS (730 days
                            by default), in every state, with their keys and reply counts
                            (the service does this by itself once a day)
  erase --email ADDRESS [--dry-run]
                            remove everything held about an e-mail address, in every state
  help, --help              this text

Options:
  --state S     pending, sent, failed, corrupt or all (the default)
  --dry-run     say what purge or erase would remove, and remove nothing
  --spool DIR   the file store (default: ENQUIRY_SPOOL_DIR, else var/enquiries)

With DATABASE_URL set (and no --spool), the commands work on that PostgreSQL database.
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
  email: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'all-failed': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];

/** The states `--state` names, or `null` for a value it does not know. */
function statesOf(state = 'all'): readonly EnquiryState[] | null {
  if (state === 'all') return enquiryStates;
  const known = enquiryStates.find((name) => name === state);
  return known ? [known] : null;
}

/** The options each command takes besides `--spool`. */
const commandOptions: Record<string, readonly (keyof Values)[]> = {
  list: ['state'],
  export: ['csv', 'state'],
  retry: ['all-failed'],
  purge: ['dry-run'],
  erase: ['email', 'dry-run'],
};

/** What is wrong with the command line, or `null` when the command can run. */
function misuse(command: string | undefined, rest: string[], values: Values): string | null {
  if (command === undefined) return 'no command given';
  const allowed = commandOptions[command];
  if (!allowed) return `unknown command ${visible(command)}`;
  const stray = (Object.keys(values) as (keyof Values)[]).find(
    (name) => name !== 'spool' && name !== 'help' && !allowed.includes(name),
  );
  if (stray) return `--${stray} does not go with ${command}`;
  if (command !== 'retry' && rest.length > 0) return `${command} takes no ids`;
  if (command === 'export' && !values.csv) return 'export needs --csv';
  if (command === 'retry' && rest.length === 0 && !values['all-failed']) {
    return 'retry needs ids or --all-failed';
  }
  if (command === 'erase' && !/^[^\s@]+@[^\s@]+$/u.test(values.email?.trim() ?? '')) {
    return 'erase needs --email ADDRESS (an e-mail address)';
  }
  return null;
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

async function runRetry(
  store: EnquiryStore,
  ids: string[],
  allFailed: boolean,
  io: Io,
): Promise<number> {
  const failed = allFailed ? (await store.list(['failed'])).map(({ id }) => id) : [];
  const wanted = [...new Set([...ids, ...failed])];
  if (wanted.length === 0) {
    io.out('No failed enquiries to retry.\n');
    return 0;
  }
  let retried = 0;
  for (const id of wanted) {
    const outcome = await store
      .retry(id, io.now())
      .catch((error: unknown) => ({ id, problem: `could not be retried: ${errorText(error)}` }));
    if ('from' in outcome) {
      retried += 1;
      io.out(`retried ${outcome.id} (${outcome.from} → pending)\n`);
    } else io.err(`enquiries: ${visible(`${outcome.id} ${outcome.problem}`)}\n`);
  }
  if (retried > 0) {
    io.out(
      'The running enquiry service picks them up at its next sweep ' +
        '(every ENQUIRY_SWEEP_MS, a minute by default).\n',
    );
  }
  return retried === wanted.length ? 0 : 1;
}

/** Opens the store the command works on, or says why there is none (without creating one). */
async function storeFor(values: Values, io: Io): Promise<EnquiryStore | string> {
  const databaseUrl = values.spool === undefined ? io.env.DATABASE_URL : undefined;
  if (!databaseUrl) {
    const root = resolve(values.spool ?? io.env.ENQUIRY_SPOOL_DIR ?? 'var/enquiries');
    if (!(await isDirectory(resolve(root, 'pending')))) {
      return `No spool at ${visible(root)}: set ENQUIRY_SPOOL_DIR or pass --spool DIR`;
    }
  }
  const store = openStore({
    databaseUrl,
    spoolDir: resolve(values.spool ?? io.env.ENQUIRY_SPOOL_DIR ?? 'var/enquiries'),
    poolSize: 2,
  });
  // A file store is used as found (opening it would create its folders); PostgreSQL's schema is
  // brought up to date first.
  if (store.kind === 'postgres') await store.open();
  return store;
}

async function run(
  command: string,
  rest: string[],
  values: Values,
  wanted: readonly EnquiryState[],
  store: EnquiryStore,
  io: Io,
): Promise<number> {
  const dryRun = values['dry-run'] ?? false;
  if (command === 'retry') return runRetry(store, rest, values['all-failed'] ?? false, io);
  if (command === 'purge') {
    const days = readRetentionDays(io.env);
    const before = retentionCutoff(io.now(), days);
    io.out(`Enquiries received before ${before.toISOString()} (${days} days):\n`);
    io.out(removalReport(await store.purge(before, { dryRun, now: io.now() }), dryRun));
    return 0;
  }
  if (command === 'erase') {
    io.out(removalReport(await store.erase(values.email ?? '', { dryRun }), dryRun));
    return 0;
  }
  const rows = (await store.list(wanted)).map(toRow);
  io.out(command === 'export' ? toCsv(rows) : toTable(rows, wanted));
  return 0;
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
    : `--state must be all or one of ${enquiryStates.join(', ')}`;
  if (problem !== null || wanted === null || command === undefined) {
    io.err(`enquiries: ${problem ?? ''}\n\n${usage}`);
    return 2;
  }
  const store = await storeFor(values, io);
  if (typeof store === 'string') {
    io.err(`${store}\n`);
    return 1;
  }
  try {
    return await run(command, rest, values, wanted, store, io);
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`enquiries: ${visible(errorText(error))}\n`);
    return 1;
  });
}
