import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';
import { e2eMailPort } from './tests/e2e/mail';
import { e2eSpoolDir } from './tests/e2e/spool';

const port = Number(process.env.E2E_PORT ?? 4311);

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the built site,
 * served as `npm start` serves it.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // Every failure again, with its error, after the summary: where a log's tail shows it.
    ['./tests/e2e/failures-last-reporter.ts'],
  ],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
  },
  // The site and the real enquiry service, as `npm start` runs them, delivering to a mail server
  // of the tests' own (tests/e2e/mail-sink-server.ts). The built site posts to VITE_ENQUIRY_URL
  // (default http://localhost:8787/send-email), so the service takes 8787.
  webServer: [
    {
      command: `tsx tests/e2e/mail-sink-server.ts`,
      port: e2eMailPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'tsx server/start.ts',
      env: {
        PORT: String(port),
        ENQUIRY_PORT: '8787',
        ENQUIRY_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}`,
        ENQUIRY_SPOOL_DIR: e2eSpoolDir,
        ENQUIRY_RATE_LIMIT: '1000',
        ENQUIRY_REQUEST_LIMIT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${e2eMailPort}`,
        ENQUIRY_TO: 'enquiries@example.com',
        ENQUIRY_FROM: 'website@example.com',
      },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
