/**
 * The translators' gate, run by `npm run check` and CI. Fails (exit 1) on:
 * - a key in one language and not the other, a changed {{placeholder}} or Trans tag, an empty
 *   translation, a translation identical to the English (unless listed in
 *   locales/intentionally-identical.json), plural forms that do not fit the language;
 * - a key the code uses that no catalog has, and a catalog key no code uses;
 * - a catalog not in canonical format (2-space JSON) and, for translations, the English order;
 * - a translation longer than locales/context.json allows, and an entry there that names no key;
 * - a translation its review record (`locales/<locale>.review.json`, see review.ts) does not know:
 *   new or edited since it was recorded.
 * It warns about translations whose English has changed since they were written ("needs
 * review"); with `--strict` (release branches) those fail too.
 *
 *   npm run i18n:check -- --fix                  canonical order and format; records new and
 *                                                edited translations against today's English
 *   npm run i18n:check -- --reviewed KEY…        confirms translations that need review
 *                                                (contact:form.heading, contact:form.*, contact:*)
 *   npm run i18n:check -- --strict               translations that need review fail
 *   npm run i18n:check -- --unresolved           lists the translation calls whose keys the type
 *                                                checker cannot list (for developers)
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

const source = defaultLocale;
const translations = locales.filter((locale) => locale !== source);
const args = process.argv.slice(2);
const fix = args.includes('--fix');
const strict = args.includes('--strict');
const listUnresolved = args.includes('--unresolved');
/** The keys after `--reviewed`, up to the next option. */
const reviewed = (() => {
  const start = args.indexOf('--reviewed');
  if (start === -1) return [];
  const rest = args.slice(start + 1);
  const end = rest.findIndex((arg) => arg.startsWith('--'));
  return end === -1 ? rest : rest.slice(0, end);
})();
const outcome = { failed: false };

function report(ok: boolean | 'warn', line: string, details: string[] = []): void {
  if (ok === false) outcome.failed = true;
  console.log(`  ${ok === 'warn' ? 'warn' : ok ? 'ok  ' : 'FAIL'}  ${line}`);
  for (const detail of details) console.log(`          ${detail}`);
}

const english = new Map(
  namespacesOf(source).map((namespace) => [namespace, readCatalog(source, namespace)]),
);

// 1. Each translation against its English source.
for (const locale of translations) {
  const present = new Set(namespacesOf(locale));
  const identical = readIntentionallyIdentical(locale);
  console.log(`\n${locale}: ${present.size} of ${english.size} namespaces translated`);
  for (const [namespace, catalog] of english) {
    const keys = flatten(catalog).size;
    if (!present.has(namespace)) {
      console.log(
        `  -     ${namespace} (${keys} keys) not translated yet: its pages stay English-only`,
      );
      continue;
    }
    const problems = compareCatalogs(catalog, readCatalog(locale, namespace), {
      namespace,
      locale,
      identical,
    });
    report(
      problems.length === 0,
      `${namespace} (${keys} keys)`,
      problems.map(
        ({ key, problem, detail }) => `${problem}: ${key}${detail ? ` (${detail})` : ''}`,
      ),
    );
  }
  for (const namespace of present) {
    if (!english.has(namespace)) report(false, `${namespace}: no English source`);
  }
  const stale = identical.filter((entry) => {
    const [namespace = '', key = ''] = entry.split(':');
    const prefix = key.endsWith('.*') ? key.slice(0, -1) : null;
    const keysOf = [...flatten(english.get(namespace) ?? {}).keys()];
    return !keysOf.some((candidate) => (prefix ? candidate.startsWith(prefix) : candidate === key));
  });
  if (stale.length) {
    report(false, `intentionally-identical.json lists keys that do not exist`, stale);
  }
}

// 2. The code against the catalogs.
console.log('\ncode: keys the source refers to');
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
report(
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
report(
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
report(
  unused.length === 0,
  `${String(total - unused.length)} of ${String(total)} catalog keys are used by the code`,
  unused.map((key) => `unused: ${key} (delete it from every language, or use it)`),
);

// 3. Canonical order and format.
console.log('\nformat: 2-space JSON; translations in the order of their English source');
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
    else unformatted.push(relative(localesDir, file));
  }
}
report(
  unformatted.length === 0,
  fix ? 'catalogs rewritten in canonical order and format' : 'every catalog is canonical',
  unformatted.map((file) => `${file}: run \`npm run i18n:check -- --fix\``),
);

// 4. Context: descriptions and length limits.
console.log('\ncontext: locales/context.json names real keys; texts keep to its limits');
const contextIssues = contextProblems();
report(
  contextIssues.length === 0,
  `${relative(localesDir, contextFile)} holds, and every text is within its length limit`,
  contextIssues.map(({ name, problem }) => `${name}: ${problem}`),
);

// 5. Each translation against the English it was written for.
console.log('\nreview: each translation against the English it was written for');
for (const locale of translations) {
  const file = relative(localesDir, reviewFile(locale));
  if (fix || reviewed.length > 0) {
    const before = reviewLocale(locale);
    const unknown = reviewed.filter(
      (pattern) =>
        !before.some(
          (review) =>
            review.state === 'needs-review' && matchesKey([pattern], review.namespace, review.key),
        ),
    );
    if (reviewed.length > 0) {
      report(
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
  const record = readReviewRecord(locale);
  const reviews = reviewLocale(locale, record);
  const unrecorded = reviews.filter((review) => review.unrecorded);
  report(
    unrecorded.length === 0,
    `${locale}: every translation is recorded in ${file}`,
    unrecorded.map(
      ({ namespace, key }) =>
        `${namespace}:${key} is new or edited: run \`npm run i18n:check -- --fix\` to record it`,
    ),
  );
  const stale = staleEntries(locale, record);
  report(
    stale.length === 0,
    `${locale}: ${file} names only keys that exist`,
    stale.map((name) => `${name}: no longer translated: run \`npm run i18n:check -- --fix\``),
  );
  const outdated = reviews.filter((review) => review.state === 'needs-review');
  report(
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
    console.log(
      '          Rewrite the translation and run `npm run i18n:check -- --fix`, or, if it still says' +
        ' what the English says, confirm it: `npm run i18n:check -- --reviewed KEY…`.',
    );
  }
}

process.exitCode = outcome.failed ? 1 : 0;
