/**
 * `npm run enquiries -- …`: the staff command over the store, to list, export, retry, purge and
 * erase enquiries (./staff/command-line.ts has its usage; README.md, "Staff commands").
 */
import { pathToFileURL } from 'node:url';
import { errorText, readCommandLine, usage } from './staff/command-line';
import { runCommand, storeFor, type Io } from './staff/commands';
import { visible } from './staff/visible-text';

const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  now: () => new Date(),
};

/** Runs the command line `argv`; resolves to the exit code (2: misuse, 1: failure). */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const invocation = readCommandLine(argv);
  if (invocation === 'help') {
    io.out(usage);
    return 0;
  }
  if ('problem' in invocation) {
    io.err(`enquiries: ${invocation.problem}\n\n${usage}`);
    return 2;
  }
  const store = await storeFor(invocation.values, io);
  if (typeof store === 'string') {
    io.err(`${store}\n`);
    return 1;
  }
  try {
    return await runCommand(invocation, store, io);
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
