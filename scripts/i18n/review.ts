/**
 * What each translated string was translated from, so that a change to the English marks its
 * translations "needs review" until a translator confirms or rewrites them (as Crowdin, Lokalise
 * and Weblate mark strings "outdated").
 *
 * The record is `locales/<locale>.review.json`, beside the catalogs and not among them (the app
 * never loads it). For every translated key it keeps the English text the translation answers
 * and a fingerprint of the translation itself:
 *
 *   { "contact": { "form.heading": { "source": "Write to us", "translation": "9f2c51e07a3b" } } }
 *
 * A key's state follows from the record and the catalogs:
 * - `new`: no translation yet (missing or empty);
 * - `needs-review`: the English has changed since the translation was recorded, and the
 *   translation has not;
 * - `translated`: the recorded English is today's English, or the translation was rewritten
 *   since it was recorded (editing the translation is reviewing it).
 * A key is `unrecorded` while its record does not match its translation (a new or edited
 * translation): `npm run i18n:check -- --fix` records it against today's English.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale } from '../../contract/locales';
import {
  flatten,
  localesDir,
  namespacesOf,
  pluralOrder,
  pluralSuffix,
  readCatalog,
  type Catalog,
} from './catalogs';

export type TranslationState = 'new' | 'translated' | 'needs-review';

interface RecordEntry {
  /** The English the translation was written (or last confirmed) against. */
  source: string;
  /** `fingerprint()` of the translation when it was recorded. */
  translation: string;
}

/** namespace → key → entry. */
export type ReviewRecord = Record<string, Record<string, RecordEntry>>;

export interface KeyReview {
  namespace: string;
  key: string;
  state: TranslationState;
  /** Today's English (for a plural form, every English form joined by ` | `). */
  source: string;
  /** The English the translation answers, when it differs from today's. */
  previousSource?: string;
  /** Whether the record must be written (`--fix`): a new or edited translation, or no record. */
  unrecorded: boolean;
}

export function reviewFile(locale: string): string {
  return join(localesDir(), `${locale}.review.json`);
}

/** A short, stable fingerprint of a text (SHA-256, 12 hex digits). */
function fingerprint(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

export function readReviewRecord(locale: string): ReviewRecord {
  const file = reviewFile(locale);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as ReviewRecord;
}

/** The record as it is kept on disk: namespaces in alphabetical order, keys in catalog order. */
function reviewRecordText(record: ReviewRecord): string {
  const sorted: ReviewRecord = {};
  for (const namespace of Object.keys(record).sort()) {
    const entries = record[namespace];
    if (entries && Object.keys(entries).length > 0) sorted[namespace] = entries;
  }
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function writeReviewRecord(locale: string, record: ReviewRecord): void {
  writeFileSync(reviewFile(locale), reviewRecordText(record));
}

/**
 * The English each key of a translation answers: the same key's text, or for a plural form
 * (Japanese `articles_other`, Polish `articles_few`) every English form of that word, since a
 * change to any of them concerns it.
 */
function sourceTexts(english: Catalog): (key: string) => string | undefined {
  const leaves = flatten(english);
  return (key) => {
    const text = leaves.get(key);
    if (typeof text === 'string') return text;
    const plural = pluralSuffix.exec(key);
    if (!plural) return undefined;
    const base = key.slice(0, plural.index);
    const forms = pluralOrder
      .map((form) => leaves.get(`${base}_${form}`))
      .filter((form): form is string => typeof form === 'string');
    return forms.length > 0 ? forms.join(' | ') : undefined;
  };
}

/** The keys a translation should have: the English keys, with plural forms as the translation has them. */
function translatableKeys(english: Catalog, translation: Catalog): string[] {
  const englishKeys = [...flatten(english).keys()];
  const translated = [...flatten(translation).keys()];
  const source = sourceTexts(english);
  const keys = englishKeys.filter((key) => !pluralSuffix.test(key) || translated.includes(key));
  for (const key of translated) {
    if (!keys.includes(key) && source(key) !== undefined) keys.push(key);
  }
  return keys;
}

/** Every key of one namespace of a translation, with its state. */
export function reviewNamespace(
  locale: string,
  namespace: string,
  record: ReviewRecord = readReviewRecord(locale),
): KeyReview[] {
  const english = readCatalog(defaultLocale, namespace);
  const translation = namespacesOf(locale).includes(namespace)
    ? readCatalog(locale, namespace)
    : {};
  const translated = flatten(translation);
  const source = sourceTexts(english);
  const entries = record[namespace] ?? {};
  return translatableKeys(english, translation).map((key) => {
    const today = source(key) ?? '';
    const text = translated.get(key);
    if (typeof text !== 'string' || text.trim() === '') {
      return { namespace, key, state: 'new', source: today, unrecorded: false };
    }
    const entry = entries[key];
    const edited = entry?.translation !== fingerprint(text);
    if (!entry || edited || entry.source === today) {
      return { namespace, key, state: 'translated', source: today, unrecorded: edited };
    }
    return {
      namespace,
      key,
      state: 'needs-review',
      source: today,
      previousSource: entry.source,
      unrecorded: false,
    };
  });
}

/** Every key of every namespace of a translation. */
export function reviewLocale(locale: string, record = readReviewRecord(locale)): KeyReview[] {
  return namespacesOf(defaultLocale).flatMap((namespace) =>
    reviewNamespace(locale, namespace, record),
  );
}

/** Record entries for keys the catalogs no longer have (`namespace:key`). */
export function staleEntries(locale: string, record = readReviewRecord(locale)): string[] {
  const live = new Set(
    reviewLocale(locale, record).map(({ namespace, key }) => `${namespace}:${key}`),
  );
  return Object.entries(record).flatMap(([namespace, entries]) =>
    Object.keys(entries)
      .map((key) => `${namespace}:${key}`)
      .filter((name) => !live.has(name)),
  );
}

/** Whether `namespace:key` is named by one of `patterns` (`ns:key`, `ns:prefix.*`, `ns:*`). */
export function matchesKey(patterns: readonly string[], namespace: string, key: string): boolean {
  const name = `${namespace}:${key}`;
  return patterns.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name,
  );
}

/**
 * The record rewritten: keys that `confirm` names are confirmed against today's English,
 * unrecorded translations (new or edited) are recorded, and entries of deleted keys dropped.
 * Keys that need review and are not named keep their old English.
 */
export function updatedRecord(
  locale: string,
  confirm: (review: KeyReview) => boolean = () => false,
  record = readReviewRecord(locale),
): ReviewRecord {
  const updated: ReviewRecord = {};
  for (const namespace of namespacesOf(defaultLocale)) {
    if (!namespacesOf(locale).includes(namespace)) continue;
    const translated = flatten(readCatalog(locale, namespace));
    for (const review of reviewNamespace(locale, namespace, record)) {
      const { key, state, source } = review;
      const text = translated.get(key);
      if (state === 'new' || typeof text !== 'string') continue;
      const previous = record[namespace]?.[key];
      const entry =
        review.unrecorded || confirm(review) || !previous
          ? { source, translation: fingerprint(text) }
          : previous;
      (updated[namespace] ??= {})[key] = entry;
    }
  }
  return updated;
}
