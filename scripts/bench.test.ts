import { describe, expect, it } from 'vitest';
import { withLocalePrefix } from '../contract/locales';
import { budgetFailures } from './bench/budgets';
import { inlineScriptBytes, inlineStyleBytes } from './bench/page-bytes';
import { nearestReference, nearestReferenceLcps } from './bench/reference-pages';
import { unexpectedChunks } from './chunk-budget';
import { median, spread } from './statistics';
import { bootScriptPlaceholder } from './boot-script-placeholder';
import {
  appEntryMarker,
  hasBootScriptPlace,
  inlineableBootScript,
  inlineBootScript,
} from './inline-boot-script';
import { deferFullStylesheet, withoutHoverOrPrintRules } from './inline-critical-css';

const scripts = (...names: string[]) => names.map((name) => `http://127.0.0.1:1/assets/${name}`);

/** An address under the Japanese prefix: `ja('/team')`. */
const ja = (path: string) => withLocalePrefix(path, 'ja');

describe('the benchmark', () => {
  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('shows the spread of the runs behind a median, lowest to highest', () => {
    expect(spread([702.4, 655.6, 681])).toBe('656–702');
    expect(spread([640, 640.2])).toBe('640');
    // A run Lighthouse could not time is left out, and none at all reads as a dash.
    expect(spread([Number.NaN, 700, 690])).toBe('690–700');
    expect(spread([Number.NaN])).toBe('–');
  });

  it('compares each page with the four reference runs nearest it, two either side where there are', () => {
    // Run k was measured before page k; page 3 lies between runs 3 and 4.
    const runs = [600, 610, 620, 630, 640, 650, 660, 670];
    expect(nearestReference(runs, 3)).toEqual([620, 630, 640, 650]);
    expect(nearestReference(runs, 0)).toEqual([600, 610, 620, 630]);
    expect(nearestReference(runs, 6)).toEqual([640, 650, 660, 670]);
    // A quick bench of one page has the runs before and after it and nothing more.
    expect(nearestReference([600, 640], 0)).toEqual([600, 640]);
  });

  it("compares each page with the nearest runs of its own language's reference, by its place among that language's pages", () => {
    // Five English pages and four Japanese ones, interleaved: each reference was measured before
    // its language's first page and after each of its pages.
    const referenceLcps = new Map([
      ['en', [600, 610, 620, 630, 640, 650]],
      ['ja', [700, 710, 720, 730, 740]],
    ] as const);
    const pages = ['en', 'ja', 'en', 'ja', 'en', 'en', 'ja', 'ja', 'en'].map((locale) => ({
      locale: locale as 'en' | 'ja',
    }));
    expect(nearestReferenceLcps(pages, referenceLcps)).toEqual([
      615, // the first English page: English runs 0 to 3
      715, // the first Japanese page: Japanese runs 0 to 3, not the English ones
      615, // the second English page: runs 0 to 3 too (the four nearest there are)
      715,
      625, // the third English page: runs 1 to 4
      635, // the fourth: runs 2 to 5
      725, // the third Japanese page: runs 1 to 4
      725,
      635,
    ]);
  });

  it('passes a page within every budget, and names each budget a page misses', () => {
    const page = {
      locale: 'en' as const,
      lcp: 700,
      fcp: 690,
      tbt: 20,
      cls: 0,
      ratio: 1.1,
      js: 1200,
      response: 9000,
      scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
    };
    expect(budgetFailures(page)).toEqual([]);
    expect(
      budgetFailures({ ...page, ratio: 1.2, tbt: 50, scores: { ...page.scores, seo: 0.92 } }),
    ).toEqual(['LCP 1.20x (budget 1.15x)', 'TBT 50 ms', 'seo 92']);
  });

  it('holds a Japanese page to 1.05x of its reference, an English page to 1.15x of its own', () => {
    const page = {
      lcp: 700,
      fcp: 690,
      tbt: 20,
      cls: 0,
      js: 1200,
      response: 9000,
      scores: { performance: 1 },
    };
    expect(budgetFailures({ ...page, locale: 'ja', ratio: 1.06 })).toEqual([
      'LCP 1.06x (budget 1.05x)',
    ]);
    expect(budgetFailures({ ...page, locale: 'ja', ratio: 1.04 })).toEqual([]);
    expect(budgetFailures({ ...page, locale: 'en', ratio: 1.1 })).toEqual([]);
    expect(budgetFailures({ ...page, locale: 'en', ratio: 1.16 })).toEqual([
      'LCP 1.16x (budget 1.15x)',
    ]);
  });

  it('fails a page whose median is NaN because a run measured nothing', () => {
    const page = {
      locale: 'ja' as const,
      lcp: Number.NaN,
      fcp: 690,
      tbt: Number.NaN,
      cls: 0,
      ratio: Number.NaN,
      js: 1200,
      response: 9000,
      scores: { performance: 1 },
    };
    expect(budgetFailures(page)).toEqual(['no LCP measured', 'no TBT measured']);
  });

  it('counts the scripts written into a page, not its data blocks or fetched scripts', () => {
    const code = 'document.body.dataset.ready="yes";'.repeat(20);
    const withBoot = `<script type="module">${code}</script>`;
    expect(inlineScriptBytes(withBoot)).toBeGreaterThan(20);
    expect(inlineScriptBytes(withBoot)).toBeLessThan(code.length);
    expect(
      inlineScriptBytes(
        `<script type="application/ld+json">{"a":1}</script><script type="module" src="/a.js"></script>`,
      ),
    ).toBe(0);
  });

  it('counts the CSS written into a page', () => {
    expect(
      inlineStyleBytes('<style>a{color:red}</style><p>x</p><style>b{}</style>'),
    ).toBeGreaterThan(20);
    expect(inlineStyleBytes('<link rel="stylesheet" href="/a.css">')).toBe(0);
  });

  it('finds code a page does not use: carousels off the home page, the blog elsewhere, the other language', () => {
    expect(unexpectedChunks('/', 'en', scripts('home-page-1.js', 'en-articles-2.js'))).toEqual([]);
    expect(unexpectedChunks('/team', 'en', scripts('home-page-1.js', 'en-team-2.js'))).toEqual([
      'home-page-1.js',
    ]);
    expect(
      unexpectedChunks('/team', 'en', scripts('article-page-1.js', 'en-article3-2.js')),
    ).toEqual(['article-page-1.js', 'en-article3-2.js']);
    expect(
      unexpectedChunks(ja('/blogs/3'), 'ja', scripts('article-page-1.js', 'ja-article3-2.js')),
    ).toEqual([]);
    expect(unexpectedChunks(ja('/'), 'ja', scripts('home-page-1.js', 'ja-home-2.js'))).toEqual([]);
    expect(unexpectedChunks(ja('/team'), 'ja', scripts('en-common-1.js', 'ja-team-2.js'))).toEqual([
      'en-common-1.js',
    ]);
  });
});

