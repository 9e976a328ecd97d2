/** The staff command's command line: its usage, and what a command line asks for or why it cannot. */
import { parseArgs } from 'node:util';
import { enquiryStates, type EnquiryState } from '../store/store';
import { visible } from './visible-text';

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

const options = {
  csv: { type: 'boolean' },
  state: { type: 'string' },
  spool: { type: 'string' },
  email: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'all-failed': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type Values = ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];

/** A command line that can run: the command, its ids, its options and the states it is about. */
export interface Invocation {
  command: string;
  rest: string[];
  values: Values;
  wanted: readonly EnquiryState[];
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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

/** What `argv` asks for: help, a command to run, or why it cannot be run (`problem`). */
export function readCommandLine(argv: string[]): 'help' | Invocation | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options });
  } catch (error) {
    return { problem: visible(errorText(error)) };
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (command === 'help' || values.help) return 'help';
  const wanted = statesOf(values.state);
  const problem = wanted
    ? misuse(command, rest, values)
    : `--state must be all or one of ${enquiryStates.join(', ')}`;
  if (problem !== null || wanted === null || command === undefined) {
    return { problem: problem ?? '' };
  }
  return { command, rest, values, wanted };
}
