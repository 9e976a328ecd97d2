/**
 * The real enquiry service (`server/enquiry/main.ts`) as a separate process, for tests that kill
 * it, restart it, or read its log lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './mail-sink';

const root = resolve(import.meta.dirname, '../../..');

export interface ServiceProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>/send-email` */
  url: string;
  /** Everything it wrote so far, stdout and stderr. */
  output: () => string;
  /** Its JSON log lines so far. */
  logLines: () => Record<string, unknown>[];
  exited: Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Kills every service a test started and left running (call in `afterEach`). */
export function killServices(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Whether the service on `port` answers `GET /healthz`. */
async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

/** Starts the service with `env` on a free port and resolves once it answers (`/healthz`). */
export async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/enquiry/main.ts'], {
    cwd: root,
    env: { ...process.env, ENQUIRY_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) =>
    child.on('exit', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  const end = Date.now() + 15_000;
  while (!(await answers(port))) {
    if (Date.now() > end || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`service did not start:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 25));
  }
  return {
    child,
    url: `http://127.0.0.1:${port}/send-email`,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
  };
}

/** Kills the service at once (SIGKILL), as a crash or a power cut would. */
export async function crash(service: ServiceProcess): Promise<void> {
  service.child.kill('SIGKILL');
  await service.exited;
}
