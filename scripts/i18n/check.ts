/**
 * `npm run i18n:check`, the translators' gate (`npm test`, CI): each translation against its
 * English, the code's keys against the catalogs, the catalogs' format, the context file's limits
 * and the review records (docs/translating.md, "Check your work";
 * docs/decisions/0007-translation-workflow.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { defaultLocale, locales } from '../../contract/locales';
import {
  canonicalText,
  catalogFile,
  compareCatalogs,
  flatten,
  inSourceOrder,
  localesDir,
  namespacesOf,
  readCatalog,
  readIntentionallyIdentical,
  type Catalog,
} from './catalogs';
import { command, isCommand, runCommand, type Io } from './command';
import { contextFile, contextProblems } from './context';
import { pluralBase, scanKeyReferences, type KeyReference } from './key-usage';
import {
  matchesKey,
  readReviewRecord,
  reviewFile,
  reviewLocale,
  staleEntries,
  updatedRecord,
  writeReviewRecord,
} from './review';

export const usage = `Usage: npm run i18n:check [-- OPTIONS]

Checks each translation against its English (keys, {{placeholders}}, Trans tags, empty or
untranslated text, plural forms), the keys the code uses against the catalogs, the catalogs'
canonical order and format, locales/context.json and its length limits, and that every
translation is recorded in locales/<locale>.review.json. Exit code 1 if one fails; translations
whose English changed since they were written ("needs review") only warn, unless --strict.

Options:
  --fix             put the catalogs in canonical order and format, and record new and edited
                    translations against today's English
  --reviewed KEY…   confirm translations that need review (contact:form.heading,
                    contact:form.*, contact:*)
  --strict          translations that need review fail (release branches)
  --unresolved      list the translation calls whose keys the type checker cannot list
  -h, --help        this text
`;

const options = {
  fix: { type: 'boolean' },
  reviewed: { type: 'boolean' },
  strict: { type: 'boolean' },
  unresolved: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const source = defaultLocale;
const translations = locales.filter((locale) => locale !== source);

/** Prints the checks' lines, and remembers whether one failed. */
class Report {
  failed = false;

  constructor(private readonly io: Io) {}

  line(text: string): void {
    this.io.out(`${text}\n`);
  }

  check(ok: boolean | 'warn', line: string, details: string[] = []): void {
    if (ok === false) this.failed = true;
    this.line(`  ${ok === 'warn' ? 'warn' : ok ? 'ok  ' : 'FAIL'}  ${line}`);
    for (const detail of details) this.line(`          ${detail}`);
  }
}

type English = Map<string, Catalog>;

/** 1. Each translation against its English source. */
function checkTranslations(english: English, report: Report): void {
  for (const locale of translations) {
    const present = new Set(namespacesOf(locale));
    const identical = readIntentionallyIdentical(locale);
    report.line(`\n${locale}: ${present.size} of ${english.size} namespaces translated`);
    for (const [namespace, catalog] of english) {
      const keys = flatten(catalog).size;
      if (!present.has(namespace)) {
        report.line(
          `  -     ${namespace} (${keys} keys) not translated yet: its pages stay English-only`,
        );
        continue;
      }
      const problems = compareCatalogs(catalog, readCatalog(locale, namespace), {
        namespace,
        locale,
        identical,
      });
      report.check(
        problems.length === 0,
        `${namespace} (${keys} keys)`,
        problems.map(
          ({ key, problem, detail }) => `${problem}: ${key}${detail ? ` (${detail})` : ''}`,
        ),
      );
    }
    for (const namespace of present) {
      if (!english.has(namespace)) report.check(false, `${namespace}: no English source`);
    }
    const stale = identical.filter((entry) => {
      const [namespace = '', key = ''] = entry.split(':');
      const prefix = key.endsWith('.*') ? key.slice(0, -1) : null;
      const keysOf = [...flatten(english.get(namespace) ?? {}).keys()];
      return !keysOf.some((candidate) =>
        prefix ? candidate.startsWith(prefix) : candidate === key,
      );
    });
    if (stale.length) {
      report.check(false, `intentionally-identical.json lists keys that do not exist`, stale);
    }
  }
}

