/**
 * `npm run i18n:lint`: textlint, with the rules of .textlintrc.yml (the JTF style guide and the
 * glossary), over each translated catalog as one plain-text document with a paragraph per string,
 * each problem traced back to its key (docs/decisions/0007-translation-workflow.md).
 */
import { writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';
import { defaultLocale, locales, type Locale } from '../../contract/locales';
import { leaders, staffGroups } from '../../src/features/team/team';
import {
  canonicalText,
  catalogFile,
  flatten,
  localesDir,
  namespacesOf,
  readCatalog,
  type Catalog,
} from './catalogs';
import { codePattern, placeholders, transTags } from './codes';
import { command, isCommand, runCommand, type Io } from './command';

const root = resolve(import.meta.dirname, '..', '..');

type Linter = ReturnType<typeof createLinter>;
type Message = Awaited<ReturnType<Linter['lintText']>>['messages'][number];

/** The textlint config of each language that has rules. */
const configs: Partial<Record<Locale, string>> = { ja: '.textlintrc.yml' };

/**
 * Names written in Japanese script keep the space between family and given name (佐藤 遥, see
 * the glossary), which JTF 3.1.2 would flag: they are linted as one word and never fixed.
 */
const names = [...leaders, ...Object.values(staffGroups).flat()]
  .flatMap((person) => Object.values(person.names).map((local) => local.written))
  .filter((written): written is string => written?.includes(' ') === true);

/**
 * A stretch of the text textlint sees: the string's own text (`at`: where it starts in the
 * string) or a stand-in for a placeholder or a name (`at` null: no fix may touch it). Trans tags
 * leave no piece; their content stays, so the sentence keeps its shape.
 */
interface Piece {
  text: string;
  at: number | null;
}

const markup = new RegExp(
  [codePattern.source, ...names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))].join(
    '|',
  ),
  'g',
);

/** `{{brand}}` stands as `Brand`: a Latin word, as a name or a number would sit in the sentence. */
function standIn(found: string): string {
  if (found.startsWith('{{')) {
    const name = /\w+/.exec(found)?.[0] ?? 'value';
    return name.charAt(0).toUpperCase() + name.slice(1);
  }
  return found.startsWith('<') ? '' : found.replace(/ /g, '');
}

function pieces(text: string): Piece[] {
  const found: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(markup)) {
    found.push({ text: text.slice(last, match.index), at: last });
    found.push({ text: standIn(match[0]), at: null });
    last = match.index + match[0].length;
  }
  found.push({ text: text.slice(last), at: last });
  return found;
}

interface Entry {
  key: string;
  text: string;
  pieces: Piece[];
  /** Where the entry's paragraph starts in the namespace's document. */
  start: number;
}

/** A namespace as one document, a paragraph (separated by a blank line) per string. */
function document(catalog: Catalog): { text: string; entries: Entry[] } {
  const entries: Entry[] = [];
  let start = 0;
  for (const [key, text] of flatten(catalog)) {
    if (typeof text !== 'string') continue; // i18n:check reports it
    // A line break inside a string would end its paragraph early: it stands as a space.
    const parts = pieces(text).map((piece) => ({ ...piece, text: piece.text.replace(/\n/g, ' ') }));
    const length = parts.reduce((sum, piece) => sum + piece.text.length, 0);
    entries.push({ key, text, pieces: parts, start });
    start += length + 2;
  }
  return {
    text: entries.map((entry) => entry.pieces.map((p) => p.text).join('')).join('\n\n'),
    entries,
  };
}

function entryAt(entries: Entry[], index: number): Entry | undefined {
  return entries.findLast((entry) => entry.start <= index);
}

/** A fix in the original string's terms. */
interface Edit {
  range: [number, number];
  text: string;
}

/** A fix's range in the original string, if it lies within the translator's own text. */
function originalRange(
  entry: Entry,
  [from, to]: readonly [number, number],
): [number, number] | null {
  let offset = entry.start;
  for (const piece of entry.pieces) {
    const end = offset + piece.text.length;
    if (piece.at !== null && from >= offset && to <= end) {
      return [piece.at + from - offset, piece.at + to - offset];
    }
    offset = end;
  }
  return null;
}

/** The string with the fixes that apply to it, last first; overlapping ones wait for a next pass. */
function applyFixes(text: string, fixes: Edit[]): string {
  let fixed = text;
  let limit = Infinity;
  for (const fix of [...fixes].sort((a, b) => b.range[0] - a.range[0])) {
    if (fix.range[1] > limit) continue;
    fixed = fixed.slice(0, fix.range[0]) + fix.text + fixed.slice(fix.range[1]);
    limit = fix.range[0];
  }
  // A fix never changes what the code fills in or marks up (i18n:check would fail).
  const same = (f: (t: string) => string[]) => f(text).join() === f(fixed).join();
  return same(placeholders) && same(transTags) ? fixed : text;
}

function setLeaf(catalog: Catalog, key: string, text: string): void {
  const path = key.split('.');
  let node: Catalog = catalog;
  for (const part of path.slice(0, -1)) node = node[part] as Catalog;
  node[path.at(-1) ?? ''] = text;
}

