/**
 * The keys a translation into a language has, each with the English it translates: the English
 * keys, but for a plural word the forms that language has (Japanese `_other` only, Polish `_one`,
 * `_few`, `_many`, `_other`), as compareCatalogs (catalogs.ts) expects.
 */
import { flatten, pluralCategories, pluralOrder, pluralSuffix, type Catalog } from './catalogs';

/** A key of a translation and the English it translates. */
export interface SourceUnit {
  key: string;
  /** The English form of the same name, or else the English `_other`. */
  source: string;
  /** For a plural form: every English form, `[form, text]`. */
  englishForms?: [string, string][];
}

/** The units of a translation into `locale`, in the English order. */
export function translationUnits(english: Catalog, locale: string): SourceUnit[] {
  const leaves = flatten(english);
  const units: SourceUnit[] = [];
  const plurals = new Set<string>();
  for (const [key, text] of leaves) {
    if (typeof text !== 'string') continue;
    const plural = pluralSuffix.exec(key);
    if (!plural) {
      units.push({ key, source: text });
      continue;
    }
    const base = key.slice(0, plural.index);
    if (plurals.has(base)) continue;
    plurals.add(base);
    const englishForms = pluralOrder.flatMap((form): [string, string][] => {
      const formText = leaves.get(`${base}_${form}`);
      return typeof formText === 'string' ? [[form, formText]] : [];
    });
    const other = leaves.get(`${base}_other`);
    const forms = pluralCategories(locale).sort(
      (a, b) => pluralOrder.indexOf(a) - pluralOrder.indexOf(b),
    );
    for (const form of forms) {
      const same = leaves.get(`${base}_${form}`);
      const source = typeof same === 'string' ? same : typeof other === 'string' ? other : text;
      units.push({ key: `${base}_${form}`, source, englishForms });
    }
  }
  return units;
}