/** 2. The code against the catalogs. */
function checkCode(english: English, listUnresolved: boolean, report: Report): void {
  report.line('\ncode: keys the source refers to');
  const references = scanKeyReferences();
  const inScope = (reference: KeyReference, namespace: string) =>
    reference.namespace === undefined || reference.namespace === namespace;
  const missing = references
    .filter((reference) => reference.call)
    .filter(
      (reference) =>
        ![...english].some(
          ([namespace, catalog]) =>
            inScope(reference, namespace) &&
            [...flatten(catalog).keys()].some((key) => reference.pattern.test(pluralBase(key))),
        ),
    );
  report.check(
    missing.length === 0,
    `${references.filter((reference) => reference.call).length} translation calls name a key that exists`,
    missing.map(
      (reference) =>
        `${reference.file}:${String(reference.line)} ${reference.text} is in no catalog${reference.namespace ? ` (namespace ${reference.namespace})` : ''}`,
    ),
  );
  const unresolved = references.filter(
    (reference) => reference.call && reference.unresolved.length > 0,
  );
  // For developers, not a failure: such a call counts every key of its shape as used.
  report.check(
    true,
    unresolved.length === 0
      ? 'every key a translation call builds is one the type checker can list'
      : `${String(unresolved.length)} translation calls build keys from open types, each counting every key of its shape as used${listUnresolved ? '' : ' (--unresolved lists them)'}`,
    listUnresolved
      ? unresolved.map(
          (reference) =>
            `${reference.file}:${String(reference.line)} ${reference.text} (${reference.unresolved.map((expression) => `\${${expression}}`).join(', ')}: not a union of literals)`,
        )
      : [],
  );
  const unused: string[] = [];
  let total = 0;
  for (const [namespace, catalog] of english) {
    for (const key of flatten(catalog).keys()) {
      total += 1;
      const base = pluralBase(key);
      const used = references.some(
        (reference) =>
          inScope(reference, namespace) &&
          (reference.pattern.test(base) || reference.pattern.test(key)),
      );
      if (!used) unused.push(`${namespace}:${key}`);
    }
  }
  report.check(
    unused.length === 0,
    `${String(total - unused.length)} of ${String(total)} catalog keys are used by the code`,
    unused.map((key) => `unused: ${key} (delete it from every language, or use it)`),
  );
}

/** 3. Canonical order and format. */
function checkFormat(english: English, fix: boolean, report: Report): void {
  report.line('\nformat: 2-space JSON; translations in the order of their English source');
  const unformatted: string[] = [];
  for (const locale of [source, ...translations]) {
    for (const namespace of namespacesOf(locale)) {
      const file = catalogFile(locale, namespace);
      const text = readFileSync(file, 'utf8');
      const catalog = JSON.parse(text) as Catalog;
      const sourceCatalog = english.get(namespace);
      const wanted = canonicalText(
        locale === source || !sourceCatalog ? catalog : inSourceOrder(sourceCatalog, catalog),
      );
      if (text === wanted) continue;
      if (fix) writeFileSync(file, wanted);
      else unformatted.push(relative(localesDir(), file));
    }
  }
  report.check(
    unformatted.length === 0,
    fix ? 'catalogs rewritten in canonical order and format' : 'every catalog is canonical',
    unformatted.map((file) => `${file}: run \`npm run i18n:check -- --fix\``),
  );
}

/** 4. Context: descriptions and length limits. */
function checkContext(report: Report): void {
  report.line('\ncontext: locales/context.json names real keys; texts keep to its limits');
  const contextIssues = contextProblems();
  report.check(
    contextIssues.length === 0,
    `${relative(localesDir(), contextFile())} holds, and every text is within its length limit`,
    contextIssues.map(({ name, problem }) => `${name}: ${problem}`),
  );
}

