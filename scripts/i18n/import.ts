/**
 * `npm run i18n:import FILE…`: writes the translations of XLIFF 1.2 files from an agency or a CAT
 * tool into the catalogs in canonical form, and records them, refusing a file whole when one of
 * its units does not fit today's English (docs/translating.md, "Agencies and CAT tools";
 * docs/decisions/0007-translation-workflow.md).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { defaultLocale, locales, type Locale } from '../../contract/locales';
import {
  canonicalText,
  catalogFile,
  flatten,
  inSourceOrder,
  localesDir,
  namespacesOf,
  readCatalog,
  type Catalog,
} from './catalogs';
import { contextReader } from './context';
import {
  readReviewRecord,
  reviewNamespace,
  updatedRecord,
  writeReviewRecord,
  type ReviewRecord,
} from './review';
import { codeProblems } from './codes';
import { command, isCommand, runCommand, type Io } from './command';
import { translationUnits } from './translation-units';
import { importIntent, readXliff, XliffError, type XliffFile, type XliffUnit } from './xliff/read';

const translations = locales.filter((locale) => locale !== defaultLocale);

export const usage = `Usage: npm run i18n:import -- FILE.xlf…

Writes the translations of XLIFF 1.2 files (from npm run i18n:export, through an agency or a CAT
tool) into the catalogs, in canonical form, and records them in the review record. A file is
refused whole (nothing of it written; the other files still import; exit code 1) when it is not
XLIFF 1.2, its target language is not one of the site's, it names a namespace or key the English
does not have, a unit's English is not today's (export again), or a translation's
{{placeholders}} or Trans tags differ from its English's:

  translations/ja/contact.xlf: unit contact:meta.description: placeholder {{brand}} missing

Otherwise, unit by unit: no translation, or state new or needs-translation: left as it is; a
changed translation: written, and recorded as a translation of today's English unless it is
still marked needs-review and is the translation the record already knows; an unchanged one
marked translated, final, signed-off or approved="yes": confirmed; any other: still needs review
if it did. Only the record's entries for the imported keys change.

Options:
  -h, --help    this text
`;

/** The site's language a file's `target-language` names: `ja`, or a regional `ja-JP`. */
function siteLocale(language: string): Locale | undefined {
  const primary = language.toLowerCase().split(/[-_]/)[0];
  return translations.find((locale) => locale === primary);
}

/** A `<file>` that passed every check: its catalog and units. */
interface Accepted {
  locale: Locale;
  namespace: string;
  units: XliffUnit[];
}

/** Checks a document's files against today's English: every problem, and the files to write. */
function check(files: XliffFile[]): { problems: string[]; accepted: Accepted[] } {
  const problems: string[] = [];
  const accepted: Accepted[] = [];
  for (const file of files) {
    const locale = siteLocale(file.targetLanguage);
    const namespace = basename(file.original).replace(/\.json$/, '');
    const source = file.sourceLanguage.toLowerCase().split(/[-_]/)[0];
    if (!locale) {
      problems.push(
        `target-language "${file.targetLanguage}" is not a language of the site (${translations.join(', ')})`,
      );
      continue;
    }
    if (source !== defaultLocale) {
      problems.push(`source-language "${file.sourceLanguage}" is not ${defaultLocale}`);
      continue;
    }
    if (!namespacesOf(defaultLocale).includes(namespace)) {
      problems.push(`<file original="${file.original}">: no English catalog ${namespace}.json`);
      continue;
    }
    const english = new Map(
      translationUnits(readCatalog(defaultLocale, namespace), locale).map((unit) => [
        unit.key,
        unit.source,
      ]),
    );
    const seen = new Set<string>();
    for (const unit of file.units) {
      const name = `unit ${namespace}:${unit.id}`;
      const wanted = english.get(unit.id);
      problems.push(...unit.problems.map((problem) => `${name}: ${problem}`));
      if (seen.has(unit.id)) problems.push(`${name}: twice in the file`);
      seen.add(unit.id);
      if (wanted === undefined) {
        problems.push(`${name}: no such key in the English (${namespace}.json)`);
      } else if (unit.source !== wanted) {
        problems.push(
          `${name}: the English has changed since the file was exported (file: ${JSON.stringify(unit.source)}, now: ${JSON.stringify(wanted)}); export again`,
        );
      } else if (importIntent(unit) !== 'untranslated' && unit.target !== undefined) {
        problems.push(...codeProblems(wanted, unit.target).map((problem) => `${name}: ${problem}`));
      }
    }
    accepted.push({ locale, namespace, units: file.units });
  }
  return { problems, accepted };
}

/** Sets `a.b.c` in a catalog, making the objects on the way. */
function setLeaf(catalog: Catalog, key: string, text: string): void {
  const path = key.split('.');
  const last = path.pop() ?? key;
  let node = catalog;
  for (const part of path) {
    const next = node[part];
    node = typeof next === 'object' ? next : (node[part] = {});
  }
  node[last] = text;
}

/**
 * The record with the entries of `keys` (namespace → keys) taken from `updated`, the others as
 * they were; each namespace's entries in catalog order, as updatedRecord writes them.
 */
function mergeRecord(
  old: ReviewRecord,
  updated: ReviewRecord,
  keys: Map<string, Set<string>>,
): ReviewRecord {
  const merged = { ...old };
  for (const [namespace, touched] of keys) {
    const before = old[namespace] ?? {};
    const after = updated[namespace] ?? {};
    const entries: ReviewRecord[string] = {};
    for (const key of new Set([...Object.keys(after), ...Object.keys(before)])) {
      const entry = touched.has(key) ? after[key] : before[key];
      if (entry) entries[key] = entry;
    }
    merged[namespace] = entries;
  }
  return merged;
}

