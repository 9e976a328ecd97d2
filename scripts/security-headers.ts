/**
 * The last step of `npm run build`: finds the inline code in every built page, hashes it, and
 * writes the site's security headers (server/security-headers.ts) for each way it is served:
 *
 * - dist/security-headers.json: read by `npm start`'s server at start-up;
 * - dist/_headers: Netlify and Cloudflare Pages, checked against Cloudflare's rules before it is
 *   written (a file Cloudflare Pages would ignore in part fails the build);
 * - dist/nginx-security-headers.conf, dist/nginx-policies.conf (each answer's policy, as
 *   `npm start`'s server gives it) and dist/nginx-redirects.conf (the redirects and each
 *   language's not-found location): included by deploy/nginx.conf.
 *
 * It runs last because anything that changes the pages afterwards (inlined CSS, say) changes
 * their hashes: the site server refuses to start on pages that no longer match.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { isSearchPageFile, searchBundlePath } from '../contract/search';
import {
  answerPolicy,
  contentSecurityPolicy,
  documentDigest,
  hashSource,
  noInlineCode,
  securityHeaders,
  type InlineHashes,
  type SecurityHeadersManifest,
} from '../server/security-headers';
import { htmlFiles, readRedirects } from '../server/site-server';
import { site } from '../src/site';
import { cloudflareLimits, headersFor, parseHeadersFile } from './cloudflare-headers';

/** The same default as src/env.ts (which reads import.meta.env and cannot run here). */
const defaultEnquiryUrl = 'http://localhost:8787/send-email';

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
export function runsInline(script: Element): boolean {
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

/**
 * The enquiry endpoint the client build baked in: VITE_ENQUIRY_URL from the environment or the
 * .env files, as Vite reads them for `vite build` (mode production), else the default.
 */
export function enquiryUrlForBuild(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromFiles = loadEnv('production', root, 'VITE_').VITE_ENQUIRY_URL;
  return env.VITE_ENQUIRY_URL || fromFiles || defaultEnquiryUrl;
}

/**
 * The address Cloudflare Pages answers with a built HTML file (status 200; it redirects the
 * file's other spellings there), percent-escaped as in a request: `index.html` is `/`,
 * `team/index.html` is `/team/`, `404.html` is `/404`.
 */
export function servedAddress(file: string): string {
  const path = `/${file}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return new URL(path, 'https://pages.invalid').pathname;
}

/** A folder of dist/ (`''`, `ja/`, `ja/blogs/`) as an address. */
const folderAddress = (folder: string) => servedAddress(`${folder}index.html`);

/** How deep a folder lies: `''` 0, `ja/` 1, `ja/blogs/` 2. */
const depth = (folder: string) => folder.split('/').length - 1;

/**
 * The page Cloudflare Pages answers the unknown addresses of a folder (`''`, `ja/`) with: the
 * nearest 404.html up from it, else index.html (its fallback for single-page apps), else none.
 */
function notFoundPage(folder: string, files: ReadonlySet<string>): string | undefined {
  const names = folder.split('/').slice(0, -1);
  for (let length = names.length; length >= 0; length -= 1) {
    const file = [...names.slice(0, length), '404.html'].join('/');
    if (files.has(file)) return file;
  }
  return files.has('index.html') ? 'index.html' : undefined;
}

/** A rule of `_headers` that replaces the Content-Security-Policy of the rules before it. */
interface PolicyRule {
  pattern: string;
  policy: string;
}

function policyRuleText({ pattern, policy }: PolicyRule, others: [string, string][] = []): string {
  return [
    pattern,
    ...(pattern === '/*' ? [] : ['  ! Content-Security-Policy']),
    `  Content-Security-Policy: ${policy}`,
    ...others.map(([name, value]) => `  ${name}: ${value}`),
  ].join('\n');
}

/** The policy Cloudflare Pages would send to an address under these rules (in this order). */
function policyUnder(rules: readonly PolicyRule[]): (address: string) => string | undefined {
  const file = parseHeadersFile(rules.map((rule) => policyRuleText(rule)).join('\n'));
  return (address) => headersFor(file, address)['content-security-policy'];
}

/** Where an address is written as a rule's pattern: it must hold no splat or placeholder. */
function literalPattern(address: string, what: string): string {
  if (/\*|:[A-Za-z]/.test(address)) {
    throw new Error(
      `${what} is served at ${address}, which a _headers rule cannot name: * and :name are patterns there`,
    );
  }
  return address;
}

/** An address under a folder that no page has: it answers with the folder's not-found page. */
const unknownName = 'no-such-page/';

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

/** Whether a built file is a not-found page: only ever an answer, at any unknown address. */
const isNotFoundPage = (file: string) => file === '404.html' || file.endsWith('/404.html');

/**
 * The Content-Security-Policy rules of `_headers`, in order (Cloudflare Pages applies every rule
 * that matches an address, each `! Content-Security-Policy` dropping the policy before it, so an
 * address gets the policy of the last rule that matches it):
 *
 * 1. `/*`, for every address no later rule matches: unknown addresses (answered with 404.html
 *    whatever their path), assets, redirects. Its policy allows the code of the root not-found
 *    page, and of the page at `/`;
 * 2. a folder whose unknown addresses are answered otherwise (`/ja/*` if its 404.html has other
 *    code; the search's `/pagefind/*`, whose worker script runs under its own answer's policy and
 *    needs the search's): likewise, its not-found page's code and that of the page at the folder;
 * 3. each page (`/team/`; not the not-found pages) whose policy (its own inline code only, and
 *    the search on the search page) differs from the one the rules above give it.
 *
 * If that is more rules than Cloudflare Pages takes, sibling pages with the same inline code
 * (`/blogs/1/`, `/blogs/2/`) share a placeholder rule (`/blogs/:page/`), largest group first,
 * until it fits. Its policy also allows the code of the folder's not-found page (which answers
 * the other addresses it matches) and of the siblings that keep a rule of their own.
 *
 * A page at a folder's address (`/`, `/ja/`) sorts before that folder's `/*`, and a sibling named
 * with a digit (`/blogs/7/`) before `/blogs/:page/`: should a host apply the rules sorted by
 * pattern rather than in the file's order (`RuleOrder`), such a page would get the wider rule's
 * policy as well as its own, or instead of it. Hence the wider rule allows its code too.
 */
function policyRules(manifest: SecurityHeadersManifest): PolicyRule[] {
  const files = Object.keys(manifest.pages).sort();
  const fileSet = new Set(files);
  const hashesOf = (file: string | undefined) =>
    (file === undefined ? undefined : manifest.pages[file]) ?? noInlineCode;
  const policy = (hashes: InlineHashes, search: boolean) =>
    contentSecurityPolicy({ ...manifest, hashes, search });
  const searches = (folder: string) => folderAddress(folder).startsWith(searchBundlePath);
  /** What an unknown address in the folder needs: its not-found page's code, and the search? */
  const unknownNeeds = (folder: string) =>
    JSON.stringify([hashesOf(notFoundPage(folder, fileSet)), searches(folder)]);
  const folderPolicy = (folder: string) => {
    const page = fileSet.has(`${folder}index.html`) ? `${folder}index.html` : undefined;
    const hashes = together([hashesOf(notFoundPage(folder, fileSet)), hashesOf(page)]);
    return policy(hashes, searches(folder) || isSearchPageFile(page ?? ''));
  };

  // Wildcard rules by depth: a folder's `/f/*` at 2 × its depth, a placeholder `/f/:page/` (which
  // matches addresses one level down) at 2 × its depth + 1. The later, deeper rule wins.
  const wildcards: (PolicyRule & { rank: number; folder: string })[] = [
    { pattern: '/*', policy: folderPolicy(''), rank: 0, folder: '' },
  ];
  const folders = [
    ...files.filter((file) => file.endsWith('/404.html')).map((file) => file.slice(0, -8)),
    searchBundlePath.slice(1),
  ].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  for (const folder of new Set(folders)) {
    const governing = wildcards.findLast((rule) => folder.startsWith(rule.folder));
    if (governing && unknownNeeds(governing.folder) === unknownNeeds(folder)) continue;
    const pattern = `${literalPattern(folderAddress(folder), `The folder ${folder}`)}*`;
    wildcards.push({ pattern, policy: folderPolicy(folder), rank: 2 * depth(folder), folder });
  }

  const pages = files.filter((file) => !isNotFoundPage(file));
  const own = new Map(pages.map((file) => [file, policy(hashesOf(file), isSearchPageFile(file))]));
  /** Rules for the pages the wildcard rules do not give the policy meant for them. */
  const pageRules = (rules: readonly PolicyRule[], meant: ReadonlyMap<string, string>) => {
    const under = policyUnder(rules);
    return pages.flatMap((file) => {
      const address = servedAddress(file);
      const wanted = meant.get(file) ?? '';
      return under(address) === wanted
        ? []
        : [{ pattern: literalPattern(address, file), policy: wanted }];
    });
  };
  /** Rules in all: these, and `/assets/*`. */
  const total = (rules: readonly PolicyRule[], exact: readonly PolicyRule[]) =>
    1 + rules.length + exact.length;

  let rules: readonly (PolicyRule & { rank: number })[] = wildcards;
  let meant = own;
  let exact = pageRules(rules, meant);
  if (total(rules, exact) <= cloudflareLimits.rules) return [...rules, ...exact];

  // Too many: the sibling pages (`f/x/index.html`) of each folder, and the largest set of them
  // with one policy, largest first.
  const siblings = new Map<string, Map<string, string[]>>();
  for (const file of pages) {
    const folder = /^((?:[^/]+\/)*)[^/]+\/index\.html$/.exec(file)?.[1];
    if (folder === undefined) continue;
    const byPolicy = siblings.get(folder) ?? new Map<string, string[]>();
    const key = own.get(file) ?? '';
    byPolicy.set(key, [...(byPolicy.get(key) ?? []), file]);
    siblings.set(folder, byPolicy);
  }
  const groups = [...siblings]
    .map(([folder, byPolicy]) => ({
      folder,
      all: [...byPolicy.values()].flat(),
      members: [...byPolicy.values()].reduce((a, b) => (b.length > a.length ? b : a)),
    }))
    .filter(({ members }) => members.length > 1)
    .sort((a, b) => b.members.length - a.members.length || a.folder.localeCompare(b.folder));
  for (const { folder, all, members } of groups) {
    if (total(rules, exact) <= cloudflareLimits.rules) break;
    const hashes = together([hashesOf(notFoundPage(folder, fileSet)), ...all.map(hashesOf)]);
    const rule = {
      pattern: `${literalPattern(folderAddress(folder), `The folder ${folder}`)}:page/`,
      policy: policy(hashes, isSearchPageFile(members[0] ?? '')),
      rank: 2 * depth(folder) + 1,
    };
    if (`  Content-Security-Policy: ${rule.policy}`.length > cloudflareLimits.lineLength) continue;
    const candidate = [...rules, rule].sort((a, b) => a.rank - b.rank);
    const candidateMeant = new Map(meant);
    for (const member of members) candidateMeant.set(member, rule.policy);
    const candidateExact = pageRules(candidate, candidateMeant);
    if (total(candidate, candidateExact) < total(rules, exact)) {
      [rules, meant, exact] = [candidate, candidateMeant, candidateExact];
    }
  }
  return [...rules, ...exact];
}

/**
 * Netlify / Cloudflare Pages `_headers`: every header on every path (`/*`), and a
 * Content-Security-Policy per address that allows the inline code of the page it answers with
 * (`policyRules`). Pages get no Cache-Control line: both hosts already send
 * `public, max-age=0, must-revalidate`, and a `/*` value would be joined (comma-separated) with
 * the immutable one of `/assets/*` on Cloudflare Pages, which applies every matching rule.
 */
export function headersFile(manifest: SecurityHeadersManifest): string {
  const others = Object.entries(manifest.headers.https).filter(
    ([name]) => name !== 'Content-Security-Policy',
  );
  const [all, ...replacing] = policyRules(manifest);
  if (!all) throw new Error('No policy for /*');
  return [
    '# Written by scripts/security-headers.ts at the end of `npm run build`. Do not edit.',
    '# Cloudflare Pages applies every rule matching an address, in order; "! Name" drops the',
    '# value of the rules before. So each address gets the headers of /* and the policy of the',
    '# last rule matching it, which allows the inline code of the page it answers with.',
    policyRuleText(all, others),
    '',
    '# Content-hashed file names: a new build gets new names.',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    ...replacing.map((rule) => `${policyRuleText(rule)}\n`),
  ].join('\n');
}

/** The sources a policy's directive allows (`script-src` → `'self'`, …), by directive name. */
function directives(policy: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), sources);
  }
  return found;
}

