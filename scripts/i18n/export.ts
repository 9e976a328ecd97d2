/**
 * `npm run i18n:export`: hands a translation to an agency or a CAT tool (Trados, memoQ, Phrase,
 * Crowdin, Lokalise, Weblate) as XLIFF 1.2, one `.xlf` per namespace: each key's English, its
 * translation, its state (translated, needs review, new) and a note with what the translator
 * needs to know (the pages that show it, its description, its length limit, and for a
 * translation that needs review the English it was written for). See xliff.ts for the format;
 * `npm run i18n:import` reads the files back.
 *
 *   npm run i18n:export -- --locale ja                     every namespace, into translations/ja/
 *   npm run i18n:export -- --locale ja --out DIR           into DIR
 *   npm run i18n:export -- --locale ja --namespace contact home
 *   npm run i18n:export -- --locale ja --state needs-review,new
 *                                                          only the keys in those states (a
 *                                                          namespace with none gets no file)
 *
 * translations/ is ignored by git: an export is a hand-off, the catalogs stay the source.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultLocale, isLocale, locales } from '../../contract/locales';
import { flatten, namespacesOf, readCatalog } from './catalogs';
import { contextReader } from './context';
import { readReviewRecord, reviewNamespace, type TranslationState } from './review';
import { translationUnits } from './translation-units';
import { writeXliff, type ExportUnit } from './xliff/write';

const states: TranslationState[] = ['translated', 'needs-review', 'new'];
const translations = locales.filter((locale) => locale !== defaultLocale);

function fail(message: string): never {
  console.log(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: {
    locale: { type: 'string' },
    out: { type: 'string' },
    namespace: { type: 'string', multiple: true },
    state: { type: 'string' },
  },
  // The namespaces after --namespace: `--namespace contact home`.
  allowPositionals: true,
});
const locale = values.locale ?? '';
if (!isLocale(locale) || locale === defaultLocale) {
  fail(`--locale: one of ${translations.join(', ')} (the language to translate into)`);
}
const englishNamespaces = namespacesOf(defaultLocale);
const namespaces =
  values.namespace || positionals.length > 0
    ? [...(values.namespace ?? []), ...positionals].flatMap((names) => names.split(','))
    : englishNamespaces;
const unknown = namespaces.filter((namespace) => !englishNamespaces.includes(namespace));
if (unknown.length > 0) fail(`--namespace: no English catalog ${unknown.join(', ')}`);
const wanted = values.state?.split(',') ?? states;
const badStates = wanted.filter((state) => !states.includes(state as TranslationState));
if (badStates.length > 0) fail(`--state: ${badStates.join(', ')}? (one of ${states.join(', ')})`);
const out = resolve(values.out ?? join(import.meta.dirname, '..', '..', 'translations', locale));

/** A path as the user can find it: from here, or in full when it is elsewhere. */
const shown = (path: string) => {
  const near = relative(process.cwd(), path);
  return near.startsWith('..') ? path : near || '.';
};

const record = readReviewRecord(locale);
const contextOf = contextReader(locale);
const translated = new Set(namespacesOf(locale));

/** Every key of a namespace as a unit: its English, translation, state and context. */
function units(namespace: string): ExportUnit[] {
  const english = readCatalog(defaultLocale, namespace);
  const texts = flatten(translated.has(namespace) ? readCatalog(locale, namespace) : {});
  const reviews = new Map(
    reviewNamespace(locale, namespace, record).map((review) => [review.key, review]),
  );
  return translationUnits(english, locale).map(({ key, source, englishForms }) => {
    const review = reviews.get(key);
    const text = texts.get(key);
    const state = review?.state ?? 'new';
    return {
      key,
      source,
      ...(state !== 'new' && typeof text === 'string' && { target: text }),
      state,
      ...(review?.previousSource !== undefined && { previousSource: review.previousSource }),
      ...(englishForms && { englishForms }),
      ...contextOf(namespace, key),
    };
  });
}

mkdirSync(out, { recursive: true });
const totals = new Map<TranslationState, number>(states.map((state) => [state, 0]));
let files = 0;
const counts = (list: ExportUnit[]) =>
  states
    .map((state) => [state, list.filter((unit) => unit.state === state).length] as const)
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${String(count)} ${state}`)
    .join(', ');

console.log(`${locale}: exporting to ${shown(out)}`);
for (const namespace of namespaces) {
  const selected = units(namespace).filter((unit) => wanted.includes(unit.state));
  if (selected.length === 0) {
    console.log(`  -  ${namespace}: no key ${wanted.join(' or ')}`);
    continue;
  }
  const file = join(out, `${namespace}.xlf`);
  writeFileSync(file, writeXliff(locale, [{ namespace, units: selected }]));
  files += 1;
  for (const unit of selected) totals.set(unit.state, (totals.get(unit.state) ?? 0) + 1);
  console.log(`  ${shown(file)}: ${counts(selected)}`);
}
const total = [...totals.values()].reduce((sum, count) => sum + count, 0);
console.log(
  `${String(files)} file(s), ${String(total)} unit(s): ${states
    .map((state) => `${String(totals.get(state) ?? 0)} ${state}`)
    .join(', ')}`,
);
