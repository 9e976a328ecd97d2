/**
 * Debian's Chromium, as every script and the browser tests start it: never a downloaded browser,
 * and none of the background traffic a sandboxed CI machine cannot make. Everything that starts
 * Chromium does it through this module (scripts/media reads the two constants directly).
 */
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';

export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** How Playwright starts it: the browser tests' `launchOptions`, and launchChromium's. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: chromiumArgs,
};

/** Chromium driven by Playwright (headless, as Playwright starts it by default). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * Chromium for Lighthouse: headless, with a remote debugging port that Lighthouse, and Playwright
 * beside it, connect to. chrome-launcher is loaded only here, not by the browser tests' config.
 */
export async function launchChromiumForLighthouse(): Promise<LaunchedChrome> {
  const { launch } = await import('chrome-launcher');
  return launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
}
