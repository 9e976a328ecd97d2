/**
 * The catalogs as files (`locales/<locale>/<namespace>.json`), and the rules a translation must keep
 * with its English source: the same keys, {{placeholders}} and Trans tags, no empty text, no text
 * left in English unless listed as intentional, its language's plural forms, the canonical order
 * and format.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultLocale } from '../../contract/locales';
import { codeDifferences, placeholders, transTags } from './codes';

/** The language of the source catalogs, which every translation is compared with. */
export const sourceLocale: string = defaultLocale;

export type Catalog = { [key: string]: string | Catalog };

export type ProblemKind =
  | 'missing'
  | 'extra'
  | 'placeholders'
  | 'tags'
  | 'not text'
  | 'empty'
  | 'untranslated'
  | 'plural forms';

export interface CatalogProblem {
  key: string;
  problem: ProblemKind;
  detail?: string;
}

/** `locales/`, or the copy `I18N_LOCALES_DIR` names (the tests' copies, changed to fail a check). */
export function localesDir(): string {
  return process.env.I18N_LOCALES_DIR ?? resolve(import.meta.dirname, '..', '..', 'locales');
}

/** Every leaf of a catalog as `a.b.c` → text. */
export function flatten(catalog: Catalog, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** Whether a text has words to translate once placeholders and tags are set aside ("45%" has none). */
export function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, ''));
}

/** CLDR's plural categories, in CLDR order: i18next's key suffixes (`_one`, `_other`). */
export const pluralOrder: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** An i18next plural form's suffix: `files_one`, `files_other`. */
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The plural categories of a language, as i18next names its keys (`_one`, `_other`). */
export function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/** Keys grouped by plural base: `files_one` and `files_other` are forms of `files`. */
function pluralGroups(keys: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const match = pluralSuffix.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    groups.set(base, [...(groups.get(base) ?? []), match[1] ?? '']);
  }
  return groups;
}

/** `namespace:key` matches an allowlist entry exactly, or `namespace:prefix.*` by prefix. */
export function isListed(listed: readonly string[], namespace: string, key: string): boolean {
  const name = `${namespace}:${key}`;
  return listed.some((entry) =>
    entry.endsWith('.*') ? name.startsWith(entry.slice(0, -1)) : entry === name,
  );
}

export interface CompareOptions {
  namespace?: string;
  /** The translation's language (for its plural forms). */
  locale: string;
  /** Keys allowed to stay as in English (see `readIntentionallyIdentical`). */
  identical?: readonly string[];
}

export function compareCatalogs(
  source: Catalog,
  translation: Catalog,
  { namespace = '', locale, identical = [] }: CompareOptions,
): CatalogProblem[] {
  const expected = flatten(source);
  const actual = flatten(translation);
  const problems: CatalogProblem[] = [];
  const sourcePlurals = pluralGroups(expected.keys());
  const translationPlurals = pluralGroups(actual.keys());

  // Plural forms: each language has its own set, so the keys differ by design.
  for (const [base, forms] of sourcePlurals) {
    const wanted = pluralCategories(locale);
    const got = translationPlurals.get(base) ?? [];
    if (got.length === 0) {
      problems.push({ key: base, problem: 'missing', detail: `needs ${wanted.join(', ')}` });
    } else if ([...got].sort().join() !== [...wanted].sort().join()) {
      problems.push({
        key: base,
        problem: 'plural forms',
        detail: `${locale} uses _${wanted.join(', _')}; found _${got.join(', _')}`,
      });
    }
    const english = pluralCategories(sourceLocale);
    if ([...forms].sort().join() !== [...english].sort().join()) {
      problems.push({
        key: base,
        problem: 'plural forms',
        detail: `English source uses _${english.join(', _')}; found _${forms.join(', _')}`,
      });
    }
  }
  const isPluralForm = (key: string, groups: Map<string, string[]>) =>
    pluralSuffix.test(key) && groups.has(key.replace(pluralSuffix, ''));

  for (const [key, text] of expected) {
    if (isPluralForm(key, sourcePlurals)) continue;
    const translated = actual.get(key);
    if (translated === undefined) {
      problems.push({ key, problem: 'missing' });
    } else if (typeof translated !== 'string' || typeof text !== 'string') {
      problems.push({ key, problem: 'not text' });
    } else {
      problems.push(...compareText(key, text, translated, namespace, identical));
    }
  }
  // Every plural form of a translation is checked against the English `_other`.
  for (const [base, forms] of translationPlurals) {
    const text = expected.get(`${base}_other`);
    if (typeof text !== 'string') continue;
    for (const form of forms) {
      const key = `${base}_${form}`;
      const translated = actual.get(key);
      if (typeof translated !== 'string') problems.push({ key, problem: 'not text' });
      else problems.push(...compareText(key, text, translated, namespace, identical));
    }
  }
  for (const key of actual.keys()) {
    if (expected.has(key) || isPluralForm(key, sourcePlurals)) continue;
    problems.push({ key, problem: 'extra' });
  }
  return problems;
}

