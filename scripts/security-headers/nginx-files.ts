/**
 * The files deploy/nginx.conf includes: the security headers, each answer's
 * Content-Security-Policy, and the redirects and each language's not-found location.
 */
import {
  answerPolicy,
  contentSecurityPolicy,
  type SecurityHeadersManifest,
} from '../../server/security-headers';
import { readRedirects } from '../../server/site-server';

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
 * other answer's (assets, redirects) none. A page's header is then about 2 kB shorter than one
 * allowing every page's code, which keeps its first response inside TCP's first round trip.
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
