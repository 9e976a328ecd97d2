/**
 * After prerendering: inlines into each page the CSS its prerendered HTML needs to paint (Beasties,
 * maintained and used by Angular and Nuxt, finds the rules that match), and turns the full
 * stylesheet into one that `src/boot.ts` adds when the app boots, for the pages the app then shows
 * without a load. The states the page's controls take before the app has loaded (an open menu, a
 * pressed button) are written so that their rules come with the element they style
 * (src/styles/base.css says how).
 * A `<noscript>` copy serves visitors without JavaScript. The inlined `<style>` elements are
 * allowed by their hashes (scripts/security-headers.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Beasties from 'beasties';
import { transform, type MediaQuery } from 'lightningcss';
import { htmlFiles } from '../server/site-server';

const dist = resolve(import.meta.dirname, '..', 'dist');

/**
 * `<link rel="stylesheet" …>` at the end of the body → a `<template>` holding it, which the boot
 * script clones into the head when the app boots (so the download never competes with the
 * first paint), plus a noscript copy for visitors without JavaScript.
 */
export function deferFullStylesheet(html: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">(\s*<\/body>)/,
    (_, href: string, end: string) =>
      `<template data-full-stylesheet><link rel="stylesheet" href="${href}"></template>` +
      `<noscript><link rel="stylesheet" href="${href}"></noscript>${end}`,
  );
}

/** Whether a media query list selects paper alone (`print`, `only print`). */
function printOnly(queries: readonly MediaQuery[]): boolean {
  return (
    queries.length > 0 &&
    queries.every((query) => query.mediaType === 'print' && query.qualifier !== 'not')
  );
}

/**
 * The inlined CSS without its `:hover` rules and its `@media print` rules. A hover needs a
 * pointer, and the pointer's first movement fetches the full stylesheet (src/boot.ts), which has
 * them; paper needs the print rules (src/styles/print.css), which come with the full stylesheet
 * too. The first response carries only what the page needs to paint and to be used.
 */
export function withoutHoverOrPrintRules(css: string): string {
  const { code } = transform({
    filename: 'inlined.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // A rule only some of whose selectors hover is kept whole.
        style: (rule) =>
          rule.value.selectors.every((selector) =>
            selector.some(
              (component) => component.type === 'pseudo-class' && component.kind === 'hover',
            ),
          )
            ? []
            : undefined,
        media: (rule) => (printOnly(rule.value.query.mediaQueries) ? [] : undefined),
      },
    },
  });
  return code.toString();
}

async function main(): Promise<void> {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    preload: 'body',
    // The full stylesheet stays whole: it is cached once and serves every page and every state
    // (open menu, dialog) that the prerendered HTML does not show.
    pruneSource: false,
    // The Japanese face is kept on every page, so an English and a Japanese page of one kind
    // share their inlined CSS (one hash in the Content-Security-Policy, not two).
    // And selectors made only of pseudo-classes (`:lang(ja)`, `:focus-visible`): Beasties strips
    // pseudo-classes before matching, is left with nothing, and would drop them, so Japanese text
    // would break lines loosely, and overflow a phone, until the full stylesheet came.
    // And the rules of text set between its phrases (`:has(> wbr)`, src/i18n/phrases.tsx), which
    // the build writes as `:is(…)`, a form Beasties cannot match either.
    allowRules: [/^html\[lang=["']?ja/, /^(?::[\w-]+(?:\([^()]*\))?)+$/, /:has\(>\s*wbr\)/],
    fonts: false,
    logLevel: 'warn',
  });

  let inlined = 0;
  for (const file of htmlFiles(dist).map((page) => join(dist, page))) {
    const html = await readFile(file, 'utf8');
    // Pages without a stylesheet (the redirect pages), or done already, are left as they are.
    if (!html.includes('rel="stylesheet"') || html.includes('data-full-stylesheet')) continue;
    const processed = (await beasties.process(html)).replace(
      /(<style>)([\s\S]*?)(<\/style>)/,
      (_, open: string, css: string, close: string) => open + withoutHoverOrPrintRules(css) + close,
    );
    // Beasties marks the element it worked on; the page has no use for the mark.
    const unmarked = processed.replace(' data-beasties-container', '');
    await writeFile(file, deferFullStylesheet(unmarked));
    inlined += 1;
  }
  console.log(`Inlined critical CSS into ${String(inlined)} pages`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
