import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  globalCapabilityImageSize,
  globalCapabilityImages,
  globalCapabilityOfferingIds,
} from './global-capability';

const publicDir = resolve(import.meta.dirname, '../../../public');

describe('global capability illustrations', () => {
  it.each(globalCapabilityOfferingIds)('%s has a light SVG of the declared size', (id) => {
    const file = resolve(publicDir, `.${globalCapabilityImages[id]}`);
    expect(statSync(file).size).toBeLessThan(8 * 1024);
    const svg = readFileSync(file, 'utf8');
    const { width, height } = globalCapabilityImageSize;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(svg).not.toMatch(/<script|<image|href=/i);
  });
});
