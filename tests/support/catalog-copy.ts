/**
 * For tests of the translators' scripts (scripts/i18n/): a copy of `locales/` to change, and a
 * way to run a script's `main` on it in this process (the scripts read `I18N_LOCALES_DIR` in
 * place of `locales/`).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Main } from '../../scripts/i18n/command';

export const root = resolve(import.meta.dirname, '..', '..');

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
  stderr: string;
}

/** Runs a script's `main` (scripts/i18n/check.ts…) on the copy in `dir`, capturing its output. */
export async function runOn(dir: string, main: Main, args: string[] = []): Promise<ScriptRun> {
  const before = process.env.I18N_LOCALES_DIR;
  process.env.I18N_LOCALES_DIR = dir;
  let stdout = '';
  let stderr = '';
  try {
    const code = await main(args, {
      out: (text) => (stdout += text),
      err: (text) => (stderr += text),
    });
    return { code, stdout, lines: stdout.split('\n'), stderr };
  } finally {
    if (before === undefined) delete process.env.I18N_LOCALES_DIR;
    else process.env.I18N_LOCALES_DIR = before;
  }
}
