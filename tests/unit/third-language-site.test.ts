/**
 * The site built with a third language, Korean (`ko`), added as one registry entry and its
 * catalogs (tests/support/third-language-copy.ts makes that copy): the real `npm run build` in the
 * copy publishes every page in it, names it among the alternates and in the sitemap, offers it in
 * the language switch, and serves its not-found page. It takes a full build: under a minute on two
 * cores. It runs in jsdom, for jsdom's HTML parser.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/app/route-table';
import { pseudoOpen } from '../../src/i18n/pseudo-locale';
import { site } from '../../src/site';
import { englishLeftOver } from '../e2e/page-language';
import {
  commandEnvironment,
  ko,
  npmRun,
  withKoreanCopy,
  type Outcome,
} from '../support/third-language-copy';

/** Each language's name for itself, as the language switch must show it. */
const autonyms: Record<string, string> = { en: 'English', ja: '日本語', [ko]: '한국어' };
const languages = Object.keys(autonyms);

interface PrerenderedPage {
  path: string;
  locale: string;
  status: number;
}

const copy = withKoreanCopy((work) => npmRun(work, 'build'));

/**
 * `npm run build` succeeded, or failed only in its last step (scripts/first-response.ts, which
 * runs once everything is built) and only for pages of the pseudo-language. Pseudo-localized
 * text is longer than a translation (accents, brackets and padding, to show where a longer
 * language would not fit), so a page of it may outgrow TCP's first round trip where the
 * translation would not; every English and Japanese page must still fit beside it.
 */
function expectBuilt(outcome: Outcome): void {
  if (outcome.ok) return;
  const over = [...outcome.output.matchAll(/^- (\/\S*): \d+ bytes$/gm)].map(([, path]) => path);
  const onlyPseudo =
    outcome.output.includes('First responses over') &&
    over.length > 0 &&
    over.every((path) => path === `/${ko}` || path?.startsWith(`/${ko}/`));
  expect(onlyPseudo, `npm run build failed in ${copy.work}:\n${outcome.output.slice(-4000)}`).toBe(
    true,
  );
}

/** The built site, read once the build has succeeded. */
const built = {
  pages: [] as PrerenderedPage[],
  documents: new Map<string, Document>(),
  file(path: string): string {
    return join(copy.work, 'dist', path, path.endsWith('.html') ? '' : 'index.html');
  },
  /** The document prerendered for an address (parsed once, by jsdom's parser). */
  document(path: string): Document {
    const document =
      this.documents.get(path) ??
      new DOMParser().parseFromString(readFileSync(this.file(path), 'utf8'), 'text/html');
    this.documents.set(path, document);
    return document;
  },
};

function pagesIn(locale: string): PrerenderedPage[] {
  return built.pages.filter((page) => page.locale === locale && page.status === 200);
}

/** hreflang → absolute address, as the page's head lists them. */
function alternatesOf(document: Document): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
  );
}

/** The path of an absolute address on the site. */
function pathOf(address: string | undefined): string {
  return new URL(address ?? '', site.origin).pathname;
}

/** The path of the address a prerendered page names as canonical. */
function canonicalOf(path: string): string {
  return pathOf(
    built.document(path).querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
  );
}

/** An address under the new language's prefix: `/ko/team`, `/ko` for home. */
function koPath(path: string): string {
  return path === '/' ? `/${ko}` : `/${ko}${path}`;
}

