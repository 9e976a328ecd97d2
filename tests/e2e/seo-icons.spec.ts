/**
 * The icons and the web manifest browsers and home screens read, checked on the built site and
 * served as `npm start` serves them: every page links them, and each file exists in the sizes it
 * claims.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { svgDataUri } from '../../scripts/svg-data-uri';
import { site } from '../../src/site';
import { dist, entries, pngSize, type Json } from './seo-pages';

test('the web manifest parses, and its icons exist in the sizes it declares', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = JSON.parse(await response.text()) as Json;
  expect(manifest).toMatchObject({
    name: site.brand,
    short_name: expect.stringMatching(/^.{1,12}$/),
    start_url: '/',
    scope: '/',
    display: expect.stringMatching(/^(standalone|minimal-ui|browser|fullscreen)$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    lang: 'en',
  });
  const icons = manifest.icons as Json[];
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    expect(icon.purpose).toMatch(/^(any|maskable)$/);
    const [width, height] = String(icon.sizes).split('x').map(Number);
    const file = await request.get(String(icon.src));
    expect(file.status(), String(icon.src)).toBe(200);
    expect(pngSize(await file.body()), String(icon.src)).toEqual({ width, height });
  }
  const has = (size: string, purpose: string) =>
    icons.some((icon) => icon.sizes === size && icon.purpose === purpose);
  expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true);
});

test('every page links the icons and the manifest, and they exist', async ({ request }) => {
  // The tab icon is public/favicon.svg written into the page; the manifest is linked once the
  // page has painted (src/boot.ts), from a template in the head.
  const tabIcon = svgDataUri(readFileSync(join(dist, 'favicon.svg'), 'utf8'));
  const wanted = [
    { rel: 'icon', href: tabIcon, type: 'image/svg+xml' },
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  ];
  const heldBack =
    '<template data-after-paint><link rel="manifest" href="/manifest.webmanifest"></template>';
  for (const entry of entries) {
    for (const link of wanted) {
      expect(entry.head.links, `${entry.path} links ${link.rel} ${link.type ?? ''}`).toContainEqual(
        link,
      );
    }
    expect(
      /<head>[\s\S]*<\/head>/.exec(entry.html)?.[0],
      `${entry.path} holds back the manifest`,
    ).toContain(heldBack);
  }
  for (const href of [
    '/favicon.svg',
    '/favicon.ico',
    '/apple-touch-icon.png',
    '/manifest.webmanifest',
  ]) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  expect(pngSize(readFileSync(join(dist, 'apple-touch-icon.png')))).toEqual({
    width: 180,
    height: 180,
  });
  // An ICO directory whose entries hold PNGs of the sizes they claim, 32 px among them.
  const ico = readFileSync(join(dist, 'favicon.ico'));
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const at = 6 + 16 * index;
    const png = ico.subarray(
      ico.readUInt32LE(at + 12),
      ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8),
    );
    expect(pngSize(png)).toEqual({ width: ico[at] || 256, height: ico[at + 1] || 256 });
    return ico[at];
  });
  expect(sizes).toContain(32);
});
