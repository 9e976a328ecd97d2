/**
 * The illustrations that open a page (a vertical's banner, the trainings hero, an article's
 * picture, the first blog card) are written into the page as inline SVG, so the first screen
 * paints whole from the page's own response: no request, and the page's largest paint is its
 * heading and lead, not a picture arriving a round trip later. They are our own small SVGs
 * (about 1.5 kB each) and stay files too: cards further down, social previews and structured
 * data link to the file.
 */
const sources = import.meta.glob<string>(
  [
    '/public/images/blog/*.svg',
    '/public/images/verticals/*/banner.svg',
    '/public/images/ai-trainings/hero.svg',
  ],
  { query: '?raw', import: 'default', eager: true },
);

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
const attributeName = /^[a-z][a-z-]*$/;
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

const inlined = new Map(
  Object.entries(sources).map(([file, svg]) => [
    file.replace(/^\/public/, ''),
    parseInlineSvg(svg),
  ]),
);

/** The drawing to write into the page for an image address, if it is a first-screen image. */
export function firstScreenSvg(src: string): InlineSvg | undefined {
  return inlined.get(src);
}
