import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import type { SvgShape } from '../src/content/drawings';
import { inlineDrawing, inlineDrawings, readDrawing } from './inline-drawings';

const publicFolder = resolve(import.meta.dirname, '..', 'public');

describe('reading a drawing', () => {
  it('reads the viewBox and the shapes, with attributes named as React names them', () => {
    expect(
      readDrawing(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect width="4"/>\n  <g stroke-width="2"><circle r="2"/></g>\n</svg>\n',
      ),
    ).toEqual({
      viewBox: '0 0 10 10',
      shapes: [
        ['rect', { width: '4' }],
        ['g', { strokeWidth: '2' }, ['circle', { r: '2' }]],
      ],
    });
  });

  it('keeps attributes whose names hold digits (the ends of a line)', () => {
    expect(readDrawing('<svg viewBox="0 0 4 4"><line x1="0" y1="0" x2="4" y2="4"/></svg>')).toEqual(
      { viewBox: '0 0 4 4', shapes: [['line', { x1: '0', y1: '0', x2: '4', y2: '4' }]] },
    );
  });

  // Each of these is refused as written, before svgo, which would quietly drop some of them (a
  // comment, an unused id) and so let a file that is not a plain drawing through.
  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an event handler', '<rect onload="alert(1)"/>'],
    ['a style attribute', '<rect style="fill:red"/>'],
    ['a style element', '<style>rect{fill:red}</style><rect/>'],
    ['a link', '<a href="https://example.com"><rect/></a>'],
    ['an embedded document', '<foreignObject><div></div></foreignObject>'],
    ['an id', '<rect id="a"/>'],
    ['a class', '<rect class="a"/>'],
    ['text', '<g>hello</g>'],
    ['a text element', '<text>hello</text>'],
    ['an unclosed group', '<g><rect/>'],
    ['a stray closing tag', '<rect/></g>'],
    ['a comment', '<!-- x --><rect/>'],
  ])('refuses a drawing with %s, before and after optimising', (_, body) => {
    const svg = `<svg viewBox="0 0 1 1">${body}</svg>`;
    expect(() => readDrawing(svg)).toThrow();
    expect(() => inlineDrawing(svg)).toThrow();
  });

  it('refuses markup that is not an SVG with a viewBox', () => {
    expect(() => inlineDrawing('<div></div>')).toThrow();
    expect(() => inlineDrawing('<svg width="1"><rect/></svg>')).toThrow();
  });
});

/** A drawing as SVG markup again, attributes named as the DOM names them (`stroke-width`). */
function markup([name, attributes, ...children]: SvgShape): string {
  const written = Object.entries(attributes).map(
    ([key, value]) =>
      ` ${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`,
  );
  return `<${name}${written.join('')}>${children.map(markup).join('')}</${name}>`;
}

/** The drawing's pixels at its viewBox's size, with `inner` drawn inside the same root. */
async function pixels(viewBox: string, inner: string): Promise<Buffer> {
  const [, , width, height] = viewBox.split(/[\s,]+/).map(Number);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${inner}</svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

describe('optimising a drawing', () => {
  it('shortens it with svgo, keeping the viewBox', () => {
    const drawing = inlineDrawing(
      '<svg viewBox="0 0 10 10"><g fill="#ffffff"><path d="M 0 0 L 10 0 L 10 10 L 0 10 Z"/></g><circle cx="5" cy="5" r="2" fill="#000000" stroke-width="1"/></svg>',
    );
    expect(drawing).toEqual({
      viewBox: '0 0 10 10',
      shapes: [
        ['path', { d: 'M0 0h10v10H0Z', fill: '#fff' }],
        ['circle', { cx: '5', cy: '5', r: '2' }],
      ],
    });
  });

  const files = readdirSync(publicFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .filter((file) => {
      try {
        readDrawing(readFileSync(join(publicFolder, file), 'utf8'));
        return true;
      } catch {
        return false; // Not a plain drawing (the team's portraits, the clients' logos): linked.
      }
    });

  it('finds the drawings the pages draw inline', () => {
    expect(files).toContain(join('images', 'verticals', 'iot', 'banner.svg'));
    expect(files).toContain(join('images', 'products', 'sales-agent.svg'));
    expect(files).toContain(join('images', 'global-capability', 'company-setup.svg'));
    expect(files).toContain(join('images', 'blog', '3.svg'));
    expect(files).toContain(join('images', 'ai-trainings', 'hero.svg'));
  });

  // Rendered by librsvg (through sharp): each channel of each pixel may move by 2 at most, room
  // for svgo's rounding of coordinates to three decimals, none for a changed picture.
  it('draws every plain drawing under public/ as its file does', async () => {
    for (const file of files) {
      const svg = readFileSync(join(publicFolder, file), 'utf8');
      const drawing = inlineDrawing(svg);
      const original = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1] ?? '';
      const [before, after] = await Promise.all([
        pixels(drawing.viewBox, original),
        pixels(drawing.viewBox, drawing.shapes.map(markup).join('')),
      ]);
      expect(after.length, file).toBe(before.length);
      const worst = before.reduce(
        (most, value, index) => Math.max(most, Math.abs(value - (after[index] ?? 0))),
        0,
      );
      expect(worst, `${file}: largest change of a pixel channel`).toBeLessThanOrEqual(2);
    }
  }, 60_000);
});

describe('the ?drawing import', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** Builds a one-module app that imports `drawing.svg?drawing`, and loads what it built. */
  async function buildWith(svg: string): Promise<unknown> {
    const root = mkdtempSync(join(tmpdir(), 'drawings-'));
    folders.push(root);
    writeFileSync(join(root, 'drawing.svg'), svg);
    writeFileSync(
      join(root, 'main.js'),
      "import drawing from './drawing.svg?drawing';\nexport { drawing };\n",
    );
    const output = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [inlineDrawings()],
      build: {
        write: false,
        rollupOptions: {
          input: join(root, 'main.js'),
          preserveEntrySignatures: 'strict',
          output: { format: 'iife', name: 'built' },
        },
      },
    });
    const [result] = Array.isArray(output) ? output : [output];
    const chunk = 'output' in result ? result.output[0] : undefined;
    if (chunk?.type !== 'chunk') throw new Error('Expected the build to make one chunk');
    // The script sets `built` to the module's exports.
    const context: { built?: { drawing: unknown } } = {};
    runInNewContext(chunk.code, context);
    return context.built?.drawing;
  }

  it('gives the module the optimised drawing', async () => {
    const svg = '<svg viewBox="0 0 8 8"><g><rect width="8" height="8" fill="#ffffff"/></g></svg>';
    expect(await buildWith(svg)).toEqual({
      viewBox: '0 0 8 8',
      shapes: [['rect', { width: '8', height: '8', fill: '#fff' }]],
    });
  });

  it('fails the build on a file that is not a plain drawing', async () => {
    await expect(
      buildWith('<svg viewBox="0 0 8 8"><rect width="8" height="8" onclick="alert(1)"/></svg>'),
    ).rejects.toThrow(
      /drawing\.svg cannot be drawn inline: SVG attribute that does more than draw: onclick/,
    );
  });
});
