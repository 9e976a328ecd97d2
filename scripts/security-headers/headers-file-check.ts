/**
 * Reads dist/_headers as Cloudflare Pages would and checks that every answer gets every header of
 * the build and one policy allowing the inline code of the page it answers with.
 */
import { isSearchPageFile, searchBundlePath } from '../../contract/search';
import {
  noInlineCode,
  type InlineHashes,
  type SecurityHeadersManifest,
} from '../../server/security-headers';
import { headersFor, parseHeadersFile } from '../cloudflare-headers';
import { folderAddress, notFoundPage, servedAddress } from './served-addresses';

/** An address under a folder that no page has: it answers with the folder's not-found page. */
const unknownName = 'no-such-page/';

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
