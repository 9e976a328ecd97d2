/**
 * Writes static HTML for every page of every published locale, and a not-found page per locale,
 * from the client build in dist/ and the server build in dist-ssr/.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';
import { defaultLocale, localePrefix, locales, withLocalePrefix } from '../contract/locales';

interface RenderedPage {
  html: string;
  locale: string;
  status: number;
  title: string;
  description: string;
  alternates: Record<string, string>;
  head: PageHead;
}

/** src/app/page-head.ts's PageHead, as this script reads it (optional parts absent on 404s). */
interface PageHead {
  canonical?: string;
  alternates?: Record<string, string>;
  openGraph: Record<string, string | readonly string[]>;
  twitter?: Record<string, string>;
  structuredData: object[];
  feeds?: readonly { type: string; title: string; href: string }[];
  noindex?: true;
}

interface RedirectPage {
  from: string;
  to: string;
  locale: string;
  title: string;
  link: string;
}

interface ServerEntry {
  render: (pathname: string) => Promise<RenderedPage>;
  redirectPages: () => Promise<RedirectPage[]>;
  prerenderPaths: () => string[];
  feedFiles: () => Promise<{ path: string; body: string }[]>;
  siteOrigin: string;
}

// React's production build, as visitors get it (the dynamic import below reads this).
process.env.NODE_ENV ??= 'production';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

/** The address a page names as its own, and the addresses of its languages (none on a 404). */
function addressesOf(page: RenderedPage): {
  canonical?: string;
  alternates: Record<string, string>;
} {
  if (page.status !== 200) return { alternates: {} };
  const alternates = page.head.alternates ?? page.alternates;
  return { canonical: page.head.canonical ?? alternates[page.locale], alternates };
}

/** Whether the page asks search engines to leave it out: a not-found page, or one marked so. */
function saysNoindex(page: RenderedPage): boolean {
  return page.status === 404 || page.head.noindex === true;
}

/**
 * The page's head: description, canonical, hreflang alternates (x-default is the default
 * locale's page), Open Graph and Twitter tags, JSON-LD. A not-found page gets `noindex` and
 * nothing that names an address.
 */
export function headTags(page: RenderedPage): string[] {
  const tags = [`<meta name="description" content="${escapeHtml(page.description)}" />`];
  const { canonical, alternates } = addressesOf(page);
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  for (const [locale, href] of Object.entries(alternates)) {
    tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}" />`);
  }
  const fallback = alternates[defaultLocale];
  if (fallback && Object.keys(alternates).length > 1) {
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}" />`);
  }
  for (const feed of page.head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    );
  }
  if (saysNoindex(page)) {
    tags.push('<meta name="robots" content="noindex" />');
  }
  for (const [property, content] of Object.entries(page.head.openGraph)) {
    for (const value of typeof content === 'string' ? [content] : content) {
      tags.push(`<meta property="${property}" content="${escapeHtml(value)}" />`);
    }
  }
  for (const [name, content] of Object.entries(page.head.twitter ?? {})) {
    tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  }
  for (const data of page.head.structuredData) {
    // JSON in a script element: `<` is escaped so no text can close the element.
    const json = JSON.stringify(data).replaceAll('<', '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags;
}

/**
 * The page: the template with the page's language, title, head tags and HTML. The template's
 * line breaks and indentation between tags are left out, like the head tags': they are bytes of
 * every page's first response, which should fit TCP's first round trip.
 */
export function fillTemplate(template: string, page: RenderedPage): string {
  return template
    .replace(/>\s+</g, '><')
    .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<!--app-head-->', headTags(page).join(''))
    .replace('<!--app-html-->', page.html);
}

/**
 * A page for an address that leads elsewhere, for hosts that cannot answer 301 themselves: it
 * sends the browser on at once, names the new address for search engines, and offers a link.
 * Its void elements end without ` />` (a slash HTML ignores, and the Nu HTML Checker notes),
 * which the pages get by Beasties rewriting them (scripts/inline-critical-css.ts); this one it
 * leaves alone.
 */
export function redirectDocument(page: RedirectPage): string {
  const to = escapeHtml(page.to);
  return [
    '<!doctype html>',
    `<html lang="${page.locale}">`,
    '  <head>',
    '    <meta charset="UTF-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    `    <title>${escapeHtml(page.title)}</title>`,
    '    <meta name="robots" content="noindex">',
    `    <link rel="canonical" href="${to}">`,
    `    <meta http-equiv="refresh" content="0; url=${to}">`,
    '  </head>',
    '  <body>',
    `    <main><h1>${escapeHtml(page.title)}</h1><p><a href="${to}">${escapeHtml(page.link)}</a></p></main>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Every page search engines should index, with its language alternates: a page answering 404,
 * one marked `noindex`, or one that names another page as canonical (`/ai-agents` repeats
 * `/AI-Driven`), is left out.
 */
export function sitemap(pages: RenderedPage[]): string {
  const entries = pages.flatMap((page) => {
    const { canonical, alternates } = addressesOf(page);
    const self = page.alternates[page.locale];
    if (!canonical || canonical !== self || page.head.noindex) return [];
    const links = Object.entries(alternates).map(
      ([locale, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}" />`,
    );
    const fallback = alternates[defaultLocale];
    if (fallback && links.length > 1) {
      links.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(fallback)}" />`,
      );
    }
    return [[`  <url>`, `    <loc>${escapeHtml(self)}</loc>`, ...links, `  </url>`].join('\n')];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** `/` is `index.html`, `/team` is `team/index.html`. */
