// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addressOf,
  formatReport,
  knownFalsePositive,
  pageAddress,
  reportFromVnu,
  type VnuMessage,
} from './check-html';

const dist = '/tmp/site/dist';

/**
 * vnu 25.11.25's `--format json --stdout` output for dist/404.html (nothing to say) and
 * dist/ja/company/index.html (a section without a heading, an image without alt).
 */
const sample = JSON.stringify({
  version: '25.11.25 (6b690e1)',
  messages: [
    {
      type: 'info',
      url: 'file:/tmp/site/dist/ja/company/index.html',
      lastLine: 4,
      lastColumn: 21,
      firstColumn: 13,
      subType: 'warning',
      message:
        'Section lacks heading. Consider using “h2”-“h6” elements to add identifying headings to all sections, or else use a “div” element instead for any cases where no heading is needed.',
      extract: 'ody><main><section><p>会社概',
      hiliteStart: 10,
      hiliteLength: 9,
    },
    {
      type: 'error',
      url: 'file:/tmp/site/dist/ja/company/index.html',
      lastLine: 4,
      lastColumn: 136,
      firstColumn: 119,
      message:
        'An “img” element must have an “alt” attribute, except under certain conditions. For details, consult guidance on providing text alternatives for images.',
      extract: '"">チーム</a><img src="/a.png"></p></',
      hiliteStart: 10,
      hiliteLength: 18,
    },
  ],
});

const checked = ['404.html', 'ja/company/index.html'];

/** A message of the checker's, as it reports an error in a page's CSS. */
function cssError(message: string, extract: string, hiliteStart: number, hiliteLength: number) {
  return {
    type: 'error',
    url: 'file:/tmp/site/dist/team/index.html',
    lastLine: 36,
    lastColumn: 10176,
    message,
    extract,
    hiliteStart,
    hiliteLength,
  } satisfies VnuMessage;
}

describe('pageAddress', () => {
  it('maps the file vnu names back to the page’s address', () => {
    expect(pageAddress('file:/tmp/site/dist/ja/company/index.html', dist)).toBe('/ja/company');
    expect(pageAddress('file:/tmp/site/dist/index.html', dist)).toBe('/');
    expect(pageAddress('file:/tmp/site/dist/ja/index.html', dist)).toBe('/ja');
    expect(pageAddress('file:/tmp/site/dist/ja/404.html', dist)).toBe('/ja/404.html');
    expect(pageAddress('file:///tmp/site/dist/assets/index-a1.css', dist)).toBe(
      '/assets/index-a1.css',
    );
  });

  it('reads addresses with characters a URL encodes', () => {
    expect(pageAddress('file:/tmp/site/dist/a%20b/index.html', dist)).toBe('/a b');
    expect(addressOf('blogs/3/index.html')).toBe('/blogs/3');
  });
});

describe('reportFromVnu', () => {
  it('sorts the messages by page, with where each starts and its severity', () => {
    const report = reportFromVnu(sample, dist, checked);
    expect(report.version).toBe('25.11.25 (6b690e1)');
    expect([...report.pages.keys()]).toEqual(['/404.html', '/ja/company']);
    expect(report.pages.get('/404.html')).toEqual([]);
    expect(report.pages.get('/ja/company')).toEqual([
      expect.objectContaining({ severity: 'warning', at: '4:13' }),
      {
        severity: 'error',
        at: '4:119',
        message: expect.stringMatching(/^An “img” element must have an “alt” attribute/) as string,
        extract: '"">チーム</a><img src="/a.png"></p></',
      },
    ]);
    expect(report.general).toEqual([]);
  });

  it('keeps what is about no page checked, such as a file the checker could not read', () => {
    const output = JSON.stringify({
      messages: [{ type: 'non-document-error', subType: 'io', message: 'File not found.' }],
    });
    const report = reportFromVnu(output, dist, checked);
    expect(report.general).toEqual([{ severity: 'error', message: 'File not found. (io)' }]);
  });

  it('puts an extract that spans lines on one line', () => {
    const output = JSON.stringify({
      messages: [
        {
          type: 'info',
          url: 'file:/tmp/site/dist/404.html',
          lastLine: 4,
          lastColumn: 28,
          firstColumn: 5,
          message: 'Trailing slash on void elements has no effect.',
          extract: 'head>\n    <meta charset="UTF-8" />\n    <',
        },
      ],
    });
    expect(reportFromVnu(output, dist, checked).pages.get('/404.html')).toEqual([
      expect.objectContaining({ severity: 'info', extract: 'head> <meta charset="UTF-8" /> <' }),
    ]);
  });
});

