// @vitest-environment node
/**
 * dist/_headers for Cloudflare Pages, written from a build's manifest: each page its own policy,
 * unknown addresses their folder's, rules shared among sibling pages when there would be too
 * many, and refused when even that is not enough.
 */
import { describe, expect, it } from 'vitest';
import { hashSource, noInlineCode, type InlineHashes } from '../../server/security-headers';
import { cloudflareLimits, headersFor, parseHeadersFile } from '../cloudflare-headers';
import { headersFile } from './headers-file';
import { checkHeadersFile } from './headers-file-check';
import { servedAddress } from './served-addresses';
import { codeOf, ja, manifestOf, ownPolicy, policyOf } from './test-support';

/** Inline code: one style element, and the boot script every page shares. */
const code = (style: string): InlineHashes => ({
  ...noInlineCode,
  scripts: [hashSource('boot()')],
  styles: [hashSource(style)],
});

describe('dist/_headers on Cloudflare Pages', () => {
  it('gives each page its own policy, and each folder with a not-found page of its own that page’s', () => {
    const manifest = manifestOf({
      'index.html': { ...code('.home{}'), styleAttributes: [hashSource('width:auto')] },
      'team/index.html': code('.team{}'),
      'search/index.html': code('.search{}'),
      'ja/search/index.html': code('.search{}'),
      'ja/index.html': code('.home{}'),
      '404.html': code('.lost{}'),
      'ja/404.html': code('.迷子{}'),
    });
    const text = headersFile(manifest);
    const file = parseHeadersFile(text);
    expect(file.rules.map(({ pattern }) => pattern)).toEqual([
      '/*',
      '/assets/*',
      '/ja/*',
      '/pagefind/*',
      '/',
      '/ja/',
      '/ja/search/',
      '/search/',
      '/team/',
    ]);
    expect(checkHeadersFile(text, manifest)).toEqual({
      rules: 9,
      longestLine: expect.any(Number) as number,
      problems: [],
      // At their own addresses, under their folder's rule (see below).
      shared: ['404.html', 'ja/404.html'],
    });
    const policy = (address: string) => headersFor(file, address)['content-security-policy'];
    for (const page of Object.keys(manifest.pages).filter((page) => !page.endsWith('404.html'))) {
      expect(policy(servedAddress(page)), page).toBe(ownPolicy(manifest, page));
    }
    // Unknown addresses: the not-found page's code, and that of the page at the folder.
    const root = policyOf(manifest, codeOf(manifest, '404.html', 'index.html'));
    const japanese = policyOf(manifest, codeOf(manifest, 'ja/404.html', 'ja/index.html'));
    expect(policy('/unknown/page/')).toBe(root);
    expect(policy(ja('/team/unknown'))).toBe(japanese);
    // Should the rules apply sorted by pattern, `/` (before `/*`) gets both policies, which
    // together allow exactly its own code still, and `/ja/` (before `/ja/*`) the folder's, which
    // allows its code too.
    expect(headersFor(file, '/', 'pattern')['content-security-policy']).toBe(
      `${ownPolicy(manifest, 'index.html')}, ${root}`,
    );
    expect(headersFor(file, '/ja/', 'pattern')['content-security-policy']).toBe(japanese);
    expect(policy('/search/')).toContain("'wasm-unsafe-eval'");
    expect(policy('/team/')).not.toContain("'wasm-unsafe-eval'");
    // Pagefind's worker runs under the policy of its own script's answer.
    expect(policy('/pagefind/pagefind-worker.js')).toContain("'wasm-unsafe-eval'");
    expect(policy('/pagefind/pagefind-worker.js')).toContain(`'${hashSource('.lost{}')}'`);
  });

  it('shares a rule among sibling pages with the same code when one rule each would be too many', () => {
    const posts = Object.fromEntries(
      ['', 'ja/'].flatMap((prefix) =>
        Array.from({ length: prefix ? 50 : 60 }, (_, index) => [
          `${prefix}blogs/${String(index + 1)}/index.html`,
          code(prefix ? '.記事{}' : '.post{}'),
        ]),
      ),
    );
    const manifest = manifestOf({
      ...posts,
      'blogs/7/index.html': code('.featured{}'),
      'blogs/index.html': code('.blog{}'),
      'index.html': code('.home{}'),
      '404.html': code('.lost{}'),
      'ja/404.html': code('.迷子{}'),
    });
    const text = headersFile(manifest);
    const file = parseHeadersFile(text);
    const check = checkHeadersFile(text, manifest);
    expect(check.problems).toEqual([]);
    expect(check.rules).toBeLessThanOrEqual(cloudflareLimits.rules);
    // The larger group first; the Japanese posts then fit with a rule each.
    expect(file.rules.map(({ pattern }) => pattern)).toContain('/blogs/:page/');
    expect(file.rules.map(({ pattern }) => pattern)).not.toContain(ja('/blogs/:page/'));
    // The posts of the shared rule, and 404.html (allowing the home page's code, see above).
    expect(check.shared).toHaveLength(59 + 1);
    expect(check.shared).not.toContain('blogs/7/index.html');
    const policy = (address: string) => headersFor(file, address)['content-security-policy'];
    // A post: its code, that of the not-found page, which answers unknown posts, and that of the
    // post with its own rule (which sorts before the shared one).
    const post = policy('/blogs/3/');
    expect(post).toBe(
      policyOf(manifest, codeOf(manifest, 'blogs/3/index.html', 'blogs/7/index.html', '404.html')),
    );
    expect(policy('/blogs/no-such-post/')).toBe(post);
    for (const page of ['blogs/7/index.html', 'blogs/index.html', 'ja/blogs/3/index.html']) {
      expect(policy(servedAddress(page)), page).toBe(ownPolicy(manifest, page));
    }
  });

  it('fails, naming the rule, when even shared rules are too many', () => {
    const pages = Object.fromEntries(
      Array.from({ length: cloudflareLimits.rules }, (_, index) => [
        `page-${String(index)}/index.html`,
        code(`.page-${String(index)}{}`),
      ]),
    );
    const manifest = manifestOf({ ...pages, '404.html': code('.lost{}') });
    expect(checkHeadersFile(headersFile(manifest), manifest).problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^line \d+: the rule \/page-\d+\/ is rule number 101, over/),
      ]),
    );
  });

  it('refuses a page whose address a rule cannot name', () => {
    const manifest = manifestOf({ 'a:b/index.html': code('.x{}'), '404.html': code('.lost{}') });
    expect(() => headersFile(manifest)).toThrow(/a:b\/index\.html is served at \/a:b\//);
  });
});
