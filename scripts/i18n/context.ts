/**
 * What a translator needs to know about a string besides its English: the pages that show it, a
 * description when its meaning is not obvious, and the longest a translation may be.
 *
 * Descriptions and limits live in `locales/context.json`, never in the catalogs the app loads.
 * Each entry names keys as `namespace:key`, `namespace:prefix.*`, or `*:…` for every namespace;
 * where several entries name a key, the more specific one's fields win:
 *
 *   "*:meta.title": { "description": "The page's title in search results…", "maxLength": { "ja": 32 } }
 *
 * `maxLength` counts characters (code points) of the translation, per language. Keys starting
 * with `$` are comments.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, isLocale, locales, type Locale } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import { routeTable } from '../../src/app/route-table';
import { flatten, localesDir, namespacesOf, readCatalog } from './catalogs';

interface ContextEntry {
  description?: string;
  maxLength?: Partial<Record<Locale, number>>;
}

export interface KeyContext {
  description?: string;
  /** The longest the text may be in this language, in characters. */
  maxLength?: number;
  /** The addresses of the pages that show the key in this language (every page: `['every page']`). */
  pages: string[];
}

export function contextFile(): string {
  return join(localesDir(), 'context.json');
}

function readEntries(): [string, ContextEntry][] {
  const all = JSON.parse(readFileSync(contextFile(), 'utf8')) as Record<string, ContextEntry>;
  return Object.entries(all).filter(([pattern]) => !pattern.startsWith('$'));
}

function matches(pattern: string, namespace: string, key: string): boolean {
  const [patternNamespace = '', patternKey = ''] = pattern.split(':');
  if (patternNamespace !== '*' && patternNamespace !== namespace) return false;
  return patternKey.endsWith('.*')
    ? key.startsWith(patternKey.slice(0, -1))
    : patternKey === '*' || patternKey === key;
}

/** More specific first: a named namespace before `*`, then a longer key pattern. */
function specificity(pattern: string): number {
  const [namespace = '', key = ''] = pattern.split(':');
  return (namespace === '*' ? 0 : 1000) + key.replace(/\*$/, '').length;
}

/** The addresses of the pages that read `namespace`, in `locale`. */
function pagesReading(namespace: string, locale: Locale): string[] {
  if (namespace === 'common') return ['every page'];
  return routeTable
    .filter((page) => page.namespaces.includes(namespace as (typeof page.namespaces)[number]))
    .map((page) => localizePath(page.path, locale));
}

/** A reader of every key's context in `locale`. */
export function contextReader(locale: string): (namespace: string, key: string) => KeyContext {
  const entries = readEntries().sort(([a], [b]) => specificity(a) - specificity(b));
  const pageLocale = isLocale(locale) ? locale : defaultLocale;
  const pages = new Map<string, string[]>();
  return (namespace, key) => {
    const context: KeyContext = { pages: [] };
    // Least specific first, so the more specific entries overwrite.
    for (const [pattern, entry] of entries) {
      if (!matches(pattern, namespace, key)) continue;
      if (entry.description !== undefined) context.description = entry.description;
      const limit = entry.maxLength?.[locale as Locale];
      if (limit !== undefined) context.maxLength = limit;
    }
    let found = pages.get(namespace);
    if (!found) {
      found = pagesReading(namespace, pageLocale);
      pages.set(namespace, found);
    }
    context.pages = found;
    return context;
  };
}

export interface ContextProblem {
  /** `namespace:key` or the context entry's pattern. */
  name: string;
  problem: string;
}

/**
 * What is wrong with the context file and the translations it limits: entries that name no key
 * (a renamed or deleted key), limits for languages the site does not have, and texts over their
 * limit.
 */
export function contextProblems(): ContextProblem[] {
  const problems: ContextProblem[] = [];
  const english = new Map(
    namespacesOf(defaultLocale).map((namespace) => [
      namespace,
      [...flatten(readCatalog(defaultLocale, namespace)).keys()],
    ]),
  );
  for (const [pattern, entry] of readEntries()) {
    const named = [...english].some(([namespace, keys]) =>
      keys.some((key) => matches(pattern, namespace, key)),
    );
    if (!named) problems.push({ name: pattern, problem: 'names no key of the English catalogs' });
    for (const locale of Object.keys(entry.maxLength ?? {})) {
      if (!isLocale(locale)) problems.push({ name: pattern, problem: `no language ${locale}` });
    }
  }
  for (const locale of locales) {
    const contextOf = contextReader(locale);
    for (const namespace of namespacesOf(locale)) {
      for (const [key, text] of flatten(readCatalog(locale, namespace))) {
        const { maxLength } = contextOf(namespace, key);
        if (maxLength === undefined || typeof text !== 'string') continue;
        const length = Array.from(text).length;
        if (length > maxLength) {
          problems.push({
            name: `${locale}/${namespace}:${key}`,
            problem: `${String(length)} characters, longer than ${String(maxLength)}`,
          });
        }
      }
    }
  }
  return problems;
}