function outputFile(pathname: string): string {
  return join(dist, pathname, 'index.html');
}

/**
 * The client build's index.html is the template. It is kept in dist-ssr/ before the home page
 * overwrites it, so prerendering can run again without a fresh client build.
 */
async function readTemplate(): Promise<string> {
  const kept = join(root, 'dist-ssr', 'template.html');
  const built = await readFile(join(dist, 'index.html'), 'utf8');
  if (built.includes('<!--app-html-->')) {
    await writeFile(kept, built);
    return built;
  }
  try {
    return await readFile(kept, 'utf8');
  } catch {
    throw new Error('dist/index.html is already prerendered: run `npm run build` for a fresh one');
  }
}

async function main(): Promise<void> {
  const template = await readTemplate();
  const entry = (await import(
    pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href
  )) as ServerEntry;

  const jobs: [pathname: string, file: string][] = entry
    .prerenderPaths()
    .map((pathname) => [pathname, outputFile(pathname)]);
  for (const locale of locales) {
    jobs.push([
      withLocalePrefix('/__not-found__', locale),
      join(dist, withLocalePrefix('/404.html', locale)),
    ]);
  }

  const manifest: {
    path: string;
    locale: string;
    status: number;
    title: string;
    noindex?: true;
  }[] = [];
  const rendered: RenderedPage[] = [];
  for (const [pathname, file] of jobs) {
    const page = await entry.render(pathname);
    rendered.push(page);
    manifest.push({
      path: pathname,
      locale: page.locale,
      status: page.status,
      title: page.title,
      ...(saysNoindex(page) ? { noindex: true as const } : {}),
    });
    const expected = pathname.includes('__not-found__') ? 404 : 200;
    if (page.status !== expected) {
      throw new Error(`${pathname} rendered with status ${page.status}, expected ${expected}`);
    }
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, page));
  }
  const redirects = await entry.redirectPages();
  for (const page of redirects) {
    const file = outputFile(page.from);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, redirectDocument(page));
  }
  // Netlify and Cloudflare Pages read this; `npm start`'s server answers 301 from it too.
  await writeFile(
    join(dist, '_redirects'),
    redirects.map((page) => `${page.from} ${new URL(page.to).pathname} 301\n`).join('') +
      // Netlify answers every unknown address with /404.html; those under a language's prefix
      // get that language's page. (A rule applies only where no file is, so every real page
      // under the prefix is untouched. Cloudflare Pages finds the prefix's 404.html by itself.)
      locales
        .filter((locale) => localePrefix(locale) !== '')
        .map(
          (locale) =>
            `${withLocalePrefix('/*', locale)} ${withLocalePrefix('/404.html', locale)} 404\n`,
        )
        .join(''),
  );
  await writeFile(join(dist, 'sitemap.xml'), sitemap(rendered));
  // The blog's Atom and RSS feeds per language (src/features/blog/feeds.ts), beside its listing.
  const feeds = await entry.feedFiles();
  for (const feed of feeds) {
    const file = join(dist, feed.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, feed.body);
  }
  await writeFile(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', entry.siteOrigin).href}\n`,
  );
  // The list the browser tests walk: every prerendered address with what it should show.
  await writeFile(join(root, 'dist-ssr', 'pages.json'), JSON.stringify(manifest, null, 2));
  console.log(`Prerendered ${jobs.length} pages and ${feeds.length} feeds into dist/`);
}

await main();
