import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawingsOf, parseInlineSvg, type SvgShape } from './drawings';
import { firstScreenSvg } from './first-screen-images';
import { verticalDrawings } from './vertical-drawings';

const count = (shapes: SvgShape[]): number =>
  shapes.reduce((sum, shape) => sum + 1 + count(shape.children), 0);

// Every illustration a page draws is checked by that page's test (toDrawFile); these are one of
// each kind of family.
describe('drawings', () => {
  it.each([
    ['/images/blog/3.svg', firstScreenSvg],
    ['/images/verticals/iot/banner.svg', verticalDrawings],
    ['/images/ai-trainings/hero.svg', firstScreenSvg],
  ] as const)('draws %s inline, as the file draws it', (src, drawings) => {
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