/** The directive that governs each kind of inline code, and those it falls back to. */
const governing: Record<keyof InlineHashes, string[]> = {
  scripts: ['script-src-elem', 'script-src', 'default-src'],
  scriptAttributes: ['script-src-attr', 'script-src', 'default-src'],
  styles: ['style-src-elem', 'style-src', 'default-src'],
  styleAttributes: ['style-src-attr', 'style-src', 'default-src'],
};

/**
 * What is wrong with the Content-Security-Policy header an answer gets, for its inline code (and
 * the search, if it runs it), and how many hashes it allows beyond that code. Policies joined in
 * one header (by commas) must each allow everything; `single` wants one policy only.
 */
function policyProblems(
  header: string | undefined,
  hashes: InlineHashes,
  { search, single }: { search: boolean; single: boolean },
): { problems: string[]; extra: number } {
  if (header === undefined) return { problems: ['no Content-Security-Policy'], extra: 0 };
  const policies = header.split(',');
  if (single && policies.length > 1) {
    const count = String(policies.length);
    return { problems: [`${count} policies joined, each of which must allow it`], extra: 0 };
  }
  const problems: string[] = [];
  let extra = 0;
  for (const policy of policies) {
    if (policy.includes("'unsafe-inline'")) problems.push("'unsafe-inline' in its policy");
    const byName = directives(policy);
    for (const kind of Object.keys(governing) as (keyof InlineHashes)[]) {
      const name = governing[kind].find((candidate) => byName.has(candidate));
      const sources = (name && byName.get(name)) || [];
      const attributes = kind === 'scriptAttributes' || kind === 'styleAttributes';
      for (const hash of hashes[kind]) {
        if (
          !sources.includes(`'${hash}'`) ||
          (attributes && !sources.includes("'unsafe-hashes'"))
        ) {
          problems.push(`${name ?? kind} does not allow ${hash}`);
        }
      }
      // A hash allows an attribute only beside 'unsafe-hashes': the hashes of the script-src or
      // style-src an attribute falls back to allow elements, not attributes.
      if (attributes && !sources.includes("'unsafe-hashes'")) continue;
      extra += sources.filter(
        (source) => source.startsWith("'sha") && !hashes[kind].includes(source.slice(1, -1)),
      ).length;
    }
    if (search && !byName.get('script-src')?.includes("'wasm-unsafe-eval'")) {
      problems.push("no 'wasm-unsafe-eval' for the search");
    }
  }
  return { problems, extra };
}

