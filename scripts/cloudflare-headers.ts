/**
 * A `_headers` file read as Cloudflare Pages reads it, to check what each address would be sent
 * before a deploy does (scripts/security-headers.ts writes dist/_headers and checks it with this).
 *
 * The rules are the documented ones (https://developers.cloudflare.com/pages/configuration/headers/):
 *
 * - a rule is a URL pattern on a line of its own, then indented `Name: value` lines; `#` starts
 *   a comment line; the pattern is a path or an `https://` URL (matched whatever the request's
 *   protocol and port);
 * - a pattern may hold one splat (`*`, any characters, `/` included) and placeholders (`:name`,
 *   one or more characters other than `/`; in the host, other than `/` and `.`); a value may name
 *   what they matched (`:splat`, `:name`);
 * - a request gets the headers of every rule whose pattern matches it; the values of a header
 *   attached twice (by two rules, or twice in one) are joined with `, `;
 * - `! Name` detaches a header a more pervasive rule attached;
 * - at most 100 rules, and at most 2,000 characters a line, spacing included.
 *
 * Where the documentation is silent, this follows Cloudflare's asset server (workers-sdk,
 * packages/pages-shared: metadata-generator/parseHeaders.ts, asset-server/rulesEngine.ts and
 * handler.ts): the matching rules apply in the file's order (a detach drops what the rules before
 * attached); header names are case-insensitive; a rule's detached headers are removed before its
 * own are attached (so `! Name` then `Name: value` replaces the value); a line over the limit,
 * a rule past the 100th (and all after it), a rule without headers or with a second splat are
 * ignored; of two rules with the same pattern only the last one's headers count. Each of those is
 * reported here as a problem, with its line.
 */

export const cloudflareLimits = {
  /** Characters a line, indentation included. */
  lineLength: 2000,
  /** Rules a file. */
  rules: 100,
} as const;

export interface HeadersRule {
  /** The URL pattern, normalised as Cloudflare does (`/a b/` is `/a%20b/`). */
  pattern: string;
  /** Its line in the file, from 1. */
  line: number;
  /** Headers attached, by lower-case name (a name given twice has its values joined). */
  attach: Record<string, string>;
  /** Headers detached (`! Name`), in lower case. */
  detach: string[];
  /** Matches a request's path (or `https://host/path` for a pattern with a host). */
  matcher: RegExp;
}

export interface HeadersProblem {
  line: number;
  message: string;
}

export interface HeadersFile {
  /** The rules Cloudflare Pages would apply, in order. */
  rules: HeadersRule[];
  /** What it would ignore or misread. */
  problems: HeadersProblem[];
}

/** A path line: `/…`, or a URL with a scheme (only https is valid). */
const patternLine = /^(\S+:\/\/|\/)/;
const absolutePattern = /^https:\/+(?<host>[^/]+)\/?(?<path>.*)$/;
/** A pattern's splat and placeholders (`:` and a letter, then letters, digits, `_`). */
const patternToken = /\*|:[A-Za-z]\w*/g;

const escapeRegExp = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

/** Cloudflare's normalisation of a pattern's path (a URL's pathname: escapes, dot segments). */
function normalisedPath(path: string): string {
  return new URL(`//${path.startsWith('/') ? path : `/${path}`}`, 'relative://').pathname;
}

/** The pattern as Cloudflare stores it, or why it is not one. */
function normalisedPattern(text: string): string | Error {
  if (text.startsWith('/')) return normalisedPath(text);
  const absolute = absolutePattern.exec(text);
  if (!absolute?.groups?.host) {
    return new Error(`"${text}" is neither a path (/…) nor an https:// URL`);
  }
  return `https://${absolute.groups.host}${normalisedPath(absolute.groups.path ?? '')}`;
}

/** The pattern as a regular expression over a path (or `https://host/path`), or why not. */
function patternMatcher(pattern: string): RegExp | Error {
  const hostEnd = pattern.startsWith('https://') ? pattern.indexOf('/', 'https://'.length) : 0;
  const names = new Set<string>();
  let source = '';
  let last = 0;
  for (const token of pattern.matchAll(patternToken)) {
    source += escapeRegExp(pattern.slice(last, token.index));
    last = token.index + token[0].length;
    const name = token[0] === '*' ? 'splat' : token[0].slice(1);
    if (names.has(name)) {
      return new Error(
        name === 'splat'
          ? `"${pattern}" has more than one splat (*): Cloudflare Pages allows one`
          : `"${pattern}" names the placeholder :${name} twice`,
      );
    }
    names.add(name);
    if (token[0] === '*') source += '(?<splat>.*)';
    else source += `(?<${name}>${token.index < hostEnd ? '[^/.]+' : '[^/]+'})`;
  }
  source += escapeRegExp(pattern.slice(last));
  return new RegExp(`^${source}$`);
}

function compiledPattern(text: string): Pick<HeadersRule, 'pattern' | 'matcher'> | Error {
  const pattern = normalisedPattern(text);
  if (pattern instanceof Error) return pattern;
  const matcher = patternMatcher(pattern);
  return matcher instanceof Error ? matcher : { pattern, matcher };
}

