/**
 * The locale registry's promise: a third language is its catalogs plus one entry in
 * `contract/locales.ts`, and nothing else. This test keeps it. It copies the repository's tracked
 * files to a temporary folder, adds Korean (`ko`) to `localeTable` there, writes
 * `locales/ko/*.json` from the English catalogs with the pseudo-localizer (plural keys in the forms
 * Korean has: `_other` only), runs the real `npm run build`, `npm run i18n:check` (after
 * `-- --fix` has recorded the new translations, as a translator would),
 * `npm run i18n:status` and the type checker in the copy, and reads what they wrote.
 *
 * It takes a full build: under a minute on two cores, the type checker running beside it. It runs
 * in jsdom, for jsdom's HTML parser. `KEEP_THIRD_LANGUAGE=1` keeps the copy and prints where it
 * is, to look at what a failure found.
 */
import { execFile, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalText, inSourceOrder, type Catalog } from '../../scripts/i18n/catalogs';
import { routeTable } from '../../src/app/route-table';
import { pseudoLocalize, pseudoOpen } from '../../src/i18n/pseudo-locale';
import { site } from '../../src/site';
import { englishLeftOver } from '../e2e/page-language';

const repo = resolve(import.meta.dirname, '../..');
const ko = 'ko';
/** The one line the new language adds to `localeTable`. */
const registryEntry = `  ${ko}: { prefix: '/${ko}', openGraph: 'ko_KR', name: '한국어', nameFields: 'full' },`;
/** Each language's name for itself, as the language switch must show it. */
const autonyms: Record<string, string> = { en: 'English', ja: '日本語', [ko]: '한국어' };
const languages = Object.keys(autonyms);
const runExecFile = promisify(execFile);

interface Outcome {
  ok: boolean;
  output: string;
}

interface PrerenderedPage {
  path: string;
  locale: string;
  status: number;
}

let work = '';
let build: Outcome;
let check: Outcome;
let status: Outcome;
let typecheck: Outcome;

/** The repository's tracked files, as they are in the working tree, copied into `work`. */
async function copyRepository(): Promise<void> {
  const { stdout } = await runExecFile('git', ['ls-files', '-z'], { cwd: repo });
  for (const file of stdout.split('\0')) {
    // A file deleted but not yet committed is not part of what is being tested.
    if (!file || !existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(work, file)), { recursive: true });
    copyFileSync(join(repo, file), join(work, file));
  }
  symlinkSync(realpathSync(join(repo, 'node_modules')), join(work, 'node_modules'), 'dir');
}

/** The copy's registry with the new language as its last entry. */
function addRegistryEntry(): void {
  const file = join(work, 'contract', 'locales.ts');
  const text = readFileSync(file, 'utf8');
  const end = /^\} as const\b/m.exec(text.slice(text.indexOf('export const localeTable')));
  if (!end) throw new Error(`${file}: no \`} as const\` closes localeTable`);
  const at = text.indexOf('export const localeTable') + end.index;
  writeFileSync(file, `${text.slice(0, at)}${registryEntry}\n${text.slice(at)}`);
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * A catalog in the pseudo-language: every text pseudo-localized, and each plural key (`x_one`,
 * `x_other`) given the forms the language has, each from the English `_other`.
 */
function pseudoTranslation(english: Catalog, categories: readonly string[]): Catalog {
  const translated: Catalog = {};
  for (const [key, value] of Object.entries(english)) {
    const base = key.replace(pluralSuffix, '');
    const plural = base !== key ? english[`${base}_other`] : undefined;
    if (typeof plural === 'string') {
      for (const category of categories) translated[`${base}_${category}`] = pseudoLocalize(plural);
    } else {
      translated[key] =
        typeof value === 'string' ? pseudoLocalize(value) : pseudoTranslation(value, categories);
    }
  }
  return translated;
}

function writeCatalogs(): void {
  const categories = new Intl.PluralRules(ko).resolvedOptions().pluralCategories;
  mkdirSync(join(work, 'locales', ko));
  for (const file of readdirSync(join(repo, 'locales', 'en'))) {
    const english = JSON.parse(readFileSync(join(repo, 'locales', 'en', file), 'utf8')) as Catalog;
    const catalog = inSourceOrder(english, pseudoTranslation(english, categories));
    writeFileSync(join(work, 'locales', ko, file), canonicalText(catalog));
  }
}

/** The environment of a command run by hand: none of the test runner's settings. */
function commandEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|VITE_|NODE_ENV$|TEST$|MODE$|I18N_LOCALES_DIR$)/.test(name),
    ),
  );
}

