/**
 * XLIFF 1.2, the file format translation agencies and their tools (CAT tools) exchange: written
 * by `npm run i18n:export` (export.ts), read back by `npm run i18n:import` (import.ts).
 *
 * Why 1.2 and not 2.0: Trados Studio, memoQ, Phrase, Crowdin and Lokalise all import 1.2, and
 * Weblate imports only 1.2; 1.2 has the states we need on `<target state="…">` (and the `final`
 * and `signed-off` an agency may send back); `maxwidth` with `size-unit="char"` on
 * `<trans-unit>` carries a length limit, which the tools enforce as the translator types;
 * `<note>` and `<context-group>` carry the context.
 *
 * A file holds one `<file>` per namespace, and one `<trans-unit>` per key:
 *
 *   <file original="contact.json" source-language="en" target-language="ja" datatype="plaintext">
 *     <body>
 *       <trans-unit id="meta.title" resname="meta.title" maxwidth="32" size-unit="char">
 *         <source>Contact <ph id="1">{{brand}}</ph></source>
 *         <target state="translated">お問い合わせ | <ph id="1">{{brand}}</ph></target>
 *         <note>…</note>
 *       </trans-unit>
 *
 * - Inline codes. i18next placeholders and react-i18next Trans tags are code, not text: a tool
 *   shows them as tags the translator can move but not mistype. `{{brand}}` is
 *   `<ph id="1">{{brand}}</ph>`; a Trans tag pair `<0>…</0>` is
 *   `<bpt id="2">&lt;0&gt;</bpt>…<ept id="2">&lt;/0&gt;</ept>`; a lone tag (`<br/>`) is a
 *   `<ph>`. Each code keeps its original as its content (an `<x/>` would keep none), so the
 *   import puts back exactly what was there. A target's codes take the ids of the same codes in
 *   its source, so a tool pairs them.
 * - States, exported: translated → `state="translated"`; needs review (the English changed since
 *   it was translated) → `state="needs-review-translation"`, with the English it was translated
 *   from in the note; new → no `<target>`: every tool reads a unit without one as untranslated,
 *   where some would read an empty `<target/>` as an empty translation.
 * - States, imported (`importIntent`): no target, an empty one, or `new` / `needs-translation` →
 *   left alone; `translated`, `final`, `signed-off` or `approved="yes"` → the translation answers
 *   today's English (which confirms it if it needed review); any other state
 *   (`needs-review-translation`, `needs-l10n`…) → written if it changed, not confirmed.
 * - Plurals. A unit per plural form of the target language (Japanese has `_other` only, Polish
 *   `_one`, `_few`, `_many`, `_other`), as compareCatalogs (catalogs.ts) expects; its source is
 *   the English form of the same name, or else the English `_other`, and its note gives every
 *   English form.
 *
 * The files are written with xmlbuilder2 and read with saxes, a strict parser: xmlbuilder2's own
 * reader accepts a truncated file or a mismatched end tag, and a file cut short must not import.
 */
import { SaxesParser } from 'saxes';
import { create } from 'xmlbuilder2';
import { defaultLocale } from '../../contract/locales';
import {
  flatten,
  placeholders,
  pluralCategories,
  pluralOrder,
  pluralSuffix,
  transTags,
  type Catalog,
} from './catalogs';
import type { TranslationState } from './review';

export const xliffNamespace = 'urn:oasis:names:tc:xliff:document:1.2';

/** One key, as a translator's tool shows it. */
export interface ExportUnit {
  key: string;
  /** The English to translate. */
  source: string;
  /** The translation; none for a new key. */
  target?: string;
  state: TranslationState;
  /** The English the translation was written for, when it needs review. */
  previousSource?: string;
  /** For a plural form: every English form, `[form, text]`. */
  englishForms?: [string, string][];
  description?: string;
  /** The longest the translation may be, in characters. */
  maxLength?: number;
  /** The addresses of the pages that show the key, or `['every page']`. */
  pages: string[];
}

export interface ExportFile {
  namespace: string;
  units: ExportUnit[];
}

/** A key of a translation and the English it translates. */
export interface SourceUnit {
  key: string;
  source: string;
  englishForms?: [string, string][];
}

/**
 * The keys a translation into `locale` has, in the English order, each with the English it
 * translates: the English keys, but for a plural the forms `locale` has (see the header).
 */
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

// Inline codes -------------------------------------------------------------------------------

/** A placeholder (`{{name}}`, `{{value, number}}`) or a Trans tag (`<0>`, `</link>`, `<br/>`). */
const codePattern = /\{\{[^}]*\}\}|<\s*\/?\s*[\w-]+\s*\/?\s*>/g;

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
}

