/**
 * Where the site's share images and icons live, and their sizes. The files are drawn by
 * `scripts/media/make-share-images.ts` and `scripts/media/make-icons.ts` and checked in; the page
 * head, the web manifest and the tests read these records, so a size is stated once.
 */

/** The brand's colours (as in src/styles/base.css). */
export const brandColours = {
  brand: '#0b3d5c',
  brandStrong: '#082c43',
  accent: '#f2b33d',
  surface: '#ffffff',
} as const;

/** The logo mark on a 36-unit square (the same drawing as public/favicon.svg and BrandMark). */
export const logoMark = {
  viewBox: '0 0 36 36',
  arch: 'M6 24c4-9 20-9 24 0',
  deck: 'M6 26h24M11 19v7M18 17v9M25 19v7',
} as const;

/** One 1200×630 PNG per language, for Open Graph and Twitter cards (they do not take SVG). */
export const shareImage = {
  width: 1200,
  height: 630,
  type: 'image/png',
  path: (locale: string) => `/images/share/${locale}.png`,
} as const;

export interface IconFile {
  path: string;
  size: number;
  /** `maskable` icons keep the mark inside the safe zone on a full-bleed background. */
  purpose: 'any' | 'maskable';
}

/** Raster icons: the web manifest's, the Apple touch icon and the favicon fallback. */
export const icons = {
  manifest: [
    { path: '/icon-192.png', size: 192, purpose: 'any' },
    { path: '/icon-512.png', size: 512, purpose: 'any' },
    { path: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  ] satisfies IconFile[],
  appleTouch: { path: '/apple-touch-icon.png', size: 180, purpose: 'any' } satisfies IconFile,
  /** An ICO holding 16 and 32 px PNGs, for browsers and tools that ask for /favicon.ico. */
  favicon: { path: '/favicon.ico', sizes: [16, 32] },
  svg: '/favicon.svg',
} as const;

/** The square logo search engines show for the organisation (at least 112 px). */
export const organizationLogo = '/icon-512.png';