function compareText(
  key: string,
  text: string,
  translated: string,
  namespace: string,
  identical: readonly string[],
): CatalogProblem[] {
  if (translated.trim() === '') return [{ key, problem: 'empty' }];
  const problems: CatalogProblem[] = [];
  const differences = codeDifferences(text, translated);
  const differ = ({ missing, added }: { missing: string[]; added: string[] }) =>
    missing.length + added.length > 0;
  if (differ(differences.placeholders)) {
    problems.push({
      key,
      problem: 'placeholders',
      detail: `expected {{${placeholders(text).join('}}, {{')}}} got {{${placeholders(translated).join('}}, {{')}}}`,
    });
  }
  if (differ(differences.tags)) {
    problems.push({
      key,
      problem: 'tags',
      detail: `expected ${transTags(text).join(' ') || 'none'} got ${transTags(translated).join(' ') || 'none'}`,
    });
  }
  if (translated === text && hasWords(text) && !isListed(identical, namespace, key)) {
    problems.push({ key, problem: 'untranslated', detail: JSON.stringify(text) });
  }
  return problems;
}

/** The catalog's text as it should be on disk: 2-space JSON, a final newline. */
export function canonicalText(catalog: Catalog): string {
  return `${JSON.stringify(catalog, null, 2)}\n`;
}

/**
 * A translation with its keys in the English source's order (the order the page reads in), so a
 * translator can read both files side by side. Plural forms sit where their base is, in CLDR
 * order; keys the source lacks go last (they are reported as extra).
 */
export function inSourceOrder(source: Catalog, translation: Catalog): Catalog {
  const ordered: Catalog = {};
  for (const [key, value] of Object.entries(source)) {
    const plural = pluralSuffix.exec(key);
    const base = plural ? key.slice(0, plural.index) : null;
    const forms = base
      ? pluralOrder.map((category) => `${base}_${category}`).filter((form) => form in translation)
      : [key];
    for (const form of forms) {
      if (form in ordered || !(form in translation)) continue;
      const translated = translation[form];
      if (translated === undefined) continue;
      ordered[form] =
        typeof value === 'object' && typeof translated === 'object'
          ? inSourceOrder(value, translated)
          : translated;
    }
  }
  for (const [key, value] of Object.entries(translation)) {
    if (!(key in ordered)) ordered[key] = value;
  }
  return ordered;
}

/** The catalogs a language has; none for a language whose folder is not there yet. */
export function namespacesOf(locale: string): string[] {
  const folder = join(localesDir(), locale);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function catalogFile(locale: string, namespace: string): string {
  return join(localesDir(), locale, `${namespace}.json`);
}

export function readCatalog(locale: string, namespace: string): Catalog {
  return JSON.parse(readFileSync(catalogFile(locale, namespace), 'utf8')) as Catalog;
}

/**
 * The keys whose translation into `locale` may equal the English text (`namespace:key` or
 * `namespace:prefix.*`), from `intentionally-identical.json` (`{ "ja": { "ns:key": "why" } }`).
 */
export function readIntentionallyIdentical(locale: string): string[] {
  const file = join(localesDir(), 'intentionally-identical.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  return Object.keys(all[locale] ?? {});
}