interface Outcome {
  written: number;
  confirmed: number;
  review: number;
  unchanged: number;
  untranslated: number;
}

/** Writes one locale's accepted files into its catalogs and its review record. */
function apply(locale: Locale, files: Accepted[], io: Io): Map<string, Outcome> {
  const imported = new Map<string, { written: Set<string>; kept: Set<string> }>();
  const untranslated = new Map<string, number>();
  const confirming = new Set<string>();
  const before = readReviewRecord(locale);
  const contextOf = contextReader(locale);
  for (const { namespace, units } of files) {
    const file = catalogFile(locale, namespace);
    const current = namespacesOf(locale).includes(namespace) ? readCatalog(locale, namespace) : {};
    const texts = flatten(current);
    const next = structuredClone(current);
    const keys = imported.get(namespace) ?? { written: new Set<string>(), kept: new Set<string>() };
    imported.set(namespace, keys);
    for (const unit of units) {
      const intent = importIntent(unit);
      if (intent === 'untranslated' || unit.target === undefined) {
        untranslated.set(namespace, (untranslated.get(namespace) ?? 0) + 1);
        continue;
      }
      if (intent === 'confirmed') confirming.add(`${namespace}:${unit.id}`);
      if (texts.get(unit.id) === unit.target) {
        keys.kept.add(unit.id);
      } else {
        setLeaf(next, unit.id, unit.target);
        keys.written.add(unit.id);
      }
      const { maxLength } = contextOf(namespace, unit.id);
      const length = Array.from(unit.target).length;
      if (maxLength !== undefined && length > maxLength) {
        io.out(
          `  warn  ${namespace}:${unit.id}: ${String(length)} characters, longer than ${String(maxLength)} (npm run i18n:check fails on it)\n`,
        );
      }
    }
    const text = canonicalText(inSourceOrder(readCatalog(defaultLocale, namespace), next));
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }

  // The record, from the catalogs as written: a new or edited translation is recorded against
  // today's English (updatedRecord does so), a confirmed one too; the others keep their entries.
  const needed = new Set(
    [...imported.keys()].flatMap((namespace) =>
      reviewNamespace(locale, namespace, before)
        .filter((review) => review.state === 'needs-review')
        .map((review) => `${namespace}:${review.key}`),
    ),
  );
  const updated = updatedRecord(
    locale,
    ({ namespace, key }) => confirming.has(`${namespace}:${key}`),
    before,
  );
  const touched = new Map(
    [...imported].map(([namespace, { written, kept }]) => [
      namespace,
      new Set([...written, ...kept]),
    ]),
  );
  const record = mergeRecord(before, updated, touched);
  if (JSON.stringify(record) !== JSON.stringify(before)) writeReviewRecord(locale, record);

  const outcomes = new Map<string, Outcome>();
  for (const [namespace, { written, kept }] of imported) {
    const stillNeeded = new Set(
      reviewNamespace(locale, namespace, record)
        .filter((review) => review.state === 'needs-review')
        .map((review) => review.key),
    );
    const keptKeys = [...kept];
    const review = keptKeys.filter((key) => stillNeeded.has(key)).length;
    const confirmed = keptKeys.filter(
      (key) => needed.has(`${namespace}:${key}`) && !stillNeeded.has(key),
    ).length;
    outcomes.set(namespace, {
      written: written.size,
      confirmed,
      review,
      unchanged: kept.size - review - confirmed,
      untranslated: untranslated.get(namespace) ?? 0,
    });
  }
  return outcomes;
}

function summary(outcome: Outcome): string {
  return (
    [
      [outcome.written, 'written'],
      [outcome.confirmed, 'confirmed'],
      [outcome.review, 'still need review'],
      [outcome.unchanged, 'unchanged'],
      [outcome.untranslated, 'without a translation'],
    ] as const
  )
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${String(count)} ${what}`)
    .join(', ');
}

/** Imports one file; whether it was imported (else it was refused, and nothing of it written). */
function importFile(path: string, io: Io): boolean {
  let files: XliffFile[];
  try {
    files = readXliff(readFileSync(path, 'utf8'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (!(error instanceof XliffError) && code === undefined) throw error;
    io.out(
      `${path}: ${code === undefined ? message : `cannot be read (${code})`}; nothing imported\n`,
    );
    return false;
  }
  const { problems, accepted } = check(files);
  if (problems.length > 0) {
    for (const problem of problems) io.out(`${path}: ${problem}\n`);
    io.out(`${path}: refused, nothing imported\n`);
    return false;
  }
  io.out(`${path}:\n`);
  for (const locale of new Set(accepted.map((file) => file.locale))) {
    const outcomes = apply(
      locale,
      accepted.filter((file) => file.locale === locale),
      io,
    );
    for (const [namespace, outcome] of outcomes) {
      const file = relative(localesDir(), catalogFile(locale, namespace));
      io.out(`  ${file}: ${summary(outcome) || 'no units'}\n`);
    }
  }
  return true;
}

/** Runs the command line `argv`; resolves to the exit code (2: misuse, 1: a file refused). */
export const main = command(
  { usage, options: { help: { type: 'boolean', short: 'h' } }, positionals: true },
  ({ positionals: paths }, io) => {
    if (paths.length === 0) {
      io.err(`No file to import.\n\n${usage}`);
      return 2;
    }
    let failed = false;
    for (const path of paths) {
      if (!importFile(path, io)) failed = true;
    }
    return failed ? 1 : 0;
  },
);

if (isCommand(import.meta.url)) await runCommand(main);
