/**
 * Draws the raster icons from the logo mark (public/favicon.svg stays the vector original) and
 * writes the web manifest that lists them:
 *   public/favicon.ico             16 and 32 px PNGs in an ICO, for browsers that ask for it
 *   public/apple-touch-icon.png    180 px, full bleed (iOS rounds the corners itself)
 *   public/icon-192.png, icon-512.png       the rounded mark, for the manifest
 *   public/icon-maskable-512.png   full bleed, the mark inside the central safe zone
 *   public/manifest.webmanifest
 * Sizes and paths come from src/content/brand-media.ts; names and colours from src/site.ts and it.
 *
 * sharp draws each size from the SVG and writes it as the smaller of a palette PNG and a
 * true-colour one.
 *
 * Run after changing the mark: `npx tsx scripts/media/make-icons.ts`. The output is checked in;
 * the build never runs this.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { defaultLocale } from '../../contract/locales.ts';
import { brandColours, icons, logoMark, type IconFile } from '../../src/content/brand-media.ts';
import { site } from '../../src/site.ts';
import { smallestPng } from './smallest-png.ts';

const root = resolve(import.meta.dirname, '../..');
const publicDir = join(root, 'public');

type Shape = 'rounded' | 'square' | 'maskable';

/** The mark as an SVG of `size` pixels. */
function markSvg(size: number, shape: Shape): string {
  const { brand, accent, surface } = brandColours;
  // Maskable icons may be cut to a circle of 80% of their width: widen the view so the mark
  // (about 27 by 12 units around (18, 21)) stays well inside it.
  const viewBox = shape === 'maskable' ? '-6 -3 48 48' : logoMark.viewBox;
  const background =
    shape === 'rounded'
      ? `<rect width="36" height="36" rx="8" fill="${brand}"/>`
      : `<rect x="-6" y="-3" width="48" height="48" fill="${brand}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${background}<path d="${logoMark.arch}" fill="none" stroke="${accent}" stroke-width="3"/><path d="${logoMark.deck}" stroke="${surface}" stroke-width="2"/></svg>`;
}

/** The mark at `size` pixels, as the smaller of the two PNG encodings (see smallestPng). */
async function draw(size: number, shape: Shape): Promise<Buffer> {
  return smallestPng(sharp(Buffer.from(markSvg(size, shape))));
}

/** An ICO file holding the given square PNGs (every current browser reads PNG inside ICO). */
function encodeIco(pngs: { size: number; png: Buffer }[]): Buffer {
  const head = Buffer.alloc(6 + 16 * pngs.length);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(pngs.length, 4);
  let offset = head.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    head[entry] = size >= 256 ? 0 : size; // width; 0 means 256
    head[entry + 1] = size >= 256 ? 0 : size; // height
    head.writeUInt16LE(1, entry + 4); // colour planes
    head.writeUInt16LE(32, entry + 6); // bits per pixel
    head.writeUInt32LE(png.length, entry + 8);
    head.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([head, ...pngs.map(({ png }) => png)]);
}

async function write(path: string, bytes: Uint8Array): Promise<void> {
  const file = join(publicDir, path);
  await writeFile(file, bytes);
  console.log(`${file}: ${bytes.length} bytes`);
}

async function manifest(): Promise<string> {
  // The manifest speaks the default language, whose home page it starts at.
  const common = JSON.parse(
    await readFile(join(root, 'locales', defaultLocale, 'common.json'), 'utf8'),
  ) as {
    footer: { tagline: string };
  };
  const entry = (icon: IconFile) => ({
    src: icon.path,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  });
  const shortName = site.brand.length <= 12 ? site.brand : (site.brand.split(' ')[0] ?? site.brand);
  const data = {
    id: '/',
    name: site.brand,
    short_name: shortName,
    description: common.footer.tagline.replaceAll('{{brand}}', site.brand),
    lang: defaultLocale,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brandColours.surface,
    theme_color: brandColours.brand,
    icons: icons.manifest.map(entry),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

async function main(): Promise<void> {
  for (const icon of icons.manifest) {
    await write(
      icon.path,
      await draw(icon.size, icon.purpose === 'maskable' ? 'maskable' : 'rounded'),
    );
  }
  await write(icons.appleTouch.path, await draw(icons.appleTouch.size, 'square'));
  const favicons = await Promise.all(
    icons.favicon.sizes.map(async (size) => ({ size, png: await draw(size, 'rounded') })),
  );
  await write(icons.favicon.path, encodeIco(favicons));
  await write('/manifest.webmanifest', Buffer.from(await manifest()));
}

await main();
