/**
 * After the critical CSS: writes the boot script (src/boot.ts, about 2 kB) into every page in
 * place of its `<script src>`, so a first visit paints from the one HTML response, with no
 * other request before the first paint, like a hand-written page. The policy in
 * scripts/security-headers.ts (the next step) allows the inline script by its hash.
 *
 * The boot script imports the app by address once the visitor acts; the build leaves a marker
 * in its place (src/boot.ts), which this step fills with the app entry's hashed file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { htmlFiles } from '../server/site-server';

const dist = resolve(import.meta.dirname, '..', 'dist');

export const appEntryMarker = '/__APP_ENTRY__';

const bootTag =
  /<script type="module"(?: fetchpriority="low")? crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>/;

/** The boot script's address in a built page, if the page loads it. */
export function bootScriptSource(html: string): string | null {
  return bootTag.exec(html)?.[1] ?? null;
}

/**
 * The built boot chunk, made fit to run inline: the app's address filled in. It must be one
 * self-contained module: a static import would be a request before the first paint, and a
 * relative one would resolve against the page's address, so either fails the build.
 */
export function inlineableBootScript(chunk: string, appEntry: string): string {
  if (/(?:^|[;}\s])import\s*[\w{*"'`]|\bfrom\s*["'`]|\bimport\.meta\.url\b/.test(chunk)) {
    throw new Error('The boot chunk imports other modules; it cannot be inlined.');
  }
  const parts = chunk.split(appEntryMarker);
  if (parts.length !== 2) {
    throw new Error(
      `The boot chunk should name the app's address once (${appEntryMarker}); found ${String(parts.length - 1)}.`,
    );
  }
  if (/<\/script|<!--/i.test(chunk)) {
    throw new Error('The boot chunk contains text that would end an inline script early.');
  }
  return parts.join(appEntry).trim();
}

/** The page with its boot `<script src>` replaced by the script itself. */
export function inlineBootScript(html: string, script: string): string {
  return html.replace(bootTag, () => `<script type="module">${script}</script>`);
}

async function main(): Promise<void> {
  const entries = readdirSync(join(dist, 'assets')).filter((file) =>
    /^entry-client-[\w-]+\.js$/.test(file),
  );
  if (entries.length !== 1) {
    throw new Error(`Expected one app entry in dist/assets, found ${String(entries.length)}.`);
  }
  const appEntry = `/assets/${entries[0] ?? ''}`;

  const scripts = new Map<string, string>();
  let inlined = 0;
  for (const file of htmlFiles(dist).map((page) => join(dist, page))) {
    const html = await readFile(file, 'utf8');
    const source = bootScriptSource(html);
    if (!source) continue;
    let script = scripts.get(source);
    if (script === undefined) {
      script = inlineableBootScript(await readFile(join(dist, source), 'utf8'), appEntry);
      scripts.set(source, script);
    }
    await writeFile(file, inlineBootScript(html, script));
    inlined += 1;
  }
  // Nothing loads the boot chunk by address any more.
  for (const source of scripts.keys()) {
    const path = join(dist, source);
    if (existsSync(path)) await rm(path);
  }
  const bytes = [...scripts.values()].reduce((sum, script) => sum + script.length, 0);
  console.log(`Inlined the boot script (${String(bytes)} bytes) into ${String(inlined)} pages`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
