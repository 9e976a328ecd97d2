/**
 * `npm run i18n:export`: hands a translation to an agency or a CAT tool as XLIFF 1.2, one `.xlf` per
 * namespace, which `npm run i18n:import` reads back (docs/translating.md, "Agencies and CAT
 * tools"; docs/decisions/0007-translation-workflow.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { defaultLocale, isLocale, locales } from '../../contract/locales';
import { flatten, namespacesOf, readCatalog } from './catalogs';
import { command, isCommand, runCommand } from './command';
import { contextReader } from './context';
import { readReviewRecord, reviewNamespace, type TranslationState } from './review';
import { translationUnits } from './translation-units';
import { writeXliff, type ExportUnit } from './xliff/write';

const states: TranslationState[] = ['translated', 'needs-review', 'new'];
const translations = locales.filter((locale) => locale !== defaultLocale);

export const usage = `Usage: npm run i18n:export -- --locale LOCALE [OPTIONS]

Writes a translation as XLIFF 1.2, one .xlf per namespace: each key's English, its translation,
its state (translated, needs review, new) and a note with what the translator needs to know (the
pages that show it, its description, its length limit, and for a translation that needs review
the English it was written for). translations/ is ignored by git: an export is a hand-off, the
catalogs stay the source.

Options:
  --locale LOCALE             the language to translate into (${translations.join(', ')})
  --out DIR                   where to write (default: translations/LOCALE/)
  --namespace NAME [NAME…]    only these namespaces (default: all)
  --state STATE[,STATE…]      only the keys in these states (${states.join(', ')}); a namespace
                              with none gets no file
  -h, --help                  this text
`;

const options = {
  locale: { type: 'string' },
  out: { type: 'string' },
  namespace: { type: 'string', multiple: true },
  state: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A path as the user can find it: from here, or in full when it is elsewhere. */
const shown = (path: string) => {
  const near = relative(process.cwd(), path);
  return near.startsWith('..') ? path : near || '.';
};

/** What a language's units are made from: its review record, context and catalogs. */
interface Translation {
  locale: string;
  record: ReturnType<typeof readReviewRecord>;
  contextOf: ReturnType<typeof contextReader>;
  translated: Set<string>;
}

/** Every key of a namespace as a unit: its English, translation, state and context. */
function units({ locale, record, contextOf, translated }: Translation, namespace: string) {
  const english = readCatalog(defaultLocale, namespace);
  const texts = flatten(translated.has(namespace) ? readCatalog(locale, namespace) : {});
  const reviews = new Map(
    reviewNamespace(locale, namespace, record).map((review) => [review.key, review]),
  );
  return translationUnits(english, locale).map(({ key, source, englishForms }): ExportUnit => {
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

const counts = (list: ExportUnit[]) =>
  states
    .map((state) => [state, list.filter((unit) => unit.state === state).length] as const)
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${String(count)} ${state}`)
    .join(', ');

/**
 * Runs the command line `argv` (the namespaces after `--namespace` come as arguments:
 * `--namespace contact home`); resolves to the exit code (2: misuse).
 */
export const main = command(
  { usage, options, positionals: true },
  ({ values, positionals }, io) => {
    const misuse = (message: string) => {
      io.err(`${message}\n\n${usage}`);
      return 2;
    };
    const locale = values.locale ?? '';
    if (!isLocale(locale) || locale === defaultLocale) {
      return misuse(`--locale: one of ${translations.join(', ')} (the language to translate into)`);
    }
    const englishNamespaces = namespacesOf(defaultLocale);
    const namespaces =
      values.namespace || positionals.length > 0
        ? [...(values.namespace ?? []), ...positionals].flatMap((names) => names.split(','))
        : englishNamespaces;
    const unknown = namespaces.filter((namespace) => !englishNamespaces.includes(namespace));
    if (unknown.length > 0) return misuse(`--namespace: no English catalog ${unknown.join(', ')}`);
    const wanted = values.state?.split(',') ?? states;
    const badStates = wanted.filter((state) => !states.includes(state as TranslationState));
    if (badStates.length > 0) {
      return misuse(`--state: ${badStates.join(', ')}? (one of ${states.join(', ')})`);
    }
    const out = resolve(
      values.out ?? join(import.meta.dirname, '..', '..', 'translations', locale),
    );

    const translation: Translation = {
      locale,
      record: readReviewRecord(locale),
      contextOf: contextReader(locale),
      translated: new Set(namespacesOf(locale)),
    };
    mkdirSync(out, { recursive: true });
    const totals = new Map<TranslationState, number>(states.map((state) => [state, 0]));
    let files = 0;
    io.out(`${locale}: exporting to ${shown(out)}\n`);
    for (const namespace of namespaces) {
      const selected = units(translation, namespace).filter((unit) => wanted.includes(unit.state));
      if (selected.length === 0) {
        io.out(`  -  ${namespace}: no key ${wanted.join(' or ')}\n`);
        continue;
      }
      const file = join(out, `${namespace}.xlf`);
      writeFileSync(file, writeXliff(locale, [{ namespace, units: selected }]));
      files += 1;
      for (const unit of selected) totals.set(unit.state, (totals.get(unit.state) ?? 0) + 1);
      io.out(`  ${shown(file)}: ${counts(selected)}\n`);
    }
    const total = [...totals.values()].reduce((sum, count) => sum + count, 0);
    io.out(
      `${String(files)} file(s), ${String(total)} unit(s): ${states
        .map((state) => `${String(totals.get(state) ?? 0)} ${state}`)
        .join(', ')}\n`,
    );
    return 0;
  },
);

if (isCommand(import.meta.url)) await runCommand(main);
