import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineDrawing } from '../../scripts/inline-drawings';
import { drawingsOf } from './drawings';
import { firstScreenSvg } from './first-screen-images';
import { verticalDrawings } from '@/features/verticals/vertical-drawings';

// Every illustration a page draws is checked by that page's test (toDrawFile); these are one of
// each kind of family. What a drawing may hold, and that optimising keeps the picture, is
// scripts/inline-drawings.test.ts's part.
describe('drawings', () => {
  it.each([
    ['/images/blog/3.svg', firstScreenSvg],
    ['/images/verticals/iot/banner.svg', verticalDrawings],
    ['/images/ai-trainings/hero.svg', firstScreenSvg],
  ] as const)('draws %s inline, as the build makes it from the file', (src, drawings) => {
    const svg = drawings.get(src);
    const file = readFileSync(`public${src}`, 'utf8');
    expect(svg.viewBox).toBe(/viewBox="([^"]+)"/.exec(file)?.[1]);
    expect(svg).toEqual(inlineDrawing(file));
  });

  it('leaves other images as files', () => {
    expect(firstScreenSvg.find('/images/team/leader-arjun-mehta.svg')).toBeUndefined();
    expect(verticalDrawings.find('/images/products/talent-platform.svg')).toBeUndefined();
  });

  it('fails loudly when a page names a drawing that does not exist', () => {
    const drawings = drawingsOf({
      '/public/images/a.svg': { viewBox: '0 0 1 1', shapes: [['rect', {}]] },
    });
    expect(drawings.get('/images/a.svg').viewBox).toBe('0 0 1 1');
    expect(() => drawings.get('/images/b.svg')).toThrow(/No drawing for \/images\/b\.svg/);
  });
});
