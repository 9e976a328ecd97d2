/**
 * A small element tree read with saxes, a strict parser: a file that is not well-formed XML (one
 * cut short, a mismatched end tag) or not in UTF-8 throws, so it never imports in part.
 */
import { SaxesParser } from 'saxes';

/** Why a text is not a document at all. */
export class XmlError extends Error {}

export interface XmlElement {
  /** The local name. */
  name: string;
  /** The namespace. */
  uri: string;
  /** Attributes in no namespace, by name. */
  attributes: Map<string, string>;
  children: (XmlElement | string)[];
}

/** The root element of a document; throws an XmlError if the text is not well-formed UTF-8 XML. */
export function parseXml(text: string): XmlElement {
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
    throw new XmlError(`is not well-formed XML (${(error as Error).message})`);
  }
  if (encoding && !/^utf-?8$/i.test(encoding)) {
    throw new XmlError(`is in ${encoding}: save it as UTF-8`);
  }
  const root = document.children.find((node) => typeof node !== 'string');
  if (!root) throw new XmlError('has no root element');
  return root;
}

/** An element's text, that of the elements inside it included. */
export function allText(element: XmlElement): string {
  return element.children.map((node) => (typeof node === 'string' ? node : allText(node))).join('');
}
