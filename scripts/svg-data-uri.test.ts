import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from './svg-data-uri';

describe('svgDataUri', () => {
  it('decodes back to the same drawing, with apostrophes for quotes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0b3d5c" width="36"/></svg>\n';
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      svg.trim().replace(/"/g, "'"),
    );
  });

  it('leaves nothing that would end an attribute or a URL fragment early, and no space a URL may not hold', () => {
    const uri = svgDataUri(readFileSync('public/favicon.svg', 'utf8'));
    expect(uri).not.toMatch(/["#<>\s]/);
  });

  it('encodes characters outside ASCII', () => {
    expect(svgDataUri('<svg><title>日本</title></svg>')).toContain('%E6%97%A5');
  });
});
