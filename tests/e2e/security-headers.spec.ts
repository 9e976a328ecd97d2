import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withLocalePrefix } from '../../contract/locales';
import { isSearchPageFile } from '../../contract/search';
import {
  noInlineCode,
  securityHeaders,
  type SecurityHeadersManifest,
} from '../../server/security-headers';
import { pageFor } from '../../server/site-server';
import { locales } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import { fillEnquiry, pages, waitForApp } from './pages';
import { storedEnquiries } from './spool';

/** Served over plain http here: every header but HSTS, which needs https (checked below). */
const expected = {
  'content-security-policy': /^default-src 'self'; /,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /(^|, )camera=\(\)/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
};

/** What the build wrote (scripts/security-headers.ts), with the hashes of its inline code. */
const built = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../dist/security-headers.json'), 'utf8'),
) as SecurityHeadersManifest;
const builtPages = new Set(Object.keys(built.pages));

/**
 * The headers an answer should carry over http: a page's policy allows its own inline code
 * (`file`, its path in dist/), any other answer's none.
 */
function builtHeaders(file?: string): Record<string, string> {
  if (!file) return securityHeaders({ ...built, hashes: noInlineCode, https: false });
  const hashes = built.pages[file];
  if (!hashes) throw new Error(`No hashes were built for ${file}`);
  return securityHeaders({ ...built, hashes, https: false, search: isSearchPageFile(file) });
}

/**
 * The policy names the search index and robots.txt of the origin a request went to; the build
 * names the deployed one.
 */
const anyOrigin = (policy: string | undefined) =>
  policy?.replace(/ [a-z]+:\/\/[^\s/;]+\/(pagefind\/|robots\.txt)/g, ' ORIGIN/$1');

function expectSecurityHeaders(
  headers: Record<string, string>,
  where: string,
  file?: string,
): void {
  for (const [name, value] of Object.entries(builtHeaders(file))) {
    const received = headers[name.toLowerCase()];
    expect(
      name === 'Content-Security-Policy' ? anyOrigin(received) : received,
      `${name} on ${where}`,
    ).toBe(name === 'Content-Security-Policy' ? anyOrigin(value) : value);
  }
  for (const [name, pattern] of Object.entries(expected)) {
    expect(headers[name], `${name} on ${where}`).toMatch(pattern);
  }
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `CSP on ${where}`).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  // The enquiry endpoint, the search index (on the search page, and in the site-wide policy)
  // and the robots.txt of the origin the page came from (crawler tools read it from inside the
  // page).
  expect(csp).toMatch(
    /connect-src http:\/\/localhost:8787\/send-email (?:https?:\/\/(?:localhost|127\.0\.0\.1):\d+\/pagefind\/ )?https?:\/\/(?:localhost|127\.0\.0\.1):\d+\/robots\.txt;/,
  );
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `Permissions-Policy on ${where}`).toMatch(
      new RegExp(`(^|, )${feature}=\\(\\)`),
    );
  }
}