async function run(command: string, args: readonly string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await runExecFile(command, args, {
      cwd: work,
      env: commandEnvironment(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

const npmRun = (script: string, args: readonly string[] = []) =>
  run('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])]);

/**
 * A translator's last step (docs/translating.md, "Add a language"): record the new translations
 * in `locales/ko.review.json`, then the check, which must pass.
 */
async function recordAndCheck(): Promise<Outcome> {
  const recorded = await npmRun('i18n:check', ['--fix']);
  return recorded.ok ? npmRun('i18n:check') : recorded;
}

/**
 * `npm run typecheck` without its build info: `tsc -b` would write that into node_modules/.tmp,
 * which the copy shares with the repository through its link.
 */
async function typecheckProjects(): Promise<Outcome> {
  const tsc = join(work, 'node_modules', '.bin', 'tsc');
  const outcomes: Outcome[] = [];
  for (const project of ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.test.json']) {
    outcomes.push(await run(tsc, ['-p', project, '--noEmit', '--incremental', 'false']));
  }
  return {
    ok: outcomes.every((outcome) => outcome.ok),
    output: outcomes.map((outcome) => outcome.output).join(''),
  };
}

/** A command's outcome, failing with the end of its output (where the error is). */
function expectSucceeded(outcome: Outcome, what: string): void {
  expect(outcome.ok, `${what} failed in ${work}:\n${outcome.output.slice(-4000)}`).toBe(true);
}

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
  expect(onlyPseudo, `npm run build failed in ${work}:\n${outcome.output.slice(-4000)}`).toBe(true);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'third-language-'));
  await copyRepository();
  addRegistryEntry();
  writeCatalogs();
  // The catalog tools and the type checker do not need the build: they run beside it.
  [build, check, status, typecheck] = await Promise.all([
    npmRun('build'),
    recordAndCheck(),
    npmRun('i18n:status'),
    typecheckProjects(),
  ]);
}, 600_000);

afterAll(() => {
  if (!work) return;
  if (process.env.KEEP_THIRD_LANGUAGE === '1') console.log(`The copy with ${ko} is in ${work}`);
  else rmSync(work, { recursive: true, force: true });
});

/** The built site, read once the build has succeeded. */
const built = {
  pages: [] as PrerenderedPage[],
  documents: new Map<string, Document>(),
  file(path: string): string {
    return join(work, 'dist', path, path.endsWith('.html') ? '' : 'index.html');
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
    expectBuilt(build);
    built.pages = JSON.parse(
      readFileSync(join(work, 'dist-ssr', 'pages.json'), 'utf8'),
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
    const sitemap = readFileSync(join(work, 'dist', 'sitemap.xml'), 'utf8');
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
    const redirects = readFileSync(join(work, 'dist', '_redirects'), 'utf8');
    expect(redirects).toContain(`/${ko}/* /${ko}/404.html 404\n`);
    const nginx = readFileSync(join(work, 'dist', 'nginx-redirects.conf'), 'utf8');
    expect(nginx).toContain(`location /${ko}/ {\n    error_page 404 /${ko}/404.html;`);
  });

  it('is served by the copy’s site server (npm start’s), with its not-found page', async () => {
    // The copy's own server module, which reads the copy's registry, on a port the system picks.
    const server = spawn(
      join(work, 'node_modules', '.bin', 'tsx'),
      [
        '--eval',
        "import { createSiteServer } from './server/site-server.ts'; const server = createSiteServer(); server.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));",
      ],
      { cwd: work, env: commandEnvironment() },
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

describe(`the checks with the new language (${ko})`, () => {
  it('the type checker passes: nothing in the code lists the languages by hand', () => {
    expectSucceeded(typecheck, 'tsc (app, node and test projects)');
  });

  it('npm run i18n:check passes, Korean plural forms and all', () => {
    expectSucceeded(check, 'npm run i18n:check');
    expect(check.output).toMatch(new RegExp(`^${ko}: (\\d+) of \\1 namespaces translated$`, 'm'));
  });

  it('npm run i18n:status lists every page as published in it', () => {
    expectSucceeded(status, 'npm run i18n:status');
    const rows = (locale: string) =>
      status.output.split('\n').filter((line) => line.startsWith(`${locale}  `));
    const korean = rows(ko);
    expect(korean.length).toBe(rows('en').length);
    expect(korean.filter((line) => !/ published$/.test(line))).toEqual([]);
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