describe('knownFalsePositive', () => {
  it('knows the checker’s mistakes by their exact message', () => {
    const popover = cssError(
      'CSS: Unknown pseudo-element or pseudo-class “:popover-open”',
      '.site-nav:popover-open)>.sit',
      10,
      12,
    );
    expect(knownFalsePositive(popover)).toBeGreaterThanOrEqual(0);
    expect(knownFalsePositive({ ...popover, message: `${popover.message}.` })).toBe(-1);
    expect(
      knownFalsePositive({
        ...popover,
        message: 'CSS: Unknown pseudo-element or pseudo-class “:hovr”',
      }),
    ).toBe(-1);
  });

  it('ignores a CSS parse error only where it marks a container query unit', () => {
    const atUnit = cssError(
      'CSS: “font-size”: Parse Error.',
      '2vw,3rem),16cqi)}:lang(ja) .ai',
      15,
      1,
    );
    expect(knownFalsePositive(atUnit)).toBeGreaterThanOrEqual(0);
    const unit = cssError('CSS: “width”: Unknown dimension.', 'p{width:10cqmin}', 8, 7);
    expect(knownFalsePositive(unit)).toBeGreaterThanOrEqual(0);
    const elsewhere = cssError('CSS: “font-size”: Parse Error.', 'font-size:1.2.3rem}', 10, 8);
    expect(knownFalsePositive(elsewhere)).toBe(-1);
  });

  it('never ignores a warning', () => {
    const warning: VnuMessage = {
      type: 'info',
      subType: 'warning',
      message: 'Attribute “closedby” not allowed on element “dialog” at this point.',
    };
    expect(knownFalsePositive(warning)).toBe(-1);
  });

  it('counts what it ignored, and leaves it out of the pages', () => {
    const output = JSON.stringify({
      messages: [
        {
          type: 'error',
          url: 'file:/tmp/site/dist/404.html',
          message: 'Attribute “closedby” not allowed on element “dialog” at this point.',
        },
      ],
    });
    const report = reportFromVnu(output, dist, checked);
    expect(report.pages.get('/404.html')).toEqual([]);
    expect(report.ignored.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});

describe('formatReport', () => {
  it('fails on an error, printing each page’s messages with line:column', () => {
    const { text, failed } = formatReport(reportFromVnu(sample, dist, checked));
    expect(failed).toBe(true);
    expect(text).toContain('/ja/company\n  warning 4:13: Section lacks heading.');
    expect(text).toContain('  error 4:119: An “img” element must have an “alt” attribute');
    expect(text).not.toContain('/404.html');
    expect(text).toContain(
      'Nu HTML Checker 25.11.25 (6b690e1): 2 pages and 0 stylesheets checked, 1 error (on 1 page), 1 warning, 0 notes.',
    );
  });

  it('passes with warnings, and says they do not fail it', () => {
    const warningOnly = JSON.stringify({
      version: '25.11.25',
      messages: (JSON.parse(sample) as { messages: VnuMessage[] }).messages.slice(0, 1),
    });
    const { text, failed } = formatReport(
      reportFromVnu(warningOnly, dist, [...checked, 'assets/index-a1.css']),
    );
    expect(failed).toBe(false);
    expect(text).toContain('2 pages and 1 stylesheet checked, 0 errors, 1 warning, 0 notes.');
    expect(text).toContain('do not fail it');
  });

  it('says which known mistakes matched nothing', () => {
    const { text } = formatReport(reportFromVnu(sample, dist, checked));
    expect(text).toContain(
      'matched nothing (remove it from scripts/check-html.ts if the checker no longer makes it): Attribute “closedby” not allowed on element “dialog” at this point.',
    );
  });
});
