import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPieces, pluralBase, scanKeyReferences } from './key-usage';

/** Scans a folder holding source files: `code` in page.tsx, or each file named in `code`. */
function scan(code: string | Record<string, string>, name = 'page.tsx') {
  const folder = mkdtempSync(join(tmpdir(), 'keys-'));
  mkdirSync(join(folder, 'src'));
  for (const [file, text] of Object.entries(typeof code === 'string' ? { [name]: code } : code)) {
    writeFileSync(join(folder, 'src', file), text);
  }
  return scanKeyReferences([join(folder, 'src')]);
}

const matches = (code: string | Record<string, string>, key: string) =>
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

  it('reads the key of a text set between its phrases, phrases(t, key), in its namespace', () => {
    const references = scan(`
      const { t: common } = useT('common');
      export const heading = <h2>{phrases(common, 'footer.tagline', { brand })}</h2>;
    `);
    expect(
      references.filter((reference) => reference.call).map((r) => [r.namespace, r.text]),
    ).toEqual([['common', "'footer.tagline'"]]);
  });

  it('reads a namespace written into the key', () => {
    const [reference] = scan(`const { t } = useT('home'); t('common:skipLink');`);
    expect(reference).toMatchObject({ namespace: 'common' });
    expect(reference?.pattern.test('skipLink')).toBe(true);
  });

  it('turns a template into the keys its placeholders’ types allow', () => {
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

  it('does not count a key whose last word is merely spelled somewhere else in the code', () => {
    const code = `
      const documentKeys = ['terms'] as const;
      const { t } = useT('common');
      export const label = 'label';
      documentKeys.map((key) => t(\`footer.\${key}\`));
    `;
    expect(matches(code, 'footer.terms')).toBe(true);
    expect(matches(code, 'footer.label')).toBe(false);
  });

  it('reads keyof typeof, union-typed props, number literals and ids typed in another file', () => {
    const files = {
      'content.ts': `
        export const products = { crm: {}, erp: {} } as const;
        export type ProductId = keyof typeof products;
        export const articles = [{ id: 12 }, { id: 14 }] as const;
      `,
      'page.tsx': `
        import { articles, type ProductId } from './content';
        const { t } = useT('products');
        export function Card({ id, tone }: { id: ProductId; tone: 'plain' | 'banner' }) {
          return [t(\`items.\${id}.name\`), t(\`tones.\${tone}\`)];
        }
        export const titles = articles.map((article) => t(\`items.\${article.id}.title\`));
      `,
    };
    const references = scan(files);
    const used = (key: string) => references.some((reference) => reference.pattern.test(key));
    expect(used('items.crm.name')).toBe(true);
    expect(used('items.hr.name')).toBe(false);
    expect(used('tones.banner')).toBe(true);
    expect(used('tones.loud')).toBe(false);
    expect(used('items.14.title')).toBe(true);
    expect(used('items.13.title')).toBe(false);
    expect(references.every((reference) => reference.unresolved.length === 0)).toBe(true);
  });

  it('reads a placeholder that names a const template through to that template', () => {
    const code = `
      const { t } = useLooseT('iot');
      export function Card({ id }: { id: 'clients' }) {
        const base = \`sections.\${id}.items\`;
        return t(\`\${base}.title\`);
      }
    `;
    expect(matches(code, 'sections.clients.items.title')).toBe(true);
    expect(matches(code, 'sections.intro.items.title')).toBe(false);
  });

  it('lets an open placeholder (string) stand for any words, and says where it is', () => {
    const code = `
      const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => \`p\${i + 1}\`);
      const article = { id: 12 };
      const body = useLooseT('article1');
      export function show(paragraph: string, name: string) {
        return [body(\`paragraphs.\${paragraph}\`), body(\`items.\${article.id}.title\`),
          body(\`errors.\${name}Format\`)];
      }
    `;
    expect(matches(code, 'paragraphs.p3')).toBe(true);
    expect(matches(code, 'paragraphs.group.p3')).toBe(true);
    expect(matches(code, 'items.12.title')).toBe(true);
    expect(matches(code, 'errors.emailFormat')).toBe(true);
    expect(matches(code, 'errors.Format')).toBe(false);
    expect(matches(code, 'notes.p3')).toBe(false);
    expect(
      scan(code)
        .filter((reference) => reference.unresolved.length > 0)
        .map((reference) => [reference.line, reference.text, reference.unresolved]),
    ).toEqual([
      [6, '`paragraphs.${paragraph}`', ['paragraph']],
      [6, '`items.${article.id}.title`', ['article.id']],
      [7, '`errors.${name}Format`', ['name']],
    ]);
  });

  // The pattern this replaced, `word(\.word)*` per placeholder with `word` an alternation of every
  // literal and template in the code (`${a}${b}-${c}` became `[\w-]+[\w-]+-[\w-]+`), took 80 s for
  // one such key of six segments, and far longer for these.
  it('answers at once for a template with many open placeholders, whatever else the code spells', () => {
    const words = Array.from({ length: 300 }, (_, index) => `'w${String(index)}'`).join(', ');
    const code = `
      export const words = [${words}];
      export const joined = (a: string, b: string, c: string) => \`\${a}\${b}-\${c}\`;
      const { t } = useLooseT('home');
      export const key = (a: string, b: string, c: string, d: string, e: string) =>
        t(\`a.\${a}.\${b}.\${c}.\${d}.\${e}.z\`);
    `;
    const [reference] = scan(code);
    const middle = Array.from({ length: 12 }, (_, index) => `w${String(index)}-long-segment`);
    const keys = Array.from(
      { length: 200 },
      (_, index) => `a.${middle.join('.')}.y${String(index)}`,
    );
    const started = performance.now();
    expect(keys.some((key) => reference?.pattern.test(key))).toBe(false);
    expect(reference?.pattern.test(`a.${middle.join('.')}.z`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  }, 10_000);

  it('ignores data templates made of placeholders alone, which build paths, not keys', () => {
    expect(
      scan(`export const path = (prefix: string, name: string) => \`\${prefix}.\${name}\`;`),
    ).toEqual([]);
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

  it('matches pieces in one pass: literal text, finite values, open placeholders', () => {
    const pieces = [{ text: 'a.' }, { any: 'x' }, { text: '.b.' }, { values: ['c', 'd'] }];
    expect(matchPieces(pieces, 'a.one.b.c')).toBe(true);
    expect(matchPieces(pieces, 'a.one.two.b.d')).toBe(true);
    expect(matchPieces(pieces, 'a..b.c')).toBe(false);
    expect(matchPieces(pieces, 'a.one.b.e')).toBe(false);
    expect(matchPieces(pieces, 'a.one.b.cd')).toBe(false);
  });

  it('knows plural forms belong to their base key', () => {
    expect(pluralBase('files_other')).toBe('files');
    expect(pluralBase('files_one')).toBe('files');
    expect(pluralBase('file_name')).toBe('file_name');
  });
});

describe('the folders read', () => {
  it(
    'include the server: the automatic reply’s keys count as used, in their namespace',
    { timeout: 60_000 },
    () => {
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
    },
  );
});