describe(`a third language (${ko}) added as one registry entry and its catalogs`, () => {
  beforeAll(() => {
    expectBuilt(copy.outcomes);
    built.pages = JSON.parse(
      readFileSync(join(copy.work, 'dist-ssr', 'pages.json'), 'utf8'),
    ) as PrerenderedPage[];
  });

  it('publishes every page of the route table under its prefix, in its language', () => {
    const korean = pagesIn(ko).map((page) => page.path);
    // The Japan desk's /japan has an address of its own in Japanese only: in Korean it is prefixed.
    expect(korean.sort()).toEqual(routeTable.map((page) => koPath(page.path)).sort());
    const wrong = korean.flatMap((path) => {
      const html = readFileSync(built.file(path), 'utf8');
      return html.includes(`<html lang="${ko}">`) ? [] : [`${path}: no <html lang="${ko}">`];
    });
    expect(wrong).toEqual([]);
  });

  it('shows every page in the pseudo-language, with no English left in its main content', () => {
    const problems = pagesIn(ko).flatMap(({ path }) => {
      const document = built.document(path);
      const main = document.querySelector('main');
      const heading = document.querySelector('main h1')?.textContent ?? '';
      if (!main) return [`${path}: no <main>`];
      const found: string[] = [];
      if (!document.title.includes(pseudoOpen)) found.push(`${path}: title "${document.title}"`);
      if (!heading.includes(pseudoOpen)) found.push(`${path}: heading "${heading}"`);
      const leftOver = englishLeftOver(readableText(main, ko));
      if (leftOver.length > 0) found.push(`${path}: English in <main>: ${leftOver.join(' | ')}`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('names all three languages as alternates on every page of every language', () => {
    const problems = built.pages
      .filter((page) => page.status === 200)
      .flatMap(({ path, locale }) => {
        const alternates = alternatesOf(built.document(path));
        const named = Object.keys(alternates).sort();
        const expected = [...languages, 'x-default'].sort();
        if (named.join() !== expected.join()) return [`${path}: hreflang ${named.join(', ')}`];
        // Reciprocal: the page's canonical is its language's alternate, and every alternate
        // names the same addresses.
        const own = pathOf(alternates[locale]);
        const others = languages.map((language) =>
          JSON.stringify(alternatesOf(built.document(pathOf(alternates[language])))),
        );
        return [
          ...(own === canonicalOf(path) ? [] : [`${path}: its ${locale} alternate is ${own}`]),
          ...(new Set(others).size === 1 ? [] : [`${path}: its alternates do not name each other`]),
        ];
      });
    expect(problems).toEqual([]);
  });

  it('lists the new language’s addresses in the sitemap, each with all the alternates', () => {
    const sitemap = readFileSync(join(copy.work, 'dist', 'sitemap.xml'), 'utf8');
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => {
      const address = /<loc>([^<]*)<\/loc>/.exec(block)?.[1] ?? '';
      const links = new Map(
        [...block.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, hreflang, href]) => [
          hreflang ?? '',
          href ?? '',
        ]),
      );
      const locale = languages.find((language) => links.get(language) === address) ?? '?';
      return { address, locale, named: [...links.keys()].sort().join() };
    });
    const count = (locale: string) => entries.filter((entry) => entry.locale === locale).length;
    expect(count(ko)).toBeGreaterThan(30);
    expect(languages.map(count)).toEqual(languages.map(() => count(ko)));
    expect(entries.find((entry) => entry.address === `${site.origin}${koPath('/team')}`)).toEqual({
      address: `${site.origin}${koPath('/team')}`,
      locale: ko,
      named: 'en,ja,ko,x-default',
    });
    const incomplete = entries.filter((entry) => entry.named !== 'en,ja,ko,x-default');
    expect(incomplete).toEqual([]);
  });

  it('offers, on every page, the other two languages by their own names, before any script', () => {
    const localeOf = new Map(built.pages.map((page) => [page.path, page.locale]));
    const problems = built.pages
      .filter((page) => page.status === 200)
      .flatMap(({ path, locale }) => {
        const document = built.document(path);
        const alternates = alternatesOf(document);
        const links = [...document.querySelectorAll('header a.language-switch')];
        const list = document.querySelector('header .language-switch-list');
        const others = languages.filter((language) => language !== locale);
        return [
          ...(links.length === others.length ? [] : [`${path}: ${links.length} language links`]),
          ...(list?.getAttribute('aria-label') ? [] : [`${path}: no named list of languages`]),
          ...others.flatMap((language) => {
            const link = links.find((candidate) => candidate.getAttribute('hreflang') === language);
            const href = link?.getAttribute('href') ?? '';
            const name = link?.querySelector(`[lang="${language}"]`)?.textContent;
            if (!link) return [`${path}: no link to ${language}`];
            if (name !== autonyms[language]) return [`${path}: ${language} is named "${name}"`];
            // The same page in that language (or one repeating it: /ai-agents repeats /AI-Driven).
            if (
              localeOf.get(href) !== language ||
              canonicalOf(href) !== pathOf(alternates[language])
            ) {
              return [`${path}: its ${language} link leads to ${href}`];
            }
            return [];
          }),
        ];
      });
    expect(problems).toEqual([]);
  });

  it('links the Japan desk in Korean to the Japanese desk, as its words say', () => {
    const link = built.document(koPath('/japan')).querySelector('a.japan-desk__language');
    expect(link?.getAttribute('href')).toBe('/japanese');
    expect(link?.getAttribute('hreflang')).toBe('ja');
  });

  it('answers unknown addresses under its prefix with its own not-found page', () => {
    const notFound = built.pages.filter((page) => page.status === 404).map((page) => page.locale);
    expect(notFound.sort()).toEqual([...languages].sort());
    const document = built.document(`${ko}/404.html`);
    expect(document.documentElement.lang).toBe(ko);
    expect(document.querySelector('h1')?.textContent).toContain(pseudoOpen);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const redirects = readFileSync(join(copy.work, 'dist', '_redirects'), 'utf8');
    expect(redirects).toContain(`/${ko}/* /${ko}/404.html 404\n`);
    const nginx = readFileSync(join(copy.work, 'dist', 'nginx-redirects.conf'), 'utf8');
    expect(nginx).toContain(`location /${ko}/ {\n    error_page 404 /${ko}/404.html;`);
  });

  it('is served by the copy’s site server (npm start’s), with its not-found page', async () => {
    // The copy's own server module, which reads the copy's registry, on a port the system picks.
    const server = spawn(
      join(copy.work, 'node_modules', '.bin', 'tsx'),
      [
        '--eval',
        "import { createSiteServer } from './server/site-server.ts'; const server = createSiteServer(); server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));",
      ],
      { cwd: copy.work, env: commandEnvironment() },
    );
    try {
      let output = '';
      const port = await new Promise<string>((listening, failed) => {
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /port (\d+)/.exec(output);
          if (found?.[1]) listening(found[1]);
        });
        server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        server.on('exit', (code) =>
          failed(new Error(`The site server stopped (${code}): ${output}`)),
        );
      });
      const get = async (path: string) => {
        const response = await fetch(`http://127.0.0.1:${port}${path}`);
        const lang = /<html lang="(\w+)">/.exec(await response.text())?.[1] ?? '';
        return `${path} ${response.status} ${lang}`;
      };
      expect(await Promise.all([koPath('/'), koPath('/team'), koPath('/nope')].map(get))).toEqual([
        `${koPath('/')} 200 ${ko}`,
        `${koPath('/team')} 200 ${ko}`,
        `${koPath('/nope')} 404 ${ko}`,
      ]);
    } finally {
      server.kill();
    }
  });
});

/**
 * The text a reader of `element` reads in the page's language: its text and the alt, aria-label
 * and title attributes, leaving out what is marked as another language (a name in Latin letters).
 */
function readableText(element: Element, language: string): string[] {
  const texts: string[] = [];
  const inLanguage = (node: Element) =>
    (node.closest('[lang]')?.getAttribute('lang') ?? language) === language;
  for (const node of [element, ...element.querySelectorAll('*')]) {
    if (!inLanguage(node) || ['script', 'style', 'template'].includes(node.localName)) continue;
    for (const name of ['alt', 'aria-label', 'title']) texts.push(node.getAttribute(name) ?? '');
    for (const child of node.childNodes) {
      if (child.nodeType === child.TEXT_NODE) texts.push(child.textContent ?? '');
    }
  }
  return texts.filter((text) => text.trim() !== '');
}
