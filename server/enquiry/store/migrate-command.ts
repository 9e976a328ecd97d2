/**
 * `npm run enquiries:migrate`: brings the PostgreSQL store's schema up to date (./migrate.ts)
 * before a deploy, so that the service finds its tables ready. The service also migrates as it
 * starts; running both, or two services at once, is safe.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { migrate } from './migrate';

export const usage = `Usage: npm run enquiries:migrate

Applies the enquiry store's migrations not yet run to the PostgreSQL database at DATABASE_URL,
in the first schema of its search_path (which must exist), and prints their names.
`;

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
};

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs the command line `argv`; resolves to the exit code (2: misuse, 1: failure). */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: { help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    io.err(`enquiries:migrate: ${errorText(error)}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    io.out(usage);
    return 0;
  }
  const databaseUrl = io.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    io.err(`enquiries:migrate: DATABASE_URL is not set\n\n${usage}`);
    return 2;
  }
  let applied: string[];
  try {
    applied = await migrate(databaseUrl);
  } catch (error) {
    io.err(`enquiries:migrate: ${errorText(error)}\n`);
    return 1;
  }
  if (applied.length === 0) io.out('The enquiry store is up to date: no migration to apply.\n');
  for (const name of applied) io.out(`applied ${name}\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
