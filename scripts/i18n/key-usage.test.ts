import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluralBase, scanKeyReferences } from './key-usage';

/** Scans a folder holding one source file with `code` in it. */
function scan(code: string, name = 'page.tsx') {
  const folder = mkdtempSync(join(tmpdir(), 'keys-'));
  mkdirSync(join(folder, 'src'));
  writeFileSync(join(folder, 'src', name), code);
  return scanKeyReferences([join(folder, 'src')]);
}

const matches = (code: string, key: string) =>
  scan(code).some((reference) => reference.pattern.test(key));

describe('reading which keys the code uses', () => {
  it('finds literal keys of t from useT, with the namespace it names', () => {
    const [reference] = scan(
      `const { t } = useT('team'); export const x = t('leadership.heading');`,
    );
    expect(reference).toMatchObject({
      namespace: 'team',
      call: true,
      text: "'leadership.heading'",
    });
  });

  it('follows renamed translators, useLooseT, getFixedT, typed parameters and i18nKey', () => {
    const references = scan(`
      const { t: common } = useT('common');
      const items = useLooseT('articles');
      const fixed = i18n.getFixedT(locale, 'blog');
      function Part({ t }: { t: LooseT }) { return t('banner.lead'); }
      export const all = [common('footer.tagline'), items('items.1.title'), fixed('card.id'),
        <Trans i18nKey="paragraphs.p1" />];
    `);
    expect(
      references.filter((reference) => reference.call).map((r) => [r.namespace, r.text]),
    ).toEqual([
      [undefined, "'banner.lead'"],
      ['common', "'footer.tagline'"],
      ['articles', "'items.1.title'"],
      ['blog', "'card.id'"],
      [undefined, '"paragraphs.p1"'],
    ]);
  });

  it('reads a namespace written into the key', () => {
    const [reference] = scan(`const { t } = useT('home'); t('common:skipLink');`);
    expect(reference).toMatchObject({ namespace: 'common' });
    expect(reference?.pattern.test('skipLink')).toBe(true);
  });

  it('turns a template into a pattern over the ids the code spells out', () => {
    const code = `
      const ids = ['retail', 'banking'] as const;
      const { t } = useT('home');
      ids.map((id) => t(\`industries.items.\${id}.title\`));
    `;
    expect(matches(code, 'industries.items.retail.title')).toBe(true);
    expect(matches(code, 'industries.items.banking.title')).toBe(true);
    // An id nobody spells any more is not used, even though the shape fits.
    expect(matches(code, 'industries.items.insurance.title')).toBe(false);
    expect(matches(code, 'industries.items.retail.result')).toBe(false);
  });

  it('lets generated ids (p1, p2 …) and numbers stand in a template', () => {
    const code = `
      const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => \`p\${i + 1}\`);
      const article = { id: 12 };
      const body = useLooseT('article1');
      body(\`paragraphs.\${paragraph}\`); items(\`items.\${article.id}.title\`);
    `;
    expect(matches(code, 'paragraphs.p3')).toBe(true);
    expect(matches(code, 'items.12.title')).toBe(true);
  });

  it('counts data that spells keys: dotted strings, and one-word keys beside them', () => {
    const references = scan(`export const keys = { title: 'meta.title', heading: 'heading' };`);
    expect(references.map((reference) => [reference.text, reference.call]).sort()).toEqual([
      ["'heading'", false],
      ["'meta.title'", false],
    ]);
  });

  it('ignores tests', () => {
    expect(scan(`const { t } = useT('team'); t('only.in.test');`, 'page.test.tsx')).toEqual([]);
  });

  it('knows plural forms belong to their base key', () => {
    expect(pluralBase('files_other')).toBe('files');
    expect(pluralBase('files_one')).toBe('files');
    expect(pluralBase('file_name')).toBe('file_name');
  });
});

describe('the folders read', () => {
  it('include the server: the automatic reply’s keys count as used, in their namespace', () => {
    const server = scanKeyReferences().filter(
      (reference) => reference.file === join('server', 'enquiry', 'auto-reply.ts'),
    );
    expect(
      server.some(
        (reference) =>
          reference.call &&
          reference.namespace === 'enquiryReply' &&
          reference.pattern.test('greeting'),
      ),
    ).toBe(true);
    // The fields' names are spelled as data (`'fields.nameReading'`), which counts as a use.
    expect(server.some((reference) => reference.pattern.test('fields.nameReading'))).toBe(true);
  });
});