/** One line per message: textlint's own messages run over several. */
function oneLine(message: Message): string {
  return message.message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' — ')
    .replace(/^Line \d+ /, ''); // sentence-length counts lines of our document, not the catalog's
}

async function lint(linter: Linter, namespace: string, catalog: Catalog) {
  const { text, entries } = document(catalog);
  // The `.txt` name picks textlint's plain-text parser: catalog strings hold no Markdown.
  const { messages } = await linter.lintText(text, resolve(root, `${namespace}.txt`));
  return messages.flatMap((message) => {
    const entry = entryAt(entries, message.range[0]);
    if (!entry) return [];
    const range = message.fix ? originalRange(entry, message.fix.range) : null;
    const edit = message.fix && range ? { range, text: message.fix.text } : null;
    return [{ message, entry, edit }];
  });
}

/** Applies every fix it can, in a few passes (a fix may uncover another); the strings it changed. */
async function fixCatalog(linter: Linter, namespace: string, catalog: Catalog): Promise<number> {
  const changed = new Set<string>();
  for (let pass = 0; pass < 5; pass += 1) {
    const edits = new Map<Entry, Edit[]>();
    for (const { entry, edit } of await lint(linter, namespace, catalog)) {
      if (edit) edits.set(entry, [...(edits.get(entry) ?? []), edit]);
    }
    let applied = 0;
    for (const [entry, list] of edits) {
      const fixed = applyFixes(entry.text, list);
      if (fixed === entry.text) continue;
      setLeaf(catalog, entry.key, fixed);
      changed.add(entry.key);
      applied += 1;
    }
    if (applied === 0) break;
  }
  return changed.size;
}

export const usage = `Usage: npm run i18n:lint [-- --fix]

Lints every translated catalog with textlint and the rules of .textlintrc.yml (only Japanese has
rules; a language without a config is skipped), a line per problem:

  ja/products.json  products:items.salesAgent.body  見込み客 => 見込み顧客 — <why> (prh)

Exit code 1 on any error.

Options:
  --fix         apply the fixes textlint offers (glossary terms, punctuation) wherever a fix
                touches only the translator's text, never a {{placeholder}}, a Trans tag or a
                person's name, and write the catalog back in canonical format (then
                npm run i18n:check -- --fix records the edited translations)
  -h, --help    this text
`;

const options = {
  fix: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface Totals {
  errors: number;
  warnings: number;
  fixable: number;
  fixed: number;
  strings: number;
}

/** Lints (and with `fix`, fixes) one language's catalogs, printing each problem. */
async function lintLocale(
  locale: Locale,
  config: string,
  fix: boolean,
  totals: Totals,
  io: Io,
): Promise<void> {
  const descriptor = await loadTextlintrc({ configFilePath: resolve(root, config) });
  // textlint runs no rule at all, silently, when the config is missing or empty.
  if (descriptor.rule.descriptors.length === 0) throw new Error(`${config}: no textlint rules`);
  const linter = createLinter({ descriptor, cwd: root });
  for (const namespace of namespacesOf(locale)) {
    const file = relative(localesDir(), catalogFile(locale, namespace));
    const catalog = readCatalog(locale, namespace);
    totals.strings += document(catalog).entries.length;
    if (fix) {
      const fixed = await fixCatalog(linter, namespace, catalog);
      if (fixed > 0) writeFileSync(catalogFile(locale, namespace), canonicalText(catalog));
      totals.fixed += fixed;
    }
    for (const { message, entry, edit } of await lint(linter, namespace, catalog)) {
      if (message.severity === 2) totals.errors += 1;
      else totals.warnings += 1;
      if (edit) totals.fixable += 1;
      const level = message.severity === 2 ? '' : 'warning: ';
      io.out(
        `${file}  ${namespace}:${entry.key}  ${level}${oneLine(message)} (${message.ruleId})\n`,
      );
    }
  }
}

/** Runs the command line `argv`; resolves to the exit code (2: misuse, 1: a problem found). */
export const main = command({ usage, options }, async ({ values }, io) => {
  const fix = values.fix ?? false;
  const totals: Totals = { errors: 0, warnings: 0, fixable: 0, fixed: 0, strings: 0 };
  for (const locale of locales.filter((candidate) => candidate !== defaultLocale)) {
    const config = configs[locale];
    if (config) await lintLocale(locale, config, fix, totals, io);
    else io.out(`${locale}: no textlint rules for this language, skipped\n`);
  }
  const fixedNote =
    fix && totals.fixed > 0
      ? `; --fix changed ${String(totals.fixed)} strings (npm run i18n:check -- --fix records them)`
      : '';
  const fixableNote =
    !fix && totals.fixable > 0
      ? ` (${String(totals.fixable)} fixable: npm run i18n:lint -- --fix)`
      : '';
  io.out(
    `\n${String(totals.errors)} errors, ${String(totals.warnings)} warnings in ${String(totals.strings)} strings${fixableNote}${fixedNote}\n`,
  );
  return totals.errors > 0 ? 1 : 0;
});

if (isCommand(import.meta.url)) await runCommand(main);
