/**
 * Writes the XLIFF 1.2 files `npm run i18n:export` hands to agencies: a `<file>` per namespace, a
 * `<trans-unit>` per key with its English, translation, state and notes
 * (docs/decisions/0007-translation-workflow.md).
 */
import { create } from 'xmlbuilder2';
import { defaultLocale } from '../../../contract/locales';
import type { TranslationState } from '../review';
import { inlineSegments, type Segment } from './inline-codes';

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
  // A new key gets no <target>: some tools would read an empty one as an empty translation.
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
