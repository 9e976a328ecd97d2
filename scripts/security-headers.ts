/**
 * The build step that hashes the inline code of every built page and writes the site's security
 * headers (server/security-headers.ts) for each way it is served: dist/security-headers.json for
 * `npm start`'s server, dist/_headers for Netlify and Cloudflare Pages, and the nginx includes
 * for deploy/nginx.conf. It runs after every step that changes the pages, whose hashes the site
 * server checks at start-up (docs/architecture.md, "Data flow").
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { securityHeaders, type SecurityHeadersManifest } from '../server/security-headers';
import { site } from '../src/site';
import { cloudflareLimits } from './cloudflare-headers';
import { checkHeadersFile } from './security-headers/headers-file-check';
import { headersFile } from './security-headers/headers-file';
import { scanDist } from './security-headers/inline-code';
import { nginxHeaders, nginxPolicies, nginxRedirects } from './security-headers/nginx-files';

/** The same default as src/env.ts (which reads import.meta.env and cannot run here). */
const defaultEnquiryUrl = 'http://localhost:8787/send-email';

/**
 * The enquiry endpoint the client build baked in: VITE_ENQUIRY_URL from the environment or the
 * .env files, as Vite reads them for `vite build` (mode production), else the default.
 */
export function enquiryUrlForBuild(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromFiles = loadEnv('production', root, 'VITE_').VITE_ENQUIRY_URL;
  return env.VITE_ENQUIRY_URL || fromFiles || defaultEnquiryUrl;
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