function parseTag(code: string): Tag | undefined {
  const match = /^<\s*(\/?)\s*([\w-]+)\s*(\/?)\s*>$/.exec(code);
  if (!match) return undefined;
  const [, closing, name = '', selfClosing] = match;
  return { name, closing: closing === '/', selfClosing: selfClosing === '/' };
}

interface Code {
  code: string;
  start: number;
  /** `bpt`/`ept` for the two tags of a pair, `ph` for anything else. */
  element: 'ph' | 'bpt' | 'ept';
  /** For a pair, the index of the other tag. */
  partner?: number;
}

/** The codes of a text, Trans tags that open and close in good order paired. */
function findCodes(text: string): Code[] {
  const codes: Code[] = [...text.matchAll(codePattern)].map((match) => ({
    code: match[0],
    start: match.index,
    element: 'ph',
  }));
  const open: { index: number; name: string }[] = [];
  codes.forEach((code, index) => {
    const tag = parseTag(code.code);
    if (!tag || tag.selfClosing) return;
    if (!tag.closing) {
      open.push({ index, name: tag.name });
      return;
    }
    const last = open.at(-1);
    const opening = last && last.name === tag.name ? codes[last.index] : undefined;
    if (!last || !opening) return;
    open.pop();
    Object.assign(opening, { element: 'bpt', partner: index });
    Object.assign(code, { element: 'ept', partner: last.index });
  });
  return codes;
}

/** What identifies a code across source and target: its text, and for a pair both tags'. */
function signature(codes: Code[], code: Code): string {
  const partner = code.partner === undefined ? undefined : codes[code.partner];
  return code.element === 'bpt' && partner ? `${code.code}…${partner.code}` : code.code;
}

/**
 * Each code's id: numbered in order in a source (a pair shares one id), and in a target the id
 * of the same code in its source (`sourceIds`, signature → ids in order), or a new one.
 */
function numberCodes(codes: Code[], sourceIds = new Map<string, number[]>()): number[] {
  const available = new Map([...sourceIds].map(([key, ids]) => [key, [...ids]]));
  let next = Math.max(0, ...[...sourceIds.values()].flat()) + 1;
  const ids: number[] = [];
  codes.forEach((code, index) => {
    const partnerId = code.partner === undefined ? undefined : ids[code.partner];
    ids[index] =
      code.element === 'ept' && partnerId !== undefined
        ? partnerId
        : (available.get(signature(codes, code))?.shift() ?? next++);
  });
  return ids;
}

type Segment = string | { code: string; element: Code['element']; id: number };

function segments(text: string, codes: Code[], ids: number[]): Segment[] {
  const result: Segment[] = [];
  let at = 0;
  codes.forEach((code, index) => {
    if (code.start > at) result.push(text.slice(at, code.start));
    result.push({ code: code.code, element: code.element, id: ids[index] ?? 0 });
    at = code.start + code.code.length;
  });
  if (at < text.length) result.push(text.slice(at));
  return result;
}

/** A source's and its target's text and codes, the target's codes numbered as the source's. */
function inlineSegments(source: string, target?: string): [Segment[], Segment[] | undefined] {
  const sourceCodes = findCodes(source);
  const sourceNumbers = numberCodes(sourceCodes);
  const sourceIds = new Map<string, number[]>();
  sourceCodes.forEach((code, index) => {
    if (code.element === 'ept') return;
    const key = signature(sourceCodes, code);
    sourceIds.set(key, [...(sourceIds.get(key) ?? []), sourceNumbers[index] ?? 0]);
  });
  if (target === undefined) return [segments(source, sourceCodes, sourceNumbers), undefined];
  const targetCodes = findCodes(target);
  return [
    segments(source, sourceCodes, sourceNumbers),
    segments(target, targetCodes, numberCodes(targetCodes, sourceIds)),
  ];
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
  const [english, translated] = [placeholders(source), placeholders(target)];
  const [englishTags, translatedTags] = [transTags(source), transTags(target)];
  const problems = [
    ...difference(english, translated).map((name) => `placeholder {{${name}}} missing`),
    ...difference(translated, english).map(
      (name) => `placeholder {{${name}}} is not in the English`,
    ),
    ...difference(englishTags, translatedTags).map((tag) => `tag ${tag} missing`),
    ...difference(translatedTags, englishTags).map((tag) => `tag ${tag} is not in the English`),
  ];
  if (problems.length === 0 && nestingProblems(source).length === 0) {
    problems.push(...nestingProblems(target));
  }
  return problems;
}

// Writing --------------------------------------------------------------------------------------

type Builder = ReturnType<typeof create>;

