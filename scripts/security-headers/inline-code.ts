/**
 * The inline code of the built pages (scripts, style elements, event handlers, style attributes),
 * hashed as the browser that checks a Content-Security-Policy sees it.
 */
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { documentDigest, hashSource, type InlineHashes } from '../../server/security-headers';
import { htmlFiles } from '../../server/site-server';

/** Script types a browser runs (everything else, such as application/ld+json, is a data block). */
const executableScriptTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  ...[
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
  ],
]);

/** Whether the browser would run this `<script>` element's text (HTML's "prepare the script"). */
function runsInline(script: Element): boolean {
  if (script.hasAttribute('src')) return false;
  // No type and no language attribute: a classic script.
  const language = script.getAttribute('language');
  const type = script.getAttribute('type') ?? (language ? `text/${language}` : '');
  return executableScriptTypes.has(type.trim().toLowerCase());
}

interface Parser {
  parse(html: string): Document;
}

/**
 * jsdom's HTML parser (the spec's, as browsers parse): attribute values decoded and line breaks
 * normalised exactly as the browser that checks the hashes sees them.
 */
function htmlParser(): Parser {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string) => { window: Window & typeof globalThis };
  };
  const domParser = new new JSDOM('').window.DOMParser();
  return { parse: (html) => domParser.parseFromString(html, 'text/html') };
}

function emptyHashes(): Record<keyof InlineHashes, Set<string>> {
  return {
    scripts: new Set(),
    scriptAttributes: new Set(),
    styles: new Set(),
    styleAttributes: new Set(),
  };
}

function sorted(found: Record<keyof InlineHashes, Set<string>>): InlineHashes {
  return {
    scripts: [...found.scripts].sort(),
    scriptAttributes: [...found.scriptAttributes].sort(),
    styles: [...found.styles].sort(),
    styleAttributes: [...found.styleAttributes].sort(),
  };
}

function collect(document: Document, found: Record<keyof InlineHashes, Set<string>>): void {
  for (const script of document.querySelectorAll('script')) {
    if (runsInline(script)) found.scripts.add(hashSource(script.textContent));
  }
  for (const style of document.querySelectorAll('style')) {
    found.styles.add(hashSource(style.textContent));
  }
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name === 'style') found.styleAttributes.add(hashSource(value));
      else if (/^on[a-z]+$/.test(name)) found.scriptAttributes.add(hashSource(value));
    }
  }
}

/** The inline code of one page, hashed. */
export function scanHtml(html: string, parser: Parser = htmlParser()): InlineHashes {
  const found = emptyHashes();
  collect(parser.parse(html), found);
  return sorted(found);
}

export interface DistScan {
  /** The inline code of all pages together. */
  hashes: InlineHashes;
  /** Each page's inline code, by path relative to dist/ with `/` separators. */
  pages: Record<string, InlineHashes>;
  /** SHA-256 (hex) of each page, by the same paths. */
  documents: Record<string, string>;
}

/** The inline code of every page under `dist`, each page's and all together, with digests. */
export async function scanDist(dist: string): Promise<DistScan> {
  const parser = htmlParser();
  const found = emptyHashes();
  const pages: Record<string, InlineHashes> = {};
  const documents: Record<string, string> = {};
  for (const file of htmlFiles(dist)) {
    const bytes = await readFile(join(dist, file));
    documents[file] = documentDigest(bytes);
    const page = emptyHashes();
    collect(parser.parse(bytes.toString('utf8')), page);
    pages[file] = sorted(page);
    for (const kind of Object.keys(found) as (keyof InlineHashes)[]) {
      for (const hash of page[kind]) found[kind].add(hash);
    }
  }
  return { hashes: sorted(found), pages, documents };
}

/** Inline code of several pages together (a policy allowing each page's). */
export function together(all: readonly InlineHashes[]): InlineHashes {
  const merged = (kind: keyof InlineHashes) =>
    [...new Set(all.flatMap((hashes) => hashes[kind]))].sort();
  return {
    scripts: merged('scripts'),
    scriptAttributes: merged('scriptAttributes'),
    styles: merged('styles'),
    styleAttributes: merged('styleAttributes'),
  };
}
