/** Compares a translated catalog with its English source: keys and {{placeholders}}. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Catalog = { [key: string]: string | Catalog };

export interface CatalogProblem {
  key: string;
  problem: 'missing' | 'extra' | 'placeholders' | 'not text' | 'empty';
  detail?: string;
}

export const localesDir = resolve(import.meta.dirname, '..', 'locales');

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

export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

export function compareCatalogs(source: Catalog, translation: Catalog): CatalogProblem[] {
  const expected = flatten(source);
  const actual = flatten(translation);
  const problems: CatalogProblem[] = [];
  for (const [key, text] of expected) {
    const translated = actual.get(key);
    if (translated === undefined) {
      problems.push({ key, problem: 'missing' });
    } else if (typeof translated !== 'string' || typeof text !== 'string') {
      problems.push({ key, problem: 'not text' });
    } else if (translated.trim() === '') {
      problems.push({ key, problem: 'empty' });
    } else if (placeholders(text).join() !== placeholders(translated).join()) {
      problems.push({
        key,
        problem: 'placeholders',
        detail: `expected {{${placeholders(text).join('}}, {{')}}} got {{${placeholders(translated).join('}}, {{')}}}`,
      });
    }
  }
  for (const key of actual.keys()) {
    if (!expected.has(key)) problems.push({ key, problem: 'extra' });
  }
  return problems;
}

export function namespacesOf(locale: string): string[] {
  return readdirSync(join(localesDir, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function readCatalog(locale: string, namespace: string): Catalog {
  return JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')) as Catalog;
}
