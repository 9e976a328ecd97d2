import { describe, expect, it } from 'vitest';
import {
  canonicalText,
  compareCatalogs,
  hasWords,
  inSourceOrder,
  isListed,
  type Catalog,
} from './catalogs';

const problemsOf = (source: Catalog, translation: Catalog, identical: string[] = []) =>
  compareCatalogs(source, translation, { namespace: 'home', locale: 'ja', identical })
    .map(({ problem, key }) => `${problem}:${key}`)
    .sort();

describe('comparing a translation with its English source', () => {
  it('reports a missing key, an extra key and a changed placeholder', () => {
    expect(
      problemsOf({ a: 'A {{name}}', b: { c: 'C' } }, { a: 'あ {{nom}}', b: { d: 'D' } }),
    ).toEqual(['extra:b.d', 'missing:b.c', 'placeholders:a']);
  });

  it('reports a Trans tag that was dropped, renamed or left unclosed', () => {
    const source = { a: 'Read <link>the report</link>.', b: 'One<br/>two', c: 'See <0>this</0>' };
    expect(
      problemsOf(source, {
        a: '<link>報告書</link>をご覧ください。',
        b: '一<br/>二',
        c: '<0>こちら</0>',
      }),
    ).toEqual([]);
    expect(
      problemsOf(source, { a: '報告書をご覧ください。', b: '一二', c: '<1>こちら</1>' }),
    ).toEqual(['tags:a', 'tags:b', 'tags:c']);
    expect(problemsOf({ a: '<b>x</b>' }, { a: '<b>エックス' })).toEqual(['tags:a']);
  });

  it('reports an empty translation, and text left in English unless it is listed', () => {
    const source = {
      empty: 'Hello',
      same: 'Our team',
      logo: 'Tanaka Seiki',
      figure: '45%',
      brand: '{{brand}}',
    };
    const translation = {
      empty: ' ',
      same: 'Our team',
      logo: 'Tanaka Seiki',
      figure: '45%',
      brand: '{{brand}}',
    };
    expect(problemsOf(source, translation)).toEqual([
      'empty:empty',
      'untranslated:logo',
      'untranslated:same',
    ]);
    expect(problemsOf(source, translation, ['home:logo'])).toEqual([
      'empty:empty',
      'untranslated:same',
    ]);
  });

  it('takes Japanese plurals as _other alone, and refuses _one in Japanese or a lone English form', () => {
    const source = { files_one: '{{count}} file', files_other: '{{count}} files' };
    expect(problemsOf(source, { files_other: '{{count}}件のファイル' })).toEqual([]);
    expect(
      problemsOf(source, { files_one: '{{count}}件', files_other: '{{count}}件のファイル' }),
    ).toEqual(['plural forms:files']);
    expect(problemsOf(source, {})).toEqual(['missing:files']);
    expect(problemsOf(source, { files_other: '件のファイル' })).toEqual([
      'placeholders:files_other',
    ]);
    expect(problemsOf({ files_other: '{{count}} files' }, { files_other: '{{count}}件' })).toEqual([
      'plural forms:files',
    ]);
  });
});

describe('text helpers', () => {
  it('finds no words to translate in figures and placeholders alone', () => {
    expect(hasWords('45%')).toBe(false);
    expect(hasWords('{{title}} | {{brand}}')).toBe(false);
    expect(hasWords('{{count}} files')).toBe(true);
  });

  it('matches allowlist entries exactly or by a prefix ending in .*', () => {
    expect(isListed(['home:clients.logos.*'], 'home', 'clients.logos.fuji')).toBe(true);
    expect(isListed(['home:clients.logos.*'], 'home', 'clients.heading')).toBe(false);
    expect(isListed(['common:footer.copyright'], 'common', 'footer.copyright')).toBe(true);
    expect(isListed(['common:footer.copyright'], 'team', 'footer.copyright')).toBe(false);
  });
});

describe('canonical order and format', () => {
  it('orders a translation as its English source, plural forms in place, extras last', () => {
    const source = { b: { y: 'Y', x: 'X' }, n_one: 'one', n_other: 'many', a: 'A' };
    const translation = { zz: 'extra', a: 'エー', n_other: '件', b: { x: 'エックス', y: 'ワイ' } };
    expect(JSON.stringify(inSourceOrder(source, translation))).toBe(
      JSON.stringify({ b: { y: 'ワイ', x: 'エックス' }, n_other: '件', a: 'エー', zz: 'extra' }),
    );
  });

  it('writes 2-space JSON with a final newline, as Prettier does', () => {
    expect(canonicalText({ a: { b: 'c' } })).toBe('{\n  "a": {\n    "b": "c"\n  }\n}\n');
  });
});