const newline = (depth: number) => `\n${'  '.repeat(depth)}`;

/**
 * Appends an element on a line of its own, `depth` levels in. The layout is written as text
 * because xmlbuilder2's pretty-printer also indents inside mixed content (a `<source>` with
 * codes), which would change the text.
 */
function child(
  parent: Builder,
  depth: number,
  name: string,
  attributes: Record<string, string> = {},
): Builder {
  return parent.txt(newline(depth)).ele(name, attributes);
}

function writeSegments(element: Builder, parts: Segment[]): void {
  for (const part of parts) {
    if (typeof part === 'string') element.txt(part);
    else element.ele(part.element, { id: String(part.id) }).txt(part.code);
  }
}

/** A new key has no target, so no state. */
const exportedStates: Record<Exclude<TranslationState, 'new'>, string> = {
  translated: 'translated',
  'needs-review': 'needs-review-translation',
};

/** What the translator should know, a line each. */
function noteText(unit: ExportUnit): string {
  const lines: string[] = [];
  if (unit.previousSource !== undefined) {
    lines.push(`The English changed; it was: ${JSON.stringify(unit.previousSource)}`);
  }
  if (unit.englishForms) {
    const forms = unit.englishForms
      .map(([form, text]) => `${form}: ${JSON.stringify(text)}`)
      .join('; ');
    lines.push(`A plural form (${unit.key.replace(/.*_/, '')}). The English forms: ${forms}`);
  }
  if (unit.description) lines.push(unit.description);
  if (unit.maxLength !== undefined) lines.push(`At most ${unit.maxLength} characters.`);
  if (unit.pages.length > 0) {
    lines.push(
      unit.pages.includes('every page')
        ? 'Shown on every page.'
        : `Shown on ${unit.pages.join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** Whitespace a tool might collapse unless told to keep it. */
const fragileSpace = /^\s|\s$|\s\s|[\t\n\r]/;

function writeUnit(body: Builder, unit: ExportUnit): void {
  const attributes: Record<string, string> = { id: unit.key, resname: unit.key };
  if (unit.maxLength !== undefined) {
    attributes.maxwidth = String(unit.maxLength);
    attributes['size-unit'] = 'char';
  }
  if (fragileSpace.test(unit.source) || fragileSpace.test(unit.target ?? '')) {
    attributes['xml:space'] = 'preserve';
  }
  const element = child(body, 3, 'trans-unit', attributes);
  const [source, target] = inlineSegments(unit.source, unit.target);
  writeSegments(child(element, 4, 'source'), source);
  if (target && unit.state !== 'new') {
    writeSegments(child(element, 4, 'target', { state: exportedStates[unit.state] }), target);
  }
  const note = noteText(unit);
  if (note) child(element, 4, 'note').txt(note);
  if (unit.pages.length > 0 && !unit.pages.includes('every page')) {
    const group = child(element, 4, 'context-group', { purpose: 'location' });
    for (const page of unit.pages)
      child(group, 5, 'context', { 'context-type': 'x-page' }).txt(page);
    group.txt(newline(4));
  }
  element.txt(newline(3));
}

/** An XLIFF 1.2 document: a `<file>` per namespace, indented, UTF-8. */
export function writeXliff(locale: string, files: ExportFile[]): string {
  const xliff = create().ele(xliffNamespace, 'xliff', { version: '1.2' });
  for (const { namespace, units } of files) {
    const file = child(xliff, 1, 'file', {
      original: `${namespace}.json`,
      'source-language': defaultLocale,
      'target-language': locale,
      datatype: 'plaintext',
    });
    const body = child(file, 2, 'body');
    for (const unit of units) writeUnit(body, unit);
    body.txt(newline(2));
    file.txt(newline(1));
  }
  xliff.txt(newline(0));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xliff.end({ headless: true })}\n`;
}

// Reading --------------------------------------------------------------------------------------

/** Why a file is not one the import can read at all. */
export class XliffError extends Error {}

interface XmlElement {
  name: string;
  uri: string;
  /** Attributes in no namespace, by name. */
  attributes: Map<string, string>;
  children: (XmlElement | string)[];
}

/** A strict parse (saxes): a file that is not well-formed XML throws. */
function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const document: XmlElement = { name: '', uri: '', attributes: new Map(), children: [] };
  const open = [document];
  const current = () => open.at(-1) ?? document;
  const addText = (text: string) => {
    const { children } = current();
    const last = children.at(-1);
    if (typeof last === 'string') children[children.length - 1] = last + text;
    else children.push(text);
  };
  let encoding: string | undefined;
  parser.on('xmldecl', (declaration) => (encoding = declaration.encoding));
  parser.on('opentag', (tag) => {
    const attributes = Object.values(tag.attributes)
      .filter((attribute) => attribute.uri === '')
      .map((attribute): [string, string] => [attribute.local, attribute.value]);
    const element = {
      name: tag.local,
      uri: tag.uri,
      attributes: new Map(attributes),
      children: [],
    };
    current().children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => open.pop());
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(text).close();
  } catch (error) {
    throw new XliffError(`is not well-formed XML (${(error as Error).message})`);
  }
  if (encoding && !/^utf-?8$/i.test(encoding)) {
    throw new XliffError(`is in ${encoding}: save it as UTF-8`);
  }
  const root = document.children.find((node) => typeof node !== 'string');
  if (!root) throw new XliffError('has no root element');
  return root;
}

function elements(parent: XmlElement, name: string): XmlElement[] {
  return parent.children.filter(
    (node): node is XmlElement =>
      typeof node !== 'string' && node.uri === xliffNamespace && node.name === name,
  );
}

/** The trans-units of a body or group, inside any groups (which some tools add). */
function transUnits(parent: XmlElement): XmlElement[] {
  return [
    ...elements(parent, 'trans-unit'),
    ...elements(parent, 'group').flatMap((group) => transUnits(group)),
  ];
}

function allText(element: XmlElement): string {
  return element.children.map((node) => (typeof node === 'string' ? node : allText(node))).join('');
}

const codeElements = ['ph', 'bpt', 'ept', 'it'];

/** A source's or target's text, each code put back as the original it holds. */
function readSegments(element: XmlElement, problems: string[]): string {
  return element.children
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.uri === xliffNamespace && codeElements.includes(node.name)) return allText(node);
      if (node.uri === xliffNamespace && node.name === 'mrk') return readSegments(node, problems);
      problems.push(
        `<${node.name}> in its <${element.name}> cannot be read back: keep the tags as exported (<ph>, <bpt>, <ept>)`,
      );
      return '';
    })
    .join('');
}

