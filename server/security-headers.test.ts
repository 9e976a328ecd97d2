// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  endpointSource,
  hashSource,
  noInlineCode,
  securityHeaders,
} from './security-headers';

const enquiryUrl = 'http://localhost:8787/send-email';
const siteOrigin = 'https://www.example.com';

/** `directive -> sources` of a policy. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  it('allows the site itself and nothing inline when the pages hold no inline code', () => {
    const policy = contentSecurityPolicy({ enquiryUrl, siteOrigin, hashes: noInlineCode });
    expect(Object.fromEntries(directives(policy))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': [
        'http://localhost:8787/send-email',
        'https://www.example.com/pagefind/',
        'https://www.example.com/robots.txt',
      ],
      'form-action': ["'self'", 'http://localhost:8787/send-email'],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'object-src': ["'none'"],
    });
    expect(policy).not.toContain('unsafe-inline');
    // Inline event handlers and style attributes fall back to script-src and style-src, which
    // allow none without 'unsafe-hashes'.
    expect(policy).not.toContain('unsafe-hashes');
  });

  it('lets the search pages and the site-wide policy run the search, and no other page', () => {
    const searching = directives(
      contentSecurityPolicy({ enquiryUrl, siteOrigin, hashes: noInlineCode }),
    );
    expect(searching.get('script-src')).toContain("'wasm-unsafe-eval'");
    expect(searching.get('connect-src')).toContain('https://www.example.com/pagefind/');
    const page = directives(
      contentSecurityPolicy({ enquiryUrl, siteOrigin, hashes: noInlineCode, search: false }),
    );
    expect(page.get('script-src')).toEqual(["'self'"]);
    expect(page.get('connect-src')).toEqual([
      'http://localhost:8787/send-email',
      'https://www.example.com/robots.txt',
    ]);
  });

  it('allows exactly the inline code found in the build, by hash, sorted and once each', () => {
    const style = hashSource('.hero{color:red}');
    const script = hashSource('console.log(1)');
    const attribute = hashSource('position:relative');
    const handler = hashSource("this.media='all'");
    const policy = directives(
      contentSecurityPolicy({
        siteOrigin,
        enquiryUrl,
        hashes: {
          scripts: [script],
          scriptAttributes: [handler],
          styles: [style, hashSource('a{}'), style],
          styleAttributes: [attribute],
        },
      }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'${script}'`]);
    expect(policy.get('script-src-attr')).toEqual(["'unsafe-hashes'", `'${handler}'`]);
    expect(policy.get('style-src')).toEqual([
      "'self'",
      ...[style, hashSource('a{}')].sort().map((hash) => `'${hash}'`),
    ]);
    // Style attributes are matched by hash only with 'unsafe-hashes'; never 'unsafe-inline'.
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-hashes'", `'${attribute}'`]);
  });

  it('hashes as browsers do (the web-platform-tests vector)', () => {
    expect(hashSource('background: green')).toBe(
      'sha256-S0VSqEOmzmyOifPfat2sJ7ELOgkldAEbaXlvi5iMqjc=',
    );
  });

  it('refuses anything but a sha256 hash in a hash list (no smuggled sources)', () => {
    for (const bad of ["sha256-x'; script-src *", 'unsafe-inline', 'sha384-abc']) {
      expect(() =>
        contentSecurityPolicy({
          enquiryUrl,
          siteOrigin,
          hashes: { ...noInlineCode, styles: [bad] },
        }),
      ).toThrow(/Not a sha256 CSP hash/);
    }
  });
});

describe('the enquiry endpoint as a connect-src source', () => {
  it.each([
    ['http://localhost:8787/send-email', 'http://localhost:8787/send-email'],
    ['https://api.example.com:443/send-email', 'https://api.example.com/send-email'],
    ['https://api.example.com:8443/send-email?x=1#y', 'https://api.example.com:8443/send-email'],
    ['https://api.example.com:443/a;b,c', 'https://api.example.com/a%3Bb%2Cc'],
  ])('%s becomes %s', (url, source) => {
    expect(endpointSource(url)).toBe(source);
  });

  it('refuses what cannot name one https or http endpoint', () => {
    expect(() => endpointSource('ftp://example.com:21/x')).toThrow(/http or https/);
    expect(() => endpointSource('https://user:pw@example.com:443/x')).toThrow(/one host/);
    expect(() => endpointSource('not a url')).toThrow();
  });
});

describe('the header set', () => {
  it('sends every header, and HSTS only over https', () => {
    const http = securityHeaders({ enquiryUrl, siteOrigin, hashes: noInlineCode, https: false });
    const https = securityHeaders({ enquiryUrl, siteOrigin, hashes: noInlineCode, https: true });
    expect(Object.keys(http).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    expect(https).toEqual({
      ...http,
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    });
    expect(http['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(http['X-Content-Type-Options']).toBe('nosniff');
    expect(http['X-Frame-Options']).toBe('DENY');
    expect(http['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(http['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('denies the features a brochure site never uses', () => {
    const { 'Permissions-Policy': policy = '' } = securityHeaders({
      enquiryUrl,
      siteOrigin,
      hashes: noInlineCode,
      https: true,
    });
    const denied = policy.split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      expect(denied).toContain(`${feature}=()`);
    }
    expect(denied.every((entry) => /^[a-z-]+=\(\)$/.test(entry))).toBe(true);
  });
});
