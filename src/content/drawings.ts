/**
 * Our illustrations written into a page as inline SVG instead of linked as images. An SVG in an
 * `<img>` is a document of its own: the browser fetches it, then builds and lays it out on the
 * main thread, a millisecond or more each, around the page's first paint (`loading="lazy"` holds
 * back none that lie within a screen or two). Drawn inline, it costs a few elements of the page
 * and no request. Every file stays in public/ too: social previews and structured data link to it.
 *
 * Each page family globs its own drawings (`import.meta.glob` with the `?drawing` query, eager),
 * so a page's code carries only the drawings it shows. The query's build step
 * (scripts/inline-drawings.ts) accepts only our own plain drawings, optimises them with svgo and
 * hands over the shapes ready to render: the browser parses nothing.
 */

/**
 * One element of a drawing: its name, its attributes named as React names them (`strokeWidth`),
 * then its children. (A tuple, not an object with named fields: the page's code carries one per
 * shape, and the field names would be most of its bytes.)
 */
export type SvgShape = [name: string, attributes: Record<string, string>, ...children: SvgShape[]];

export interface InlineSvg {
  viewBox: string;
  /** The drawing inside the root `<svg>` element: shapes and groups only. */
  shapes: SvgShape[];
}

/** A page family's drawings, by image address (`/images/…`). */
export interface Drawings {
  /** The drawing for an address, if the family has one. */
  find(src: string): InlineSvg | undefined;
  /** The drawing for an address the page's content names: a missing file fails the render. */
  get(src: string): InlineSvg;
}

/** The drawings of SVG files globbed under /public with `?drawing`, by their address. */
export function drawingsOf(sources: Record<string, InlineSvg>): Drawings {
  const drawings = new Map(
    Object.entries(sources).map(([file, drawing]) => [file.replace(/^\/public/, ''), drawing]),
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
