/**
 * Debian's Chromium, as every script and the browser tests start it: never a downloaded browser,
 * and none of the background traffic a sandboxed CI machine cannot make.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
