/**
 * The placeholders (`{{brand}}`) and Trans tags (`<0>`, `</link>`, `<br/>`) of a catalog string, and
 * how a translation's differ from its English's: the one rule `i18n:check` and `i18n:import` apply.
 */

/** A Trans tag: `<0>`, `</0>`, `<link>`, `<br/>` (the groups: the slash that closes, the name, the slash that ends it). */
const tagSource = String.raw`<\s*(\/?)\s*([\w-]+)\s*(\/?)\s*>`;

/** A placeholder (`{{name}}`, `{{value, number}}`) or a Trans tag. */
export const codePattern = new RegExp(String.raw`\{\{[^}]*\}\}|${tagSource}`, 'g');

/** The names of a text's placeholders, sorted: `{{ count }} of {{total, number}}` → count, total. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** The Trans tags of a text, e.g. `<0>`, `</0>`, `<link>`, `<br/>`, sorted. */
export function transTags(text: string): string[] {
  return [...text.matchAll(new RegExp(tagSource, 'g'))]
    .map(([, close, name, selfClosing]) => `<${close ?? ''}${name ?? ''}${selfClosing ?? ''}>`)
    .sort();
}

export interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
}

/** A code read as a Trans tag; undefined for a placeholder. */
export function parseTag(code: string): Tag | undefined {
  const match = new RegExp(`^${tagSource}$`).exec(code);
  if (!match) return undefined;
  const [, closing, name = '', selfClosing] = match;
  return { name, closing: closing === '/', selfClosing: selfClosing === '/' };
}

/** Items of `a` that `b` lacks, counting repeats. */
function difference(a: string[], b: string[]): string[] {
  const rest = [...b];
  return a.filter((item) => {
    const at = rest.indexOf(item);
    if (at === -1) return true;
    rest.splice(at, 1);
    return false;
  });
}

export interface CodeDifferences {
  /** Placeholder names the translation lacks, and those it adds. */
  placeholders: { missing: string[]; added: string[] };
  /** Trans tags the translation lacks, and those it adds. */
  tags: { missing: string[]; added: string[] };
}

/** The placeholders and Trans tags a translation lacks or adds against its English, counting repeats. */
export function codeDifferences(source: string, target: string): CodeDifferences {
  const [english, translated] = [placeholders(source), placeholders(target)];
  const [englishTags, translatedTags] = [transTags(source), transTags(target)];
  return {
    placeholders: {
      missing: difference(english, translated),
      added: difference(translated, english),
    },
    tags: {
      missing: difference(englishTags, translatedTags),
      added: difference(translatedTags, englishTags),
    },
  };
}

/** How a text's Trans tags fail to nest: the first tag out of order, or those never closed. */
function nestingProblems(text: string): string[] {
  const open: string[] = [];
  for (const [code] of text.matchAll(codePattern)) {
    const tag = parseTag(code);
    if (!tag || tag.selfClosing) continue;
    if (!tag.closing) {
      open.push(tag.name);
      continue;
    }
    const last = open.pop();
    if (last === tag.name) continue;
    return [
      last === undefined || !open.includes(tag.name)
        ? `tag ${code} comes before its <${tag.name}>`
        : `tag ${code} closes <${tag.name}> while <${last}> inside it is still open`,
    ];
  }
  return open.map((name) => `tag <${name}> is never closed`);
}

/**
 * How a translation's placeholders and Trans tags differ from those of its English: each missing
 * or added, and tags that no longer nest. Empty when they agree.
 */
export function codeProblems(source: string, target: string): string[] {
  const { placeholders: names, tags } = codeDifferences(source, target);
  const problems = [
    ...names.missing.map((name) => `placeholder {{${name}}} missing`),
    ...names.added.map((name) => `placeholder {{${name}}} is not in the English`),
    ...tags.missing.map((tag) => `tag ${tag} missing`),
    ...tags.added.map((tag) => `tag ${tag} is not in the English`),
  ];
  if (problems.length === 0 && nestingProblems(source).length === 0) {
    problems.push(...nestingProblems(target));
  }
  return problems;
}
