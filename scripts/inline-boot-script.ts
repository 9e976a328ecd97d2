/**
 * After the critical CSS: writes the boot script (src/boot.ts with the behaviours it installs,
 * src/behaviours, a few kB) into every page, so a first visit
 * paints from the one HTML response, with no other request before the first paint, like a
 * hand-written page. Each page gets a copy without the behaviours its controls do not need
 * (`bootParts`: no form, no pause button, carousel or dialog button), bundled once per set: its
 * bytes are bytes of the page's first response. The policy in scripts/security-headers.ts (the
 * next step) allows each copy by its hash.
 *
 * The script is bundled here on its own, not in the site's build (which leaves a placeholder for
 * it, vite.config.ts): the app uses some of the behaviours' code too, and the site's build would
 * share such code between the two as chunks of their own, which a script written into the page
 * cannot import. Bundled alone, it is one self-contained module, and the app keeps its own copy of
 * the little it shares.
 *
 * The boot script imports the app by address once the visitor acts, and the behaviours of the
 * controls further down the page once it has painted (src/behaviours/after-paint.ts, bundled
 * alone into a file of its own here); the bundle leaves a marker in place of each address
 * (src/boot.ts), which this step fills in.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import { htmlFiles } from '../server/site-server';
import { bootScriptPlaceholder } from './boot-script-placeholder';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

export const appEntryMarker = '/__APP_ENTRY__';
export const afterPaintEntryMarker = '/__AFTER_PAINT_ENTRY__';

/** Whether a built page has a place for the boot script (redirect pages have none). */
export function hasBootScriptPlace(html: string): boolean {
  return html.includes(bootScriptPlaceholder);
}

/** What a page's copy of the boot script carries (`carries` in src/boot.ts). */
export interface BootParts {
  /** The form's messages and held sends: the page has a form. */
  forms: boolean;
  /**
   * Pause buttons that toggle, and presses held until the after-paint behaviours come: the page
   * has a `button[aria-pressed]`, a carousel's move button or a dialog button (`commandfor`),
   * the controls src/behaviours/toggle-button.ts and `heldControlsSelector` name.
   */
  presses: boolean;
}

/**
 * What a built page's controls need of the boot script, read from its markup (its inline styles
 * and scripts left out, which may name the same attributes in selectors).
 */
export function bootParts(html: string): BootParts {
  const markup = html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  return {
    forms: /<form[\s>]/.test(markup),
    presses: /\s(?:aria-pressed|data-carousel-move|commandfor)=/.test(markup),
  };
}

/**
 * The bundled boot script, made fit to run inline: the addresses it imports filled in for their
 * markers. It must be one self-contained module: a static import would be a request before the
 * first paint, and a relative one would resolve against the page's address, so either fails the
 * build.
 */
export function inlineableBootScript(chunk: string, addresses: Record<string, string>): string {
  if (/(?:^|[;}\s])import\s*[\w{*"'`]|\bfrom\s*["'`]|\bimport\.meta\.url\b/.test(chunk)) {
    throw new Error('The boot chunk imports other modules; it cannot be inlined.');
  }
  if (/<\/script|<!--/i.test(chunk)) {
    throw new Error('The boot chunk contains text that would end an inline script early.');
  }
  let script = chunk;
  for (const [marker, address] of Object.entries(addresses)) {
    const parts = script.split(marker);
    if (parts.length !== 2) {
      throw new Error(
        `The boot chunk should name ${marker} once; found it ${String(parts.length - 1)} times.`,
      );
    }
    script = parts.join(address);
  }
  return script.trim();
}

/**
 * `entry` and everything it imports, as one minified module (its CSS is the site build's), with
 * `define`'s replacements made (`import.meta.env.BOOT_FORMS`: code it turns off is left out).
 */
export async function bundleAlone(
  entry: string,
  define: Record<string, string> = {},
): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define,
    resolve: { alias: { '@': join(root, 'src') } },
    build: {
      write: false,
      modulePreload: { polyfill: false },
      rollupOptions: { input: join(root, entry) },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) {
    throw new Error(`${entry} bundled into ${String(chunks.length)} chunks, not one.`);
  }
  return chunks[0].code;
}

/**
 * The after-paint behaviours (src/behaviours/after-paint.ts) as a file of their own in
 * dist/assets, named by their content like the site build's files; returns its address.
 */
async function writeAfterPaintBehaviours(): Promise<string> {
  const code = await bundleAlone('src/behaviours/after-paint.ts');
  if (/(?:^|[;}\s])import\s*[\w{*"'`]|\bfrom\s*["'`]/.test(code)) {
    throw new Error('The after-paint behaviours import other modules; they must stand alone.');
  }
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const name = `after-paint-${hash}.js`;
  await writeFile(join(dist, 'assets', name), code);
  return `/assets/${name}`;
}

/** The page with the boot script written in its place. */
export function inlineBootScript(html: string, script: string): string {
  return html.replace(bootScriptPlaceholder, () => `<script type="module">${script}</script>`);
}

async function main(): Promise<void> {
  const entries = readdirSync(join(dist, 'assets')).filter((file) =>
    /^entry-client-[\w-]+\.js$/.test(file),
  );
  if (entries.length !== 1) {
    throw new Error(`Expected one app entry in dist/assets, found ${String(entries.length)}.`);
  }
  const appEntry = `/assets/${entries[0] ?? ''}`;

  const addresses = {
    [appEntryMarker]: appEntry,
    [afterPaintEntryMarker]: await writeAfterPaintBehaviours(),
  };
  /** The copy of the boot script for each set of parts, bundled once. */
  const copies = new Map<string, Promise<string>>();
  const copyFor = (parts: BootParts) => {
    const key = JSON.stringify(parts);
    let copy = copies.get(key);
    if (!copy) {
      const define = Object.fromEntries(
        Object.entries({ BOOT_FORMS: parts.forms, BOOT_PRESSES: parts.presses })
          .filter(([, carried]) => !carried)
          .map(([name]) => [`import.meta.env.${name}`, 'false']),
      );
      copy = bundleAlone('src/boot.ts', define).then((chunk) =>
        inlineableBootScript(chunk, addresses),
      );
      copies.set(key, copy);
    }
    return copy;
  };
  const sizes = new Map<string, number>();
  for (const file of htmlFiles(dist).map((page) => join(dist, page))) {
    const html = await readFile(file, 'utf8');
    if (!hasBootScriptPlace(html)) continue;
    const script = await copyFor(bootParts(html));
    await writeFile(file, inlineBootScript(html, script));
    sizes.set(file, script.length);
  }
  const lengths = [...sizes.values()];
  console.log(
    `Inlined the boot script (${String(copies.size)} copies, ${String(Math.min(...lengths))} to ${String(Math.max(...lengths))} bytes) into ${String(sizes.size)} pages`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