export interface XliffUnit {
  id: string;
  source: string;
  target?: string;
  /** The target's `state`, if any. */
  state?: string;
  approved: boolean;
  /** What makes the unit unreadable. */
  problems: string[];
}

export interface XliffFile {
  original: string;
  sourceLanguage: string;
  targetLanguage: string;
  units: XliffUnit[];
}

function readUnit(unit: XmlElement): XliffUnit {
  const problems: string[] = [];
  const [source] = elements(unit, 'source');
  const [target] = elements(unit, 'target');
  if (!source) problems.push('has no <source>');
  return {
    id: unit.attributes.get('id') ?? '',
    source: source ? readSegments(source, problems) : '',
    ...(target && {
      target: readSegments(target, problems),
      state: target.attributes.get('state'),
    }),
    approved: unit.attributes.get('approved') === 'yes',
    problems,
  };
}

/** The files and units of an XLIFF 1.2 document; throws an XliffError if it is not one. */
export function readXliff(text: string): XliffFile[] {
  const root = parseXml(text.replace(/^\uFEFF/, ''));
  const version = root.attributes.get('version');
  if (root.name !== 'xliff') throw new XliffError(`is not XLIFF: its root is <${root.name}>`);
  if (root.uri !== xliffNamespace || version !== '1.2') {
    throw new XliffError(
      `is XLIFF ${version ?? 'of no version'} (namespace ${root.uri || 'none'}), not XLIFF 1.2 (${xliffNamespace}): export XLIFF 1.2 from the translation tool`,
    );
  }
  const files = elements(root, 'file');
  if (files.length === 0) throw new XliffError('has no <file>');
  return files.map((file) => ({
    original: file.attributes.get('original') ?? '',
    sourceLanguage: file.attributes.get('source-language') ?? '',
    targetLanguage: file.attributes.get('target-language') ?? '',
    units: elements(file, 'body').flatMap(transUnits).map(readUnit),
  }));
}

/**
 * What an imported unit asks for (see the header): nothing (`untranslated`), its translation
 * written and taken as answering today's English (`confirmed`), or written if it changed but
 * left needing review if it did (`unconfirmed`).
 */
export function importIntent(unit: XliffUnit): 'untranslated' | 'confirmed' | 'unconfirmed' {
  if (unit.target === undefined || unit.target.trim() === '') return 'untranslated';
  if (unit.state === 'new' || unit.state === 'needs-translation') return 'untranslated';
  if (unit.approved || ['translated', 'final', 'signed-off'].includes(unit.state ?? '')) {
    return 'confirmed';
  }
  return 'unconfirmed';
}
