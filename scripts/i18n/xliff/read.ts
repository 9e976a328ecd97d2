/**
 * Reads the XLIFF 1.2 files agencies send back to `npm run i18n:import`, and what each unit's state
 * asks the import to do (docs/decisions/0007-translation-workflow.md; docs/translating.md, "Agencies
 * and CAT tools").
 */
import { xliffNamespace } from './write';
import { allText, parseXml, XmlError, type XmlElement } from './xml-tree';

/** Why a file is not one the import can read at all. */
export class XliffError extends Error {}

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
  let root: XmlElement;
  try {
    root = parseXml(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw error instanceof XmlError ? new XliffError(error.message) : error;
  }
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
 * What an imported unit asks for: nothing (`untranslated`: no target, an empty one, or `new` /
 * `needs-translation`), its translation written and taken as answering today's English
 * (`confirmed`: `translated`, `final`, `signed-off` or `approved="yes"`), or written if it changed
 * but left needing review if it did (`unconfirmed`: any other state).
 */
export function importIntent(unit: XliffUnit): 'untranslated' | 'confirmed' | 'unconfirmed' {
  if (unit.target === undefined || unit.target.trim() === '') return 'untranslated';
  if (unit.state === 'new' || unit.state === 'needs-translation') return 'untranslated';
  if (unit.approved || ['translated', 'final', 'signed-off'].includes(unit.state ?? '')) {
    return 'confirmed';
  }
  return 'unconfirmed';
}