/** Reads a `_headers` file as Cloudflare Pages would. */
export function parseHeadersFile(text: string): HeadersFile {
  const rules: HeadersRule[] = [];
  const problems: HeadersProblem[] = [];
  const byPattern = new Map<string, HeadersRule>();
  /** Rules read, a repeated pattern included: Cloudflare counts those towards the limit. */
  let count = 0;
  let rule: HeadersRule | undefined;
  /** Closes the rule being read: kept if it has headers (replacing one of the same pattern). */
  const close = () => {
    if (!rule) return;
    const { line, pattern } = rule;
    const earlier = byPattern.get(pattern);
    if (Object.keys(rule.attach).length === 0 && rule.detach.length === 0) {
      problems.push({ line, message: `the rule ${pattern} has no headers: it is ignored` });
      rule = undefined;
      return;
    }
    count += 1;
    if (earlier) {
      problems.push({
        line,
        message: `the rule ${pattern} repeats the pattern of line ${String(earlier.line)}: only this one's headers count`,
      });
      Object.assign(earlier, { attach: rule.attach, detach: rule.detach });
    } else {
      byPattern.set(pattern, rule);
      rules.push(rule);
    }
    rule = undefined;
  };

  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const number = index + 1;
    const line = raw.trim();
    if (raw.length > cloudflareLimits.lineLength) {
      const where = rule && !patternLine.test(line) ? ` in the rule ${rule.pattern}` : '';
      problems.push({
        line: number,
        message: `the line${where} is ${String(raw.length)} characters, over Cloudflare Pages' ${String(cloudflareLimits.lineLength)}: it is ignored (${line.slice(0, 40)}…)`,
      });
      continue;
    }
    if (line === '' || line.startsWith('#')) continue;
    if (patternLine.test(line)) {
      close();
      if (count >= cloudflareLimits.rules) {
        problems.push({
          line: number,
          message: `the rule ${line} is rule number ${String(count + 1)}, over Cloudflare Pages' ${String(cloudflareLimits.rules)}: it and the rest of the file are ignored`,
        });
        break;
      }
      const compiled = compiledPattern(line);
      if (compiled instanceof Error) {
        problems.push({ line: number, message: `${compiled.message}: the rule is ignored` });
        continue;
      }
      rule = { ...compiled, line: number, attach: {}, detach: [] };
      continue;
    }
    if (!rule) {
      problems.push({
        line: number,
        message: `"${line}" belongs to no rule (none before it, or one that is ignored)`,
      });
      continue;
    }
    const separator = line.indexOf(':');
    if (separator < 0) {
      if (line.startsWith('! ')) rule.detach.push(line.slice(2).trim().toLowerCase());
      else problems.push({ line: number, message: `"${line}" is not a "Name: value" line` });
      continue;
    }
    const name = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (name === '' || /\s/.test(name) || value === '') {
      problems.push({ line: number, message: `"${line}" is not a "Name: value" line` });
      continue;
    }
    const existing = rule.attach[name];
    rule.attach[name] = existing === undefined ? value : `${existing}, ${value}`;
  }
  close();
  return { rules, problems };
}

/**
 * In which order the matching rules apply: the file's (as documented, and as Cloudflare's asset
 * server does), or sorted by pattern, as Workers static assets have been seen to apply them
 * (workers-sdk issue 11351: a `/` rule's detach ran before `/*` attached): a file that gives
 * every address what it needs in both orders does not depend on which one the host uses.
 */
export type RuleOrder = 'file' | 'pattern';

/** `:name` in a value, filled in with what the placeholder of that name matched. */
const valuePlaceholder = /:([A-Za-z]\w*)/g;

/**
 * The headers (by lower-case name) Cloudflare Pages would send for an address: a path
 * (`/team/`, percent-escaped as in a request) or a full URL, whose host the `https://` patterns
 * are matched against.
 */
export function headersFor(
  { rules }: HeadersFile,
  address: string,
  order: RuleOrder = 'file',
): Record<string, string> {
  const url = new URL(address, 'https://pages.invalid');
  const headers = new Map<string, string>();
  const ordered =
    order === 'file'
      ? rules
      : [...rules].sort((a, b) => (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0));
  for (const rule of ordered) {
    const subject = rule.pattern.startsWith('https://')
      ? `https://${url.hostname}${url.pathname}`
      : url.pathname;
    const match = rule.matcher.exec(subject);
    if (!match) continue;
    for (const name of rule.detach) headers.delete(name);
    const matched = match.groups ?? {};
    for (const [name, template] of Object.entries(rule.attach)) {
      // In one pass, so that `:id` never eats the start of `:id_2`; unknown names stay as written.
      const value = template.replace(valuePlaceholder, (text, placeholder: string) =>
        Object.hasOwn(matched, placeholder) ? (matched[placeholder] ?? '') : text,
      );
      const earlier = headers.get(name);
      headers.set(name, earlier === undefined ? value : `${earlier}, ${value}`);
    }
  }
  return Object.fromEntries(headers);
}