export interface HeadersFileCheck {
  /** Rules in the file and its longest line, against `cloudflareLimits`. */
  rules: number;
  longestLine: number;
  /** What Cloudflare Pages would ignore, and the answers whose headers would be wrong. */
  problems: string[];
  /** Pages whose policy allows inline code besides their own (a wider rule's). */
  shared: string[];
}

/**
 * `_headers` read as Cloudflare Pages reads it (scripts/cloudflare-headers.ts): within its
 * limits, and giving every page, and the unknown addresses of every folder that holds one (and
 * of the search's folder), every header of the build, with one policy that allows the inline
 * code of the page it answers with. Applied sorted by pattern instead (`RuleOrder`), every
 * policy an answer gets must still allow that code.
 */
export function checkHeadersFile(
  text: string,
  manifest: SecurityHeadersManifest,
): HeadersFileCheck {
  const file = parseHeadersFile(text);
  const problems = file.problems.map(({ line, message }) => `line ${String(line)}: ${message}`);
  const files = Object.keys(manifest.pages).sort();
  const fileSet = new Set(files);
  const folders = new Set([
    ...files.map((page) => page.slice(0, page.lastIndexOf('/') + 1)),
    searchBundlePath.slice(1),
  ]);
  const answers = [
    ...files.map((page) => ({
      page,
      address: servedAddress(page),
      search: isSearchPageFile(page),
      itself: true,
    })),
    ...[...folders].map((folder) => ({
      page: notFoundPage(folder, fileSet),
      address: `${folderAddress(folder)}${unknownName}`,
      search: folderAddress(folder).startsWith(searchBundlePath),
      itself: false,
    })),
  ];
  const shared: string[] = [];
  for (const { page, address, search, itself } of answers) {
    const headers = headersFor(file, address);
    const what = `${address} (answered with ${page ?? 'no page'})`;
    for (const [name, value] of Object.entries(manifest.headers.https)) {
      if (name !== 'Content-Security-Policy' && headers[name.toLowerCase()] !== value) {
        problems.push(`${what}: ${name} is ${headers[name.toLowerCase()] ?? 'missing'}`);
      }
    }
    const hashes = (page === undefined ? undefined : manifest.pages[page]) ?? noInlineCode;
    const policy = policyProblems(headers['content-security-policy'], hashes, {
      search,
      single: true,
    });
    for (const problem of policy.problems) problems.push(`${what}: ${problem}`);
    if (itself && page !== undefined && policy.extra > 0) shared.push(page);
    const sorted = headersFor(file, address, 'pattern')['content-security-policy'];
    for (const problem of policyProblems(sorted, hashes, { search, single: false }).problems) {
      problems.push(`${what}, the rules applied sorted by pattern: ${problem}`);
    }
  }
  const lines = text.split('\n').map((line) => line.length);
  return { rules: file.rules.length, longestLine: Math.max(...lines), problems, shared };
}

