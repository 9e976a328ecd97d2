/**
 * Our illustrations written into a page as inline SVG instead of linked as images. An SVG in an
 * `<img>` is a document of its own: the browser fetches it, then builds and lays it out on the
 * main thread, a millisecond or more each, around the page's first paint (`loading="lazy"` holds
 * back none that lie within a screen or two). Drawn inline, it costs a few elements of the page
 * and no request. Only our own plain drawings qualify (parseInlineSvg refuses anything else), and
 * every file stays in public/ too: social previews and structured data link to it.
 *
 * Each page family globs its own drawings (`import.meta.glob` with `?raw`, eager), so a page's
 * code carries only the drawings it shows.
 */

/** One element of a drawing, with its attributes named as React names them (`strokeWidth`). */
export interface SvgShape {
  name: string;
  attributes: Record<string, string>;
  children: SvgShape[];
}

export interface InlineSvg {
  viewBox: string;
  /** The drawing inside the root `<svg>` element: shapes and groups only. */
  shapes: SvgShape[];
}

const shapeNames = new Set([
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
]);

/** Presentation attributes only: anything that could run, link or style is refused. */
const attributeName = /^[a-z][a-z\d-]*$/;
const refusedAttributes = /^(?:on|style$|id$|href$|class$)/;

/**
 * The root element's viewBox and the shapes inside it. Only plain drawings are accepted: shapes
 * and groups with presentation attributes. A script, event handler, style, link, embedded
 * document or id (which would clash within a page) fails the build.
 */
export function parseInlineSvg(svg: string): InlineSvg {
  const root = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  const viewBox = /\bviewBox="([\d.\s-]+)"/.exec(root?.[1] ?? '')?.[1];
  if (!root || !viewBox) throw new Error('Not an SVG drawing with a viewBox');
  const top: SvgShape = { name: 'svg', attributes: {}, children: [] };
  const open: SvgShape[] = [top];
  const tag = /<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>|([^<]+)/gy;
  const body = root[2] ?? '';
  const tokens = [...body.matchAll(tag)];
  for (const [, closing, name = '', attributes = '', selfClosing, text] of tokens) {
    const parent = open.at(-1);
    if (text !== undefined) {
      if (text.trim()) throw new Error('Text in a drawing');
      continue;
    }
    if (!parent || !shapeNames.has(name)) throw new Error(`Unexpected SVG element: ${name}`);
    if (closing) {
      if (parent.name !== name) throw new Error(`Unbalanced </${name}>`);
      open.pop();
      continue;
    }
    const shape: SvgShape = { name, attributes: {}, children: [] };
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (!attributeName.test(attribute) || refusedAttributes.test(attribute)) {
        throw new Error(`SVG attribute that does more than draw: ${attribute}`);
      }
      shape.attributes[
        attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
      ] = value;
    }
    parent.children.push(shape);
    if (!selfClosing) open.push(shape);
  }
  const consumed = tokens.reduce((sum, token) => sum + token[0].length, 0);
  if (open.length !== 1 || consumed !== body.length) {
    throw new Error('A drawing that does not parse as plain SVG shapes');
  }
  return { viewBox, shapes: top.children };
}

/** A page family's drawings, by image address (`/images/…`). */
export interface Drawings {
  /** The drawing for an address, if the family has one. */
  find(src: string): InlineSvg | undefined;
  /** The drawing for an address the page's content names: a missing file fails the render. */
  get(src: string): InlineSvg;
}

/** The drawings of raw SVG files globbed under /public, parsed (and so checked) once. */
export function drawingsOf(sources: Record<string, string>): Drawings {
  const drawings = new Map(
    Object.entries(sources).map(([file, svg]) => [
      file.replace(/^\/public/, ''),
      parseInlineSvg(svg),
    ]),
  );
  return {
    find: (src) => drawings.get(src),
    get: (src) => {
      const drawing = drawings.get(src);
      if (!drawing) throw new Error(`No drawing for ${src}: is the file under public/?`);
      return drawing;
    },
  };
}