type Labels = Record<'menuOpen' | 'verticals', string>;
function labels(locale: string): Labels {
  const catalog = JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../locales/${locale}/common.json`), 'utf8'),
  ) as { header: Labels };
  return catalog.header;
}

/**
 * Records every CSP violation of the page, in every document it loads: the
 * `securitypolicyviolation` event (registered before any of the page's own code runs) and the
 * console's account of it. Permissions-Policy complaints (an unknown feature) count too.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Permissions-Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return violations;
}

test.describe('every page is served with the security headers', () => {
  test('pages in both languages, assets, not-found answers and the redirect', async ({
    request,
  }) => {
    expect(pages.some((page) => page.locale === 'ja')).toBe(true);
    for (const entry of pages) {
      const response = await request.get(entry.path);
      expect(response.status(), entry.path).toBe(200);
      const file = pageFor(entry.path, builtPages);
      expect(file, entry.path).toBeDefined();
      expectSecurityHeaders(response.headers(), entry.path, file);
      expect(response.headers()['strict-transport-security'], 'not over http').toBeUndefined();
      // The page's own inline style is allowed, and no other page's.
      const csp = response.headers()['content-security-policy'] ?? '';
      const ownStyles = built.pages[file ?? '']?.styles ?? [];
      expect(ownStyles.length, `${entry.path} has its CSS inlined`).toBeGreaterThan(0);
      for (const hash of built.hashes.styles) {
        expect(csp.includes(hash), `${entry.path} and ${hash}`).toBe(ownStyles.includes(hash));
      }
    }

    const home = await (await request.get('/')).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)?.[1];
    const asset = await request.get(stylesheet ?? '/missing-stylesheet');
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset.headers(), stylesheet ?? 'the stylesheet');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const lang of locales) {
      const path = localizePath('/no-such-page', lang);
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      // The not-found page's file in dist/: its address without the leading slash.
      expectSecurityHeaders(missing.headers(), path, localizePath('/404.html', lang).slice(1));
      expect(missing.headers()['x-robots-tag']).toBe('noindex');
      const html = await missing.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
    }

    const guessed = withLocalePrefix('/japan', 'ja');
    const moved = await request.get(guessed, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/japanese');
    expectSecurityHeaders(moved.headers(), guessed);

    for (const buildFile of ['/_headers', '/_redirects', '/security-headers.json']) {
      expect((await request.get(buildFile)).status(), buildFile).toBe(404);
    }
  });

  test('HSTS is sent when the site is reached over https (through a TLS proxy)', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expectSecurityHeaders(response.headers(), '/ over https', 'index.html');
  });
});

test.describe('the site works under its policy', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const entry of pages) {
    test(`${entry.path}: boots, opens the menus and switches language with no violation`, async ({
      page,
    }) => {
      const violations = await recordViolations(page);
      await page.goto(entry.path);
      await waitForApp(page);
      const text = labels(entry.locale);
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: text.menuOpen, exact: true }).click();
      const verticals = banner.locator('summary', { hasText: text.verticals });
      const list = banner.locator('.verticals-menu__list');
      await verticals.click();
      await expect(list).toBeVisible();
      await verticals.click();
      await expect(list).toBeHidden();

      // The first language the switch offers (the only one on a site of two languages).
      const switchLink = banner.locator('a[hreflang]').first();
      if ((await switchLink.count()) > 0) {
        const other = await switchLink.getAttribute('hreflang');
        const href = await switchLink.getAttribute('href');
        await switchLink.click();
        await expect(page, violations.join('\n')).toHaveURL(new RegExp(`${href ?? ''}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', other ?? '');
        await waitForApp(page);
      }
      expect(violations).toEqual([]);
    });
  }

  for (const [path, send] of [
    ['/Contact_Us', 'Send message'],
    [localizePath('/Contact_Us', 'ja'), '送信する'],
  ] as const) {
    test(`the enquiry form on ${path} reaches the real service under connect-src`, async ({
      page,
    }) => {
      const violations = await recordViolations(page);
      await page.goto(path);
      await waitForApp(page);
      const values = {
        name: `Visitor ${randomUUID().slice(0, 8)}`,
        phone: '+91 124 000 0000',
        email: 'visitor@example.com',
        company: 'Example Pvt Ltd',
        designation: 'CTO',
        message: 'Checking that the form works under the security policy.',
      };
      const form = page.locator('#Contact form');
      await fillEnquiry(form, values);
      await form.getByRole('button', { name: send }).click();
      await expect(form.getByRole('status')).not.toBeEmpty();
      await expect.poll(() => storedEnquiries(values.name)).toHaveLength(1);
      expect(violations).toEqual([]);
    });
  }

  for (const [path, locale] of locales.map(
    (locale) => [localizePath('/no-such-page', locale), locale] as const,
  )) {
    test(`the not-found page ${path} boots with no violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect(violations).toEqual([]);
    });
  }

  test('structured data (JSON-LD) needs no hash: it is a data block the browser never runs', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await waitForApp(page);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent) as object));
    expect(blocks.length).toBeGreaterThan(0);
    const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
    // One hash: the boot script written into every page; none for the data blocks.
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    const sources = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent));
    for (const source of sources) {
      const digest = createHash('sha256').update(source, 'utf8').digest('base64');
      expect(csp).not.toContain(digest);
    }
    expect(violations).toEqual([]);
  });
});

test.describe('the policy is enforced', () => {
  test('an injected inline script does not run, and is reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await waitForApp(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline');
  });

  test('injected inline styles do not apply, and are reported', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/team');
    await waitForApp(page);
    const applied = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid rgb(1, 2, 3) !important; }';
      document.head.append(style);
      const marked = document.createElement('div');
      marked.setAttribute('style', 'outline: 7px solid rgb(1, 2, 3)');
      document.body.append(marked);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return [getComputedStyle(document.body).outlineWidth, getComputedStyle(marked).outlineWidth];
    });
    expect(applied).not.toContain('7px');
    await expect.poll(() => violations.join('\n')).toContain('style-src-elem blocked inline');
    await expect.poll(() => violations.join('\n')).toContain('style-src-attr blocked inline');
  });

  test('scripts may connect to the enquiry endpoint, and read robots.txt, only', async ({
    page,
    baseURL,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await waitForApp(page);
    const refused = await page.evaluate(async (origin) => {
      const targets = [
        'https://collector.example/steal', // another site
        'http://localhost:8787/elsewhere', // the enquiry host, another path
        'http://127.0.0.1:8787/send-email', // the endpoint under another host name
        `${origin ?? ''}/sitemap.xml`, // the site itself, another file
      ];
      const outcomes: string[] = [];
      for (const target of targets) {
        outcomes.push(
          await fetch(target).then(
            () => `${target} fetched`,
            () => `${target} refused`,
          ),
        );
      }
      // Crawler tools read robots.txt from inside the page, so that one file is allowed.
      const robots = await fetch(`${origin ?? ''}/robots.txt`).then((response) => response.ok);
      return robots ? outcomes : [...outcomes, 'robots.txt could not be read'];
    }, baseURL);
    expect(
      refused.every((outcome) => outcome.endsWith('refused')),
      refused.join('\n'),
    ).toBe(true);
    await expect.poll(() => violations.filter((v) => v.startsWith('connect-src'))).toHaveLength(4);
  });

  test('no other site may frame a page', async ({ page, baseURL }) => {
    await page.route('http://embedder.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/control')
          ? '<!doctype html><title>control</title><div id="root"></div>'
          : `<!doctype html><title>embedder</title><iframe src="${baseURL ?? ''}/team"></iframe><iframe src="/control"></iframe>`,
      }),
    );
    await page.goto('http://embedder.test/');
    const [site, control] = page.frames().filter((frame) => frame !== page.mainFrame());
    // Chromium replaces a refused frame with its error page (and tells only the frame's console).
    await expect.poll(() => site?.url()).toBe('chrome-error://chromewebdata/');
    expect(await site?.locator('#root').count()).toBe(0);
    // A page without the headers, in the same embedder, is shown.
    expect(await control?.locator('#root').count()).toBe(1);
  });
});