/** The nginx variable holding each answer's Content-Security-Policy (`nginxPolicies`). */
const nginxPolicyVariable = '$setu_content_security_policy';

/** A value in double quotes for nginx. */
function nginxQuoted(what: string, value: string): string {
  if (/["\\\n$]/.test(value)) throw new Error(`Cannot quote ${what} for nginx: ${value}`);
  return `"${value}"`;
}

/**
 * `add_header` lines for deploy/nginx.conf (`always`: on 404s and redirects too). The policy is
 * the answer's own, from the map of `nginxPolicies`.
 */
export function nginxHeaders(headers: Record<string, string>): string {
  return [
    '# Written by scripts/security-headers.ts at the end of `npm run build`. Do not edit.',
    '# Reload nginx after each deploy: it reads this file only when it (re)loads its configuration.',
    ...Object.entries(headers).map(([name, value]) =>
      name === 'Content-Security-Policy'
        ? `add_header ${name} ${nginxPolicyVariable} always;`
        : `add_header ${name} ${nginxQuoted(name, value)} always;`,
    ),
    '',
  ].join('\n');
}

/**
 * The maps deploy/nginx.conf includes in the http block: each answer's Content-Security-Policy,
 * by the file that answers (`$uri` once `try_files` or `error_page` has found it), as `npm
 * start`'s server gives it (`answerPolicy`): a page's allows its own inline code only, and every
 * other answer (assets, redirects) gets the site's. A page's header is then about 2 kB shorter
 * than the site's, which keeps its first response inside TCP's first round trip.
 */
export function nginxPolicies(manifest: SecurityHeadersManifest): string {
  const policy = (page?: string) =>
    nginxQuoted(
      `the policy of ${page ?? 'the site'}`,
      contentSecurityPolicy({ ...manifest, ...answerPolicy(manifest, page) }),
    );
  const seen = new Map<string, string>();
  const lines = Object.keys(manifest.pages)
    .sort()
    .map((page) => {
      const uri = `/${page}`;
      // nginx matches a map's strings ignoring case.
      const other = seen.get(uri.toLowerCase());
      if (!nginxPath.test(uri) || other !== undefined) {
        throw new Error(`Cannot name ${page} in an nginx map${other ? ` beside ${other}` : ''}`);
      }
      seen.set(uri.toLowerCase(), page);
      return `    ${uri} ${policy(page)};`;
    });
  return [
    '# Written by scripts/security-headers.ts at the end of `npm run build`. Do not edit.',
    '# In the http block, outside the server block (deploy/nginx.conf includes it there).',
    '# The file that answers, as dist/ names it: try_files makes `/team/` `/team//index.html`.',
    'map $uri $setu_answer {',
    '    ~^(?<setu_folder>.*?)/+index\\.html$ $setu_folder/index.html;',
    '    default $uri;',
    '}',
    `map $setu_answer ${nginxPolicyVariable} {`,
    `    default ${policy()};`,
    ...lines,
    '}',
    '',
  ].join('\n');
}

/**
 * The not-found rules of dist/_redirects, one per prefixed language (`/ja/* /ja/404.html 404`):
 * the prefix's folder and the not-found page its unknown addresses answer with.
 */
function notFoundRules(redirectsText: string): { folder: string; page: string }[] {
  return redirectsText.split('\n').flatMap((line) => {
    const [from = '', to = '', status = ''] = line.replace(/#.*/, '').trim().split(/\s+/);
    return from.endsWith('/*') && status === '404' ? [{ folder: from.slice(0, -1), page: to }] : [];
  });
}

const nginxPath = /^\/[\w./~-]*$/;

/**
 * dist/_redirects as nginx locations (with and without a trailing slash, query kept), and a
 * location per prefixed language whose unknown addresses answer that language's not-found page:
 * written by the build from the locale registry, so deploy/nginx.conf names no language.
 */
export function nginxRedirects(redirectsText: string): string {
  const lines = [
    '# Written by scripts/security-headers.ts from dist/_redirects. Do not edit.',
    '# Inside the server block, like the rest; these inherit its add_header lines.',
  ];
  for (const [from, { to, status }] of readRedirects(redirectsText)) {
    for (const path of [from, from.endsWith('/') ? from.slice(0, -1) : `${from}/`]) {
      if (!path) continue;
      if (!nginxPath.test(path) || !nginxPath.test(to)) {
        throw new Error(`Cannot write the redirect ${from} -> ${to} for nginx`);
      }
      lines.push(`location = ${path} { return ${status} ${to}$is_args$args; }`);
    }
  }
  for (const { folder, page } of notFoundRules(redirectsText)) {
    if (!nginxPath.test(folder) || !nginxPath.test(page)) {
      throw new Error(`Cannot write the not-found page ${page} of ${folder} for nginx`);
    }
    // The same lookup as deploy/nginx.conf's `location /`, with the language's own 404 page,
    // which is only ever an answer, never a page of its own.
    lines.push(
      `location ${folder} {`,
      `    error_page 404 ${page};`,
      '    try_files $uri $uri/index.html =404;',
      `    location = ${page} { internal; }`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function writeSecurityFiles(
  dist: string,
  enquiryUrl: string,
  siteOrigin: string = site.origin,
): Promise<SecurityHeadersManifest> {
  const { hashes, pages, documents } = await scanDist(dist);
  const manifest: SecurityHeadersManifest = {
    enquiryUrl,
    siteOrigin,
    hashes,
    pages,
    headers: {
      http: securityHeaders({ enquiryUrl, hashes, https: false, siteOrigin }),
      https: securityHeaders({ enquiryUrl, hashes, https: true, siteOrigin }),
    },
    documents,
  };
  const redirects = await readFile(join(dist, '_redirects'), 'utf8').catch(() => '');
  // Static hosts and the nginx example serve https only.
  const headers = headersFile(manifest);
  const { problems } = checkHeadersFile(headers, manifest);
  if (problems.length > 0) {
    throw new Error(
      `dist/_headers would not work on Cloudflare Pages (limits: ${String(cloudflareLimits.rules)} rules, ${String(cloudflareLimits.lineLength)} characters a line):\n- ${problems.join('\n- ')}`,
    );
  }
  await writeFile(join(dist, 'security-headers.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dist, '_headers'), headers);
  await writeFile(join(dist, 'nginx-security-headers.conf'), nginxHeaders(manifest.headers.https));
  await writeFile(join(dist, 'nginx-policies.conf'), nginxPolicies(manifest));
  await writeFile(join(dist, 'nginx-redirects.conf'), nginxRedirects(redirects));
  return manifest;
}

/**
 * Problems worth a line in the build log (none stops the build; a `_headers` Cloudflare Pages
 * would not take does, in `writeSecurityFiles`).
 */
export function warnings(manifest: SecurityHeadersManifest): string[] {
  const found: string[] = [];
  const url = new URL(manifest.enquiryUrl);
  if (url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    found.push(
      `VITE_ENQUIRY_URL is plain http (${manifest.enquiryUrl}): an https page may not post to it`,
    );
  }
  return found;
}

/** The endpoint allowed by connect-src must be the one the client bundle posts to. */
async function assertBundleUses(dist: string, enquiryUrl: string): Promise<void> {
  const assets = join(dist, 'assets');
  for (const file of await readdir(assets)) {
    if (file.endsWith('.js') && (await readFile(join(assets, file), 'utf8')).includes(enquiryUrl)) {
      return;
    }
  }
  throw new Error(
    `No script in ${relative(process.cwd(), assets)} posts to ${enquiryUrl}: connect-src would block the enquiry form. Was the client built with another VITE_ENQUIRY_URL?`,
  );
}

async function main(): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const dist = join(root, 'dist');
  const enquiryUrl = enquiryUrlForBuild(root);
  await assertBundleUses(dist, enquiryUrl);
  const manifest = await writeSecurityFiles(dist, new URL(enquiryUrl).href);
  const { scripts, scriptAttributes, styles, styleAttributes } = manifest.hashes;
  console.log(
    `Security headers for ${Object.keys(manifest.documents).length} pages: hashed ${scripts.length} inline scripts, ${scriptAttributes.length} event handlers, ${styles.length} style elements, ${styleAttributes.length} style attributes; connect-src ${manifest.enquiryUrl}`,
  );
  const check = checkHeadersFile(await readFile(join(dist, '_headers'), 'utf8'), manifest);
  console.log(
    `dist/_headers: ${String(check.rules)} rules (Cloudflare Pages takes ${String(cloudflareLimits.rules)}), longest line ${String(check.longestLine)} characters (${String(cloudflareLimits.lineLength)}); ${
      check.shared.length === 0
        ? "each page's policy allows its own inline code only"
        : `policies allowing other pages' inline code too: ${
            check.shared.length > 4
              ? `${String(check.shared.length)} pages`
              : check.shared.join(', ')
          }`
    }`,
  );
  for (const warning of warnings(manifest)) console.warn(`Warning: ${warning}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
