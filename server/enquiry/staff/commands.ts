/**
 * What each staff command does to the store: list, export, retry, purge and erase, each saying
 * what it did; and the store it works on, never created by it.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readRetentionDays } from '../config';
import { retentionCutoff } from '../retention';
import { openStore } from '../store/open-store';
import type { EnquiryStore, Removal } from '../store/store';
import { errorText, type Invocation, type Values } from './command-line';
import { toCsv } from './csv';
import { toRow } from './rows';
import { toTable } from './table';
import { visible } from './visible-text';

/** Where the command writes, what it reads of its environment, and its clock. */
export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
  now: () => Date;
}

/** What a purge or an erasure removed (or would), one line per enquiry and a count. */
function removalReport(removal: Removal, dryRun: boolean): string {
  const verb = dryRun ? 'would remove' : 'removed';
  const { enquiries, keys, replyCounts } = removal;
  const lines = enquiries.map(({ id, state }) => `${verb} ${id} (${state})\n`);
  const noun = enquiries.length === 1 ? 'enquiry' : 'enquiries';
  return `${lines.join('')}${dryRun ? 'Would remove' : 'Removed'} ${enquiries.length} ${noun}, ${keys} idempotency ${keys === 1 ? 'key' : 'keys'} and ${replyCounts} automatic-reply ${replyCounts === 1 ? 'count' : 'counts'}.\n`;
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
export async function storeFor(values: Values, io: Io): Promise<EnquiryStore | string> {
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

/** Runs the command on the store; resolves to the exit code. */
export async function runCommand(
  { command, rest, values, wanted }: Invocation,
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
