/**
 * What the translators' commands share: `main(argv, io)` writes to an `Io` (the terminal, or a
 * test's capture) and resolves to the exit code, and runs by itself only when node was started
 * on its file, as server/enquiry/cli.ts does.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** A command: runs the command line `argv`, resolves to the exit code (2: misuse, 1: failure). */
export type Main = (argv: string[], io?: Io) => Promise<number>;

/** Whether the module at `url` is the file node was started on (not one a test imported). */
export function isCommand(url: string): boolean {
  return process.argv[1] !== undefined && url === pathToFileURL(process.argv[1]).href;
}

/** Runs `main` on the process's arguments and exits with its code; an error it throws exits 1. */
export async function runCommand(main: Main): Promise<void> {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  });
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** A command line as parseArgs reads it with `options`. */
export type CommandLine<O extends Options> = ReturnType<
  typeof parseArgs<{ options: O; allowPositionals: boolean }>
>;

/**
 * A command's `main`: it parses `argv` with `options` (strictly: an unknown option is a misuse, and
 * so is an argument unless `positionals`), prints `usage` for `--help` (exit code 0) or with the
 * reason for a misuse (2), and otherwise resolves to what `run` returns, or rejects with what it
 * throws.
 */
export function command<O extends Options>(
  { usage, options, positionals = false }: { usage: string; options: O; positionals?: boolean },
  run: (line: CommandLine<O>, io: Io) => number | Promise<number>,
): Main {
  return async (argv, io = processIo) => {
    let line: CommandLine<O>;
    try {
      line = parseArgs({ args: argv, options, allowPositionals: positionals });
    } catch (error) {
      io.err(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
      return 2;
    }
    if ((line.values as { help?: boolean }).help) {
      io.out(usage);
      return 0;
    }
    return await run(line, io);
  };
}
