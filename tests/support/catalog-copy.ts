/**
 * For tests of the translators' scripts (scripts/i18n/): a copy of `locales/` to change, and a
 * way to run a script on it (the scripts read `I18N_LOCALES_DIR` in place of `locales/`).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const root = resolve(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** A fresh copy of `locales/`, changed by `change`; returns its folder. */
export function copyLocales(change: (dir: string) => void = () => {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  cpSync(join(root, 'locales'), dir, { recursive: true });
  change(dir);
  return dir;
}

/** Rewrites one catalog (or any JSON file) of a copy, e.g. `editCatalog(dir, 'ja/contact.json', …)`. */
export function editCatalog(
  dir: string,
  file: string,
  change: (catalog: Record<string, unknown>) => void,
): void {
  const path = join(dir, file);
  const catalog = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(catalog);
  writeFileSync(path, `${JSON.stringify(catalog, null, 2)}\n`);
}

export interface ScriptRun {
  code: number;
  stdout: string;
  /** The output, a line each. */
  lines: string[];
}

/** Runs a script of scripts/i18n/ (`check`, `status`…) on the copy in `dir`. */
export async function runOn(dir: string, script: string, args: string[] = []): Promise<ScriptRun> {
  const options = { cwd: root, env: { ...process.env, I18N_LOCALES_DIR: dir } };
  try {
    const { stdout } = await run(tsx, [`scripts/i18n/${script}.ts`, ...args], options);
    return { code: 0, stdout, lines: stdout.split('\n') };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, stdout, lines: stdout.split('\n') };
  }
}