/** `--fix` records new and edited translations; `--reviewed KEY…` confirms those that need review. */
function record(locale: string, reviewed: string[], report: Report): void {
  const before = reviewLocale(locale);
  const unknown = reviewed.filter(
    (pattern) =>
      !before.some(
        (review) =>
          review.state === 'needs-review' && matchesKey([pattern], review.namespace, review.key),
      ),
  );
  if (reviewed.length > 0) {
    report.check(
      unknown.length === 0,
      `--reviewed names ${String(reviewed.length)} key(s) that need review`,
      unknown.map((pattern) => `${pattern}: no ${locale} translation of it needs review`),
    );
  }
  writeReviewRecord(
    locale,
    updatedRecord(
      locale,
      (review) =>
        review.state === 'needs-review' && matchesKey(reviewed, review.namespace, review.key),
    ),
  );
}

/** 5. Each translation against the English it was written for. */
function checkReviews(
  { fix, strict, reviewed }: { fix: boolean; strict: boolean; reviewed: string[] },
  report: Report,
): void {
  report.line('\nreview: each translation against the English it was written for');
  for (const locale of translations) {
    const file = relative(localesDir(), reviewFile(locale));
    if (fix || reviewed.length > 0) record(locale, reviewed, report);
    const recorded = readReviewRecord(locale);
    const reviews = reviewLocale(locale, recorded);
    const unrecorded = reviews.filter((review) => review.unrecorded);
    report.check(
      unrecorded.length === 0,
      `${locale}: every translation is recorded in ${file}`,
      unrecorded.map(
        ({ namespace, key }) =>
          `${namespace}:${key} is new or edited: run \`npm run i18n:check -- --fix\` to record it`,
      ),
    );
    const stale = staleEntries(locale, recorded);
    report.check(
      stale.length === 0,
      `${locale}: ${file} names only keys that exist`,
      stale.map((name) => `${name}: no longer translated: run \`npm run i18n:check -- --fix\``),
    );
    const outdated = reviews.filter((review) => review.state === 'needs-review');
    report.check(
      outdated.length === 0 ? true : strict ? false : 'warn',
      outdated.length === 0
        ? `${locale}: no translation needs review`
        : `${locale}: ${String(outdated.length)} translation(s) need review: the English changed since they were written`,
      outdated.flatMap(({ namespace, key, previousSource, source: now }) => [
        `${namespace}:${key}`,
        `    was: ${JSON.stringify(previousSource)}`,
        `    now: ${JSON.stringify(now)}`,
      ]),
    );
    if (outdated.length > 0) {
      report.line(
        '          Rewrite the translation and run `npm run i18n:check -- --fix`, or, if it still says' +
          ' what the English says, confirm it: `npm run i18n:check -- --reviewed KEY…`.',
      );
    }
  }
}

/** Runs the command line `argv`; resolves to the exit code (2: misuse, 1: a check failed). */
export const main = command(
  { usage, options, positionals: true },
  ({ values, positionals }, io) => {
    if (positionals.length > 0 && !values.reviewed) {
      io.err(`${positionals.join(' ')}: keys to confirm follow --reviewed\n\n${usage}`);
      return 2;
    }
    const fix = values.fix ?? false;
    const reviewed = values.reviewed ? positionals : [];
    const report = new Report(io);
    const english: English = new Map(
      namespacesOf(source).map((namespace) => [namespace, readCatalog(source, namespace)]),
    );
    checkTranslations(english, report);
    checkCode(english, values.unresolved ?? false, report);
    checkFormat(english, fix, report);
    checkContext(report);
    checkReviews({ fix, strict: values.strict ?? false, reviewed }, report);
    return report.failed ? 1 : 0;
  },
);

if (isCommand(import.meta.url)) await runCommand(main);
