// @vitest-environment node
/**
 * The scan of a built page: which inline scripts, event handlers, style elements and style
 * attributes a browser would run or apply, hashed as the browser hashes them.
 */
import { describe, expect, it } from 'vitest';
import { hashSource } from '../../server/security-headers';
import { scanHtml } from './inline-code';
import { page } from './test-support';

describe('the scan of a page', () => {
  it('finds nothing to hash in a page of external scripts, stylesheets and data blocks', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="stylesheet" href="/assets/index-abc.css">' +
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
    );
    expect(scanHtml(html)).toEqual({
      scripts: [],
      scriptAttributes: [],
      styles: [],
      styleAttributes: [],
    });
  });

  it('hashes the inline scripts a browser would run, and only those', () => {
    const html = page(
      '<script>boot()</script><script type="module">go()</script>' +
        '<script type="text/javascript">old()</script><script type="importmap">{"imports":{}}</script>' +
        '<script type="application/ld+json">{"a":1}</script><script type="text/plain">no</script>',
    );
    expect(scanHtml(html).scripts).toEqual(
      ['boot()', 'go()', 'old()', '{"imports":{}}'].map(hashSource).sort(),
    );
  });

  it('hashes style elements and style attributes as the browser reads them', () => {
    const html = page(
      '<style>\r\n.a{color:red}\r\n</style>',
      // The browser hashes the decoded attribute value, and the text with CRLF made LF.
      '<div style="flex:1 0 33.3%;font-family:&quot;A&amp;B&quot;"></div><p style="width:auto"></p>' +
        '<svg><style>.b{fill:red}</style></svg>',
    );
    const found = scanHtml(html);
    expect(found.styles).toEqual(['\n.a{color:red}\n', '.b{fill:red}'].map(hashSource).sort());
    expect(found.styleAttributes).toEqual(
      ['flex:1 0 33.3%;font-family:"A&B"', 'width:auto'].map(hashSource).sort(),
    );
  });

  it('hashes inline event handlers (such as a deferred stylesheet)', () => {
    const html = page(
      `<link rel="stylesheet" href="/a.css" media="print" onload="this.media='all'">`,
    );
    expect(scanHtml(html).scriptAttributes).toEqual([hashSource("this.media='all'")]);
  });
});