describe('critical CSS post-processing', () => {
  it('turns the end-of-body stylesheet into a template the boot script applies, with a noscript copy', () => {
    const html =
      '<main></main>\n  <link rel="stylesheet" crossorigin href="/assets/index-1.css"></body>';
    expect(deferFullStylesheet(html)).toBe(
      '<main></main>\n  <template data-full-stylesheet><link rel="stylesheet" href="/assets/index-1.css"></template>' +
        '<noscript><link rel="stylesheet" href="/assets/index-1.css"></noscript></body>',
    );
  });
});

describe('the inlined CSS', () => {
  it('leaves out the rules that only hover (the first pointer movement fetches them)', () => {
    const css =
      'a{color:red}a:hover{color:blue}@media (width>=800px){.b:hover,.c:hover{color:green}.b{color:teal}}' +
      '.d:hover .e,.e:focus-visible{color:#fff}';
    expect(withoutHoverOrPrintRules(css)).toBe(
      'a{color:red}@media (width>=800px){.b{color:teal}}.d:hover .e,.e:focus-visible{color:#fff}',
    );
  });

  it('leaves out the rules for paper (they come with the full stylesheet), and keeps the rest', () => {
    const css =
      '.a{color:red}@media print{@page{margin:1cm}.b{display:none}}@media only print{.c{color:#000}}' +
      '@media print,screen{.d{color:blue}}@media not print{.e{color:green}}@media screen{.f{color:teal}}';
    expect(withoutHoverOrPrintRules(css)).toBe(
      '.a{color:red}@media print,screen{.d{color:#00f}}@media not print{.e{color:green}}@media screen{.f{color:teal}}',
    );
  });
});

describe('the inlined boot script', () => {
  const page = `<head>${bootScriptPlaceholder}</head><body></body>`;

  it('writes the script in its place, its app address filled in', () => {
    expect(hasBootScriptPlace(page)).toBe(true);
    const script = inlineableBootScript(`let a=1;a&&import(\`${appEntryMarker}\`);\n`, {
      [appEntryMarker]: '/assets/entry-client-9.js',
    });
    expect(script).toBe('let a=1;a&&import(`/assets/entry-client-9.js`);');
    expect(inlineBootScript(page, script)).toBe(
      '<head><script type="module">let a=1;a&&import(`/assets/entry-client-9.js`);</script></head><body></body>',
    );
    expect(hasBootScriptPlace(inlineBootScript(page, script))).toBe(false);
  });

  it.each([
    ['a static import', `import{t}from"./index-2.js";import(\`${appEntryMarker}\`)`],
    ['a module-relative address', `new URL("x",import.meta.url);import(\`${appEntryMarker}\`)`],
    ['no app address', 'let a=1'],
    ['the app address twice', `import(\`${appEntryMarker}\`);import(\`${appEntryMarker}\`)`],
    ['text that closes the script', `"</script>";import(\`${appEntryMarker}\`)`],
  ])('refuses a boot chunk with %s', (_, chunk) => {
    expect(() =>
      inlineableBootScript(chunk, { [appEntryMarker]: '/assets/entry-client-9.js' }),
    ).toThrow();
  });
});
