// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cloudflareLimits, headersFor, parseHeadersFile } from './cloudflare-headers';

/** The example of Cloudflare's documentation ("Attach a header"). */
const documented = `# This is a comment
/secure/page
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer

/static/*
  Access-Control-Allow-Origin: *
  X-Robots-Tag: nosnippet

https://myproject.pages.dev/*
  X-Robots-Tag: noindex
`;

describe("a _headers file read by Cloudflare Pages' documented rules", () => {
  const file = parseHeadersFile(documented);

  it('reads the documented example without a problem', () => {
    expect(file.problems).toEqual([]);
    expect(file.rules.map(({ pattern, line }) => [pattern, line])).toEqual([
      ['/secure/page', 2],
      ['/static/*', 7],
      ['https://myproject.pages.dev/*', 11],
    ]);
  });

  it.each([
    [
      'https://custom.domain/secure/page',
      {
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    ],
    [
      'https://custom.domain/static/image.jpg',
      { 'access-control-allow-origin': '*', 'x-robots-tag': 'nosnippet' },
    ],
    ['https://myproject.pages.dev/home', { 'x-robots-tag': 'noindex' }],
    [
      'https://myproject.pages.dev/secure/page',
      {
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex',
      },
    ],
    // Two rules attach X-Robots-Tag: the values are joined with a comma.
    [
      'https://myproject.pages.dev/static/styles.css',
      { 'access-control-allow-origin': '*', 'x-robots-tag': 'nosnippet, noindex' },
    ],
  ])('gives %s the headers of the documentation’s table', (url, headers) => {
    expect(headersFor(file, url)).toEqual(headers);
  });

  it('matches a host pattern whatever the protocol and port of the request', () => {
    expect(headersFor(file, 'http://myproject.pages.dev:8080/home')).toEqual({
      'x-robots-tag': 'noindex',
    });
  });

  it('matches paths exactly, and a splat across folders', () => {
    expect(headersFor(file, '/secure/page/')).toEqual({});
    expect(headersFor(file, '/secure')).toEqual({});
    expect(headersFor(file, '/static/')).toEqual({
      'access-control-allow-origin': '*',
      'x-robots-tag': 'nosnippet',
    });
    expect(headersFor(file, '/static/a/b/c.png')['x-robots-tag']).toBe('nosnippet');
    expect(headersFor(file, '/staticfile')).toEqual({});
  });

  it('detaches a header a more pervasive rule attached ("! Name")', () => {
    const detached = parseHeadersFile(
      "/*\n  Content-Security-Policy: default-src 'self';\n\n/*.jpg\n  ! Content-Security-Policy\n",
    );
    expect(detached.problems).toEqual([]);
    expect(headersFor(detached, '/photos/cat.jpg')).toEqual({});
    expect(headersFor(detached, '/index.html')).toEqual({
      'content-security-policy': "default-src 'self';",
    });
  });

  it('replaces a value when a rule detaches the header and attaches its own', () => {
    const replaced = parseHeadersFile(
      "/*\n  Content-Security-Policy: default-src 'none'\n  X-Frame-Options: DENY\n" +
        "/team/\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'\n",
    );
    expect(headersFor(replaced, '/team/')).toEqual({
      'content-security-policy': "default-src 'self'",
      'x-frame-options': 'DENY',
    });
    // Without the detach line both policies would be sent, joined.
    const joined = parseHeadersFile(
      "/*\n  Content-Security-Policy: default-src 'none'\n" +
        "/team/\n  Content-Security-Policy: default-src 'self'\n",
    );
    expect(headersFor(joined, '/team/')['content-security-policy']).toBe(
      "default-src 'none', default-src 'self'",
    );
  });

  it('applies the rules in the order of the file: a detach drops only what came before', () => {
    const early = parseHeadersFile(
      '/team/\n  ! X-Frame-Options\n  X-Test: team\n/*\n  X-Frame-Options: DENY\n',
    );
    expect(headersFor(early, '/team/')).toEqual({ 'x-test': 'team', 'x-frame-options': 'DENY' });
  });

  it('can apply the rules sorted by pattern instead, as seen on Workers static assets (workers-sdk issue 11351)', () => {
    // The file: `/` sorts before `/*`, so its detach runs first and both policies stay.
    const overrides = parseHeadersFile(
      "/*\n  Content-Security-Policy: default-src 'none'\n\n" +
        "/\n  ! Content-Security-Policy\n  Content-Security-Policy: script-src 'self'\n\n" +
        "/other\n  ! Content-Security-Policy\n  Content-Security-Policy: style-src 'self'\n",
    );
    expect(headersFor(overrides, '/')['content-security-policy']).toBe("script-src 'self'");
    expect(headersFor(overrides, '/', 'pattern')['content-security-policy']).toBe(
      "script-src 'self', default-src 'none'",
    );
    expect(headersFor(overrides, '/other', 'pattern')['content-security-policy']).toBe(
      "style-src 'self'",
    );
  });

  it('fills in placeholders (":title") and the splat (":splat") in values', () => {
    const movies = parseHeadersFile(
      '/movies/:title\n  x-movie-name: You are watching ":title"\n' +
        '/files/*\n  X-File: :splat\n',
    );
    expect(movies.problems).toEqual([]);
    expect(headersFor(movies, '/movies/inception')).toEqual({
      'x-movie-name': 'You are watching "inception"',
    });
    // A placeholder stands for one segment, never a `/`, and never nothing.
    expect(headersFor(movies, '/movies/inception/extras')).toEqual({});
    expect(headersFor(movies, '/movies/')).toEqual({});
    expect(headersFor(movies, '/files/a/b.txt')).toEqual({ 'x-file': 'a/b.txt' });
    // A name is filled in whole: `:title` never eats the start of `:titles`.
    const similar = parseHeadersFile('/:title/:titles\n  X-Names: :titles/:title/:other\n');
    expect(headersFor(similar, '/a/b')).toEqual({ 'x-names': 'b/a/:other' });
  });

  it('matches a placeholder in a host up to a dot (the documented CORS example)', () => {
    const cors = parseHeadersFile(
      'https://:project.pages.dev/*\n  Access-Control-Allow-Origin: https://staging.:project.pages.dev/\n',
    );
    expect(headersFor(cors, 'https://myproject.pages.dev/data.json')).toEqual({
      'access-control-allow-origin': 'https://staging.myproject.pages.dev/',
    });
    expect(headersFor(cors, 'https://staging.myproject.pages.dev/data.json')).toEqual({});
    expect(headersFor(cors, 'https://example.com/data.json')).toEqual({});
  });

  it('joins the values of a header given twice in one rule', () => {
    const twice = parseHeadersFile('/*\n  Cache-Control: no-cache\n  cache-control: no-store\n');
    expect(headersFor(twice, '/a')).toEqual({ 'cache-control': 'no-cache, no-store' });
  });

  it('matches paths as a request spells them (percent-escaped) and in their letter case', () => {
    const spaced = parseHeadersFile('/a b/\n  X-Test: 1\n/Team/\n  X-Test: 2\n');
    expect(spaced.rules.map(({ pattern }) => pattern)).toEqual(['/a%20b/', '/Team/']);
    expect(headersFor(spaced, '/a%20b/')).toEqual({ 'x-test': '1' });
    expect(headersFor(spaced, '/team/')).toEqual({});
  });
});

describe("a _headers file past Cloudflare Pages' limits, or that it would misread", () => {
  const rule = (index: number) => `/page-${String(index)}/\n  X-Test: ${String(index)}\n`;

  it(`takes ${String(cloudflareLimits.rules)} rules, and reports the next with its line (it and the rest are ignored)`, () => {
    const hundred = Array.from({ length: cloudflareLimits.rules }, (_, index) => rule(index));
    expect(parseHeadersFile(hundred.join('')).problems).toEqual([]);
    const file = parseHeadersFile([...hundred, rule(100), rule(101)].join(''));
    expect(file.rules).toHaveLength(cloudflareLimits.rules);
    expect(file.problems).toEqual([
      {
        line: 201,
        message: expect.stringContaining('the rule /page-100/ is rule number 101, over') as string,
      },
    ]);
    expect(headersFor(file, '/page-100/')).toEqual({});
  });

  it(`takes lines of ${String(cloudflareLimits.lineLength)} characters, spacing included, and reports a longer one with its line and rule`, () => {
    const value = (length: number) => 'x'.repeat(length - '  X-Long: '.length);
    const longest = `/*\n  X-Long: ${value(cloudflareLimits.lineLength)}\n`;
    expect(parseHeadersFile(longest).problems).toEqual([]);
    const file = parseHeadersFile(
      `/*\n  X-Short: 1\n  X-Long: ${value(cloudflareLimits.lineLength + 1)}\n`,
    );
    expect(file.problems).toEqual([
      {
        line: 3,
        message: expect.stringMatching(
          /^the line in the rule \/\* is 2001 characters, over/,
        ) as string,
      },
    ]);
    expect(headersFor(file, '/')).toEqual({ 'x-short': '1' });
  });

  it('reports what Cloudflare Pages would ignore or read otherwise, with its line', () => {
    const file = parseHeadersFile(
      [
        '  X-Orphan: 1',
        '/a/*/b/*',
        '  X-Two-Splats: 1',
        '/empty',
        '/c',
        '  not a header',
        '  Bad Name: 1',
        '  X-Ok: 1',
        'http://example.com/*',
        '  X-Http: 1',
        '/c',
        '  X-Again: 1',
      ].join('\n'),
    );
    const problems = new Map(file.problems.map(({ line, message }) => [line, message]));
    expect([...problems.keys()]).toEqual([1, 2, 3, 4, 6, 7, 9, 10, 11]);
    expect(problems.get(1)).toMatch(/belongs to no rule/);
    expect(problems.get(2)).toMatch(/more than one splat/);
    // The headers of an ignored rule belong to none.
    expect(problems.get(3)).toMatch(/belongs to no rule/);
    expect(problems.get(4)).toMatch(/the rule \/empty has no headers/);
    expect(problems.get(6)).toMatch(/not a "Name: value" line/);
    expect(problems.get(7)).toMatch(/not a "Name: value" line/);
    expect(problems.get(9)).toMatch(/neither a path .* nor an https:\/\/ URL/);
    expect(problems.get(11)).toMatch(/repeats the pattern of line 5/);
    // Of two rules with one pattern, the last one's headers count, in the first one's place.
    expect(file.rules.map(({ pattern }) => pattern)).toEqual(['/c']);
    expect(headersFor(file, '/c')).toEqual({ 'x-again': '1' });
  });
});
