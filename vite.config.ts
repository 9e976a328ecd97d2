import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  build: {
    // Every browser the site supports preloads modules natively: no polyfill in the boot script.
    modulePreload: { polyfill: false },
    rollupOptions: {
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
