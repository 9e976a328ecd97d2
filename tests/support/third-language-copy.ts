/**
 * For the third-language tests (tests/unit/third-language-*.test.ts), which keep the locale
 * registry's promise: a third language is its catalogs plus one entry in `contract/locales.ts`,
 * and nothing else. This copies the repository's tracked files to a temporary folder, adds Korean
 * (`ko`) to `localeTable` there, writes `locales/ko/*.json` from the English catalogs with the
 * pseudo-localizer (plural keys in the forms Korean has: `_other` only), and runs commands in the
 * copy as by hand. `KEEP_THIRD_LANGUAGE=1` keeps the copy and prints where it is, to look at what
 * a failure found.
 */
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { canonicalText, inSourceOrder, type Catalog } from '../../scripts/i18n/catalogs';
import { pseudoLocalize } from '../../src/i18n/pseudo-locale';

const repo = resolve(import.meta.dirname, '../..');
export const ko = 'ko';
/** The one line the new language adds to `localeTable`. */
const registryEntry = `  ${ko}: { prefix: '/${ko}', openGraph: 'ko_KR', name: '한국어', nameFields: 'full' },`;
const runExecFile = promisify(execFile);

export interface Outcome {
  ok: boolean;
  output: string;
}

/** The repository's tracked files, as they are in the working tree, copied into `work`. */
async function copyRepository(work: string): Promise<void> {
  const { stdout } = await runExecFile('git', ['ls-files', '-z'], { cwd: repo });
  for (const file of stdout.split('\0')) {
    // A file deleted but not yet committed is not part of what is being tested.
    if (!file || !existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(work, file)), { recursive: true });
    copyFileSync(join(repo, file), join(work, file));
  }
  symlinkSync(realpathSync(join(repo, 'node_modules')), join(work, 'node_modules'), 'dir');
}

/** The copy's registry with the new language as its last entry. */
function addRegistryEntry(work: string): void {
  const file = join(work, 'contract', 'locales.ts');
  const text = readFileSync(file, 'utf8');
  const end = /^\} as const\b/m.exec(text.slice(text.indexOf('export const localeTable')));
  if (!end) throw new Error(`${file}: no \`} as const\` closes localeTable`);
  const at = text.indexOf('export const localeTable') + end.index;
  writeFileSync(file, `${text.slice(0, at)}${registryEntry}\n${text.slice(at)}`);
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * A catalog in the pseudo-language: every text pseudo-localized, and each plural key (`x_one`,
 * `x_other`) given the forms the language has, each from the English `_other`.
 */
function pseudoTranslation(english: Catalog, categories: readonly string[]): Catalog {
  const translated: Catalog = {};
  for (const [key, value] of Object.entries(english)) {
    const base = key.replace(pluralSuffix, '');
    const plural = base !== key ? english[`${base}_other`] : undefined;
    if (typeof plural === 'string') {
      for (const category of categories) translated[`${base}_${category}`] = pseudoLocalize(plural);
    } else {
      translated[key] =
        typeof value === 'string' ? pseudoLocalize(value) : pseudoTranslation(value, categories);
    }
  }
  return translated;
}

function writeCatalogs(work: string): void {
  const categories = new Intl.PluralRules(ko).resolvedOptions().pluralCategories;
  mkdirSync(join(work, 'locales', ko));
  for (const file of readdirSync(join(repo, 'locales', 'en'))) {
    const english = JSON.parse(readFileSync(join(repo, 'locales', 'en', file), 'utf8')) as Catalog;
    const catalog = inSourceOrder(english, pseudoTranslation(english, categories));
    writeFileSync(join(work, 'locales', ko, file), canonicalText(catalog));
  }
}

/** The environment of a command run by hand: none of the test runner's settings. */
export function commandEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|VITE_|NODE_ENV$|TEST$|MODE$|I18N_LOCALES_DIR$)/.test(name),
    ),
  );
}

/** A command run in the copy `work`, as by hand. */
export async function run(
  work: string,
  command: string,
  args: readonly string[],
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await runExecFile(command, args, {
      cwd: work,
      env: commandEnvironment(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

export const npmRun = (work: string, script: string, args: readonly string[] = []) =>
  run(work, 'npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])]);

/** The copy, once made: its folder, and what the commands run in it gave. */
export interface KoreanCopy<T> {
  readonly work: string;
  readonly outcomes: T;
}

/**
 * Makes the copy with Korean before the calling file's tests and runs `commands` in it (up to
 * ten minutes); removes it after them.
 */
export function withKoreanCopy<T>(commands: (work: string) => Promise<T>): KoreanCopy<T> {
  let work = '';
  let outcomes: T | undefined;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'third-language-'));
    await copyRepository(work);
    addRegistryEntry(work);
    writeCatalogs(work);
    outcomes = await commands(work);
  }, 600_000);
  afterAll(() => {
    if (!work) return;
    if (process.env.KEEP_THIRD_LANGUAGE === '1') console.log(`The copy with ${ko} is in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  });
  return {
    get work() {
      return work;
    },
    get outcomes() {
      if (outcomes === undefined) throw new Error(`The commands have not run in the copy yet`);
      return outcomes;
    },
  };
}
