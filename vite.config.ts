import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { bootScriptPlaceholder } from './scripts/boot-script-placeholder';
import { inlineDrawings } from './scripts/inline-drawings';
import { japanesePhrases } from './scripts/japanese-phrases';
import { leaderPreviews } from './scripts/leader-previews';
import { svgDataUri } from './scripts/svg-data-uri';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contract = fileURLToPath(new URL('./contract', import.meta.url));

/**
 * Each page carries its tab icon (public/favicon.svg, a few hundred bytes) as a `data:` address,
 * so the browser does not fetch it as the page loads, which on these pages is before they paint.
 * `/favicon.ico` stays linked as a file for search engines and tools that want one.
 */
function inlineFavicon(): Plugin {
  const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8');
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      const link = 'href="/favicon.svg"';
      if (!html.includes(link)) throw new Error(`index.html no longer links ${link}`);
      return html.replace(link, `href="${svgDataUri(svg)}"`);
    },
  };
}

/**
 * The boot script (src/boot.ts) is written into every built page by scripts/inline-boot-script.ts,
 * which bundles it on its own; the site's build leaves a marker where it goes. (Built here, the
 * code it shares with the app would become chunks of their own, fetched before the first paint.)
 * The dev server serves it as a module.
 */
function bootScriptMarker(): Plugin {
  return {
    name: 'boot-script-marker',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const tag = '<script type="module" src="/src/boot.ts"></script>';
        if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}`);
        return html.replace(tag, bootScriptPlaceholder);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    japanesePhrases(),
    react(),
    inlineFavicon(),
    bootScriptMarker(),
    leaderPreviews(),
    inlineDrawings(),
  ],
  resolve: { alias: { '@': src, '@contract': contract } },
  build: {
    // Every browser the site supports preloads modules natively: no polyfill in the boot script.
    modulePreload: { polyfill: false },
    sourcemap: process.env.SOURCEMAP === '1',
    rollupOptions: {
      // The pages (index.html: the stylesheet, and the boot script's place) and the app, which
      // the inlined boot script imports by address once the visitor acts (src/boot.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'entry-client': fileURLToPath(new URL('./src/entry-client.ts', import.meta.url)),
      },
      output: {
        // Catalog chunks carry their language (`ja-team-….js`), so a page's requests show which
        // languages' words it loads.
        chunkFileNames: (chunk) => {
          const locale = /\/locales\/(\w+)\//.exec(chunk.facadeModuleId ?? '')?.[1];
          return locale ? `assets/${locale}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'contract/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    // Some tests start real processes and SMTP peers; a busy 2-core CI machine needs headroom.
    testTimeout: 15_000,
  },
});
