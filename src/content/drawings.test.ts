import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawingsOf, parseInlineSvg, type Drawings, type SvgShape } from './drawings';
import { firstScreenSvg } from './first-screen-images';
import { globalCapabilityImages } from './global-capability';
import { globalCapabilityDrawings } from './global-capability-drawings';
import { productDrawings } from './product-drawings';
import { products } from './products';
import { verticalDrawings } from './vertical-drawings';
import { verticalPages } from './verticals';

const verticalImages = Object.values(verticalPages).flatMap((page) => [
  page.banner.image,
  ...page.sections.flatMap((section) =>
    'items' in section
      ? section.items.flatMap((item) => (typeof item === 'string' ? [] : [item.image]))
      : [],
  ),
]);

/** Every illustration a page draws inline, with the family that draws it. */
const drawnImages: [string, Drawings][] = [
  ...verticalImages.map((src): [string, Drawings] => [src, verticalDrawings]),
  ...products.map(({ image }): [string, Drawings] => [image, productDrawings]),
  ...Object.values(globalCapabilityImages).map((src): [string, Drawings] => [
    src,
    globalCapabilityDrawings,
  ]),
  ['/images/blog/3.svg', firstScreenSvg],
  ['/images/ai-trainings/hero.svg', firstScreenSvg],
];

const count = (shapes: SvgShape[]): number =>
  shapes.reduce((sum, shape) => sum + 1 + count(shape.children), 0);

describe('drawings', () => {
  it('covers every vertical card and banner, product and offering illustration', () => {
    expect(verticalImages.length).toBeGreaterThan(50);
    expect(drawnImages.length).toBe(verticalImages.length + 4 + 4 + 2);
  });

  it.each(drawnImages)('draws %s inline, as the file draws it', (src, drawings) => {
    const svg = drawings.get(src);
    const file = readFileSync(`public${src}`, 'utf8');
    expect(svg.viewBox).toBe(/viewBox="([^"]+)"/.exec(file)?.[1]);
    expect(count(svg.shapes)).toBe(file.match(/<(?!\/|svg)/g)?.length);
  });

  it('leaves other images as files', () => {
    expect(firstScreenSvg.find('/images/team/leader-arjun-mehta.svg')).toBeUndefined();
    expect(verticalDrawings.find('/images/products/talent-platform.svg')).toBeUndefined();
  });

  it('fails loudly when a page names a drawing that does not exist', () => {
    const drawings = drawingsOf({ '/public/images/a.svg': '<svg viewBox="0 0 1 1"><rect/></svg>' });
    expect(drawings.get('/images/a.svg').viewBox).toBe('0 0 1 1');
    expect(() => drawings.get('/images/b.svg')).toThrow(/No drawing for \/images\/b\.svg/);
  });

  it('reads the viewBox and the shapes, with attributes named as React names them', () => {
    expect(
      parseInlineSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect width="4"/>\n  <g stroke-width="2"><circle r="2"/></g>\n</svg>\n',
      ),
    ).toEqual({
      viewBox: '0 0 10 10',
      shapes: [
        { name: 'rect', attributes: { width: '4' }, children: [] },
        {
          name: 'g',
          attributes: { strokeWidth: '2' },
          children: [{ name: 'circle', attributes: { r: '2' }, children: [] }],
        },
      ],
    });
  });

  it('keeps attributes whose names hold digits (the ends of a line)', () => {
    expect(
      parseInlineSvg('<svg viewBox="0 0 4 4"><line x1="0" y1="0" x2="4" y2="4"/></svg>'),
    ).toEqual({
      viewBox: '0 0 4 4',
      shapes: [{ name: 'line', attributes: { x1: '0', y1: '0', x2: '4', y2: '4' }, children: [] }],
    });
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<rect onload="alert(1)"/>'],
    ['a style attribute', '<rect style="fill:red"/>'],
    ['a link', '<a href="https://example.com"><rect/></a>'],
    ['an embedded document', '<foreignObject><div></div></foreignObject>'],
    ['an id', '<rect id="a"/>'],
    ['text', '<g>hello</g>'],
    ['an unclosed group', '<g><rect/>'],
    ['a stray closing tag', '<rect/></g>'],
    ['a comment', '<!-- x --><rect/>'],
  ])('refuses a drawing with %s', (_, body) => {
    expect(() => parseInlineSvg(`<svg viewBox="0 0 1 1">${body}</svg>`)).toThrow();
  });

  it('refuses markup that is not an SVG with a viewBox', () => {
    expect(() => parseInlineSvg('<div></div>')).toThrow();
    expect(() => parseInlineSvg('<svg width="1"><rect/></svg>')).toThrow();
  });
});
