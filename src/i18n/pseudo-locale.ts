/**
 * A pseudo-locale for development (`npm run dev:pseudo`): English text, accented, at least 35%
 * longer and bracketed, so a string that never went through a catalog stands out in plain ASCII
 * and a layout that cannot take longer words or lines shows it. Interpolation placeholders,
 * nesting, `Trans` tags, entities, URLs and e-mail addresses pass through byte for byte.
 */

/** Each ASCII letter and its accented look-alike (one code point each, in the same order). */
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const lookAlikes = Array.from('áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');
const accented = new Map(Array.from(letters, (letter, index) => [letter, lookAlikes[index]]));

/** Vowels are written twice: words grow as they do in longer languages, and still wrap. */
const vowels = new Set('aeiouyAEIOUY');

/** How much longer the text must get, at least (in code points). */
export const pseudoExpansion = 0.35;

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';
/** Fills what doubled vowels leave short of the expansion. */
const padding = '·';

/**
 * What must reach i18next, react-i18next or the visitor unchanged, tried in this order:
 * `{{name}}` and `{{name, format}}` (also `{{- name}}`), `$t(key, {...})` nesting, `Trans` tags
 * (`<0>`, `</link>`, `<br/>`), HTML entities, URLs, e-mail addresses and bare domain names.
 */
const protectedPattern = new RegExp(
  [
    String.raw`\{\{[^{}]*\}\}`,
    String.raw`\$t\((?:[^()]|\([^()]*\))*\)`,
    String.raw`<\/?[A-Za-z0-9][\w.-]*\s*\/?>`,
    String.raw`&(?:[A-Za-z]+|#\d+|#x[0-9A-Fa-f]+);`,
    String.raw`\b(?:https?:\/\/|mailto:|tel:|www\.)[^\s<>"{}]+`,
    String.raw`[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+`,
    String.raw`\b(?:[A-Za-z0-9-]+\.)+(?:com|org|net|io|dev|app|ai|co|jp|in)\b(?:\/[^\s<>"{}]*)?`,
  ].join('|'),
  'g',
);

function accentRun(text: string): string {
  let result = '';
  for (const character of text) {
    const replacement = accented.get(character) ?? character;
    result += vowels.has(character) ? replacement + replacement : replacement;
  }
  return result;
}

function codePoints(text: string): number {
  return Array.from(text).length;
}

/**
 * `Welcome to {{brand}}` becomes `⟦Ŵééļçööɱéé ţöö {{brand}}···⟧`: every ASCII letter accented,
 * vowels doubled, `·` added until the text is at least 35% longer, and brackets around it all.
 */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  let body = '';
  let plainStart = 0;
  for (const match of text.matchAll(protectedPattern)) {
    body += accentRun(text.slice(plainStart, match.index)) + match[0];
    plainStart = match.index + match[0].length;
  }
  body += accentRun(text.slice(plainStart));
  const length = codePoints(text);
  const shortfall = Math.ceil(length * (1 + pseudoExpansion)) - codePoints(body);
  return pseudoOpen + body + padding.repeat(Math.max(0, shortfall)) + pseudoClose;
}

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoLocalize(value);
  if (Array.isArray(value)) return value.map(pseudoValue);
  if (value !== null && typeof value === 'object') return pseudoCatalog(value);
  return value;
}

/** A copy of `catalog` with the same keys and every string in it (at any depth) pseudo-localized. */
export function pseudoCatalog<T extends object>(catalog: T): T {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [key, pseudoValue(value)]),
  ) as T;
}
