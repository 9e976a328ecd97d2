import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { phraseMark } from '../../src/i18n/phrase-mark';

const dist = resolve(import.meta.dirname, '../../dist');

/** Every built file that is read as text by a person or a program: pages, feeds, manifests. */
const textFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.(html|xml|json|txt|webmanifest)$/.test(file),
);

test('no phrase mark (U+200B) reaches a built page, feed or manifest: the page has <wbr> instead', () => {
  expect(textFiles.length).toBeGreaterThan(80);
  const marked = textFiles.filter((file) =>
    readFileSync(join(dist, file), 'utf8').includes(phraseMark),
  );
  expect(marked).toEqual([]);
});

test('phrase breaks (<wbr>) stand in the text of Japanese pages only: never in their head or an attribute', () => {
  const japanese = readFileSync(join(dist, 'ja', 'index.html'), 'utf8');
  const english = readFileSync(join(dist, 'index.html'), 'utf8');
  const head = japanese.slice(0, japanese.indexOf('</head>'));
  expect(japanese.split('<wbr>').length).toBeGreaterThan(100);
  expect(head).not.toContain('<wbr>');
  expect(english).not.toContain('<wbr>');
  // Inside a tag, a `<wbr>` would be an attribute's text.
  expect(japanese).not.toMatch(/<[^>]*<wbr>/);
});
