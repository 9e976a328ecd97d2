/**
 * Our illustrations as modules the pages draw inline (src/content/drawings.ts): importing an SVG
 * file with `?drawing` gives its viewBox and its shapes, as React elements' names and attributes,
 * made once at build time (and by the dev server) instead of parsed in the browser.
 *
 * Each file is checked twice: as written, it must be a plain drawing (shapes and groups with
 * presentation attributes: no script, event handler, style, link, embedded document, id, text or
 * comment), or the build fails; then svgo optimises it, and what svgo wrote must pass the same
 * check, so the page only ever draws shapes this file has vetted.
 */
import { readFileSync } from 'node:fs';
import { optimize, type Config } from 'svgo';
import type { Plugin } from 'vite';
import type { InlineSvg, SvgShape } from '../src/content/drawings';

/** The import query (`?drawing`) that turns an SVG file into a drawing module. */
const queryName = 'drawing';

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
 * The root element's viewBox and the shapes inside it, with attributes named as React names them
 * (`strokeWidth`). Only plain drawings are accepted: shapes and groups with presentation
 * attributes. A script, event handler, style, link, embedded document, id (which would clash
 * within a page), text or comment throws.
 */
export function readDrawing(svg: string): InlineSvg {
  const root = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  const viewBox = /\bviewBox="([\d.\s-]+)"/.exec(root?.[1] ?? '')?.[1];
  if (!root || !viewBox) throw new Error('Not an SVG drawing with a viewBox');
  const top: SvgShape = ['svg', {}];
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
      if (parent[0] !== name) throw new Error(`Unbalanced </${name}>`);
      open.pop();
      continue;
    }
    const shape: SvgShape = [name, {}];
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (!attributeName.test(attribute) || refusedAttributes.test(attribute)) {
        throw new Error(`SVG attribute that does more than draw: ${attribute}`);
      }
      shape[1][attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
    }
    parent.push(shape);
    if (!selfClosing) open.push(shape);
  }
  const consumed = tokens.reduce((sum, token) => sum + token[0].length, 0);
  if (open.length !== 1 || consumed !== body.length) {
    throw new Error('A drawing that does not parse as plain SVG shapes');
  }
  const [, , ...shapes] = top;
  return { viewBox, shapes };
}

/**
 * svgo's default optimisations in one pass (a second changes none of our drawings and takes five
 * times as long), less three that cost more than they save:
 * - mergePaths: a merged path draws its overlaps once, so translucent strokes that crossed lose
 *   their darker crossings, and opaque ones their doubled edge smoothing;
 * - convertShapeToPath: a rectangle as a path is no shorter once the page is compressed, and
 *   Chromium smooths its edges differently when the drawing is scaled;
 * - sortAttrs: our drawings write their attributes in one order, which compresses better across
 *   a page's drawings than svgo's.
 * What remains renders every drawing pixel for pixel as its file does (inline-drawings.test.ts).
 */
const svgoConfig: Config = {
  plugins: [
    {
      name: 'preset-default',
      params: { overrides: { mergePaths: false, convertShapeToPath: false, sortAttrs: false } },
    },
  ],
};

/** A plain drawing (see readDrawing), optimised by svgo, then checked again. */
export function inlineDrawing(svg: string): InlineSvg {
  const { viewBox } = readDrawing(svg);
  const optimised = readDrawing(optimize(svg, svgoConfig).data);
  if (optimised.viewBox !== viewBox) {
    throw new Error(`svgo changed the viewBox from "${viewBox}" to "${optimised.viewBox}"`);
  }
  return optimised;
}

/** Loads `*.svg?drawing` as a module whose default export is the file's InlineSvg. */
export function inlineDrawings(): Plugin {
  return {
    name: 'inline-drawings',
    // Before Vite's own asset handling, which would otherwise load the SVG as a file address.
    enforce: 'pre',
    load(id) {
      // The dev server may add a query of its own (`?import&drawing`).
      const [file = '', query = ''] = id.split('?', 2);
      if (!new URLSearchParams(query).has(queryName)) return null;
      if (!file.endsWith('.svg')) this.error(`?${queryName} is for SVG files, not ${file}`);
      this.addWatchFile(file);
      let drawing: InlineSvg;
      try {
        drawing = inlineDrawing(readFileSync(file, 'utf8'));
      } catch (error) {
        this.error(`${file} cannot be drawn inline: ${(error as Error).message}`);
      }
      return `export default ${JSON.stringify(drawing)};`;
    },
  };
}
