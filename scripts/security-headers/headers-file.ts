/**
 * Writes dist/_headers for Netlify and Cloudflare Pages: every header on every address, and a
 * Content-Security-Policy per address that allows the inline code of the page it answers with.
 */
import { isSearchPageFile, searchBundlePath } from '../../contract/search';
import {
  contentSecurityPolicy,
  noInlineCode,
  type InlineHashes,
  type SecurityHeadersManifest,
} from '../../server/security-headers';
import { cloudflareLimits, headersFor, parseHeadersFile } from '../cloudflare-headers';
import { together } from './inline-code';
import {
  depth,
  folderAddress,
  isNotFoundPage,
  notFoundPage,
  servedAddress,
} from './served-addresses';

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
