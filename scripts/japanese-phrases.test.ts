import { describe, expect, it } from 'vitest';
import { markCatalog, markPhrases } from './japanese-phrases';

const shown = (text: string) => text.replaceAll('\u200B', '|');

describe('Japanese phrase marks (BudouX at build time)', () => {
  it('marks the boundaries between phrases, and nothing in English', () => {
    expect(shown(markPhrases('日本企業のインド進出を支援します。'))).toBe(
      '日本企業の|インド進出を|支援します。',
    );
    expect(markPhrases('Data, AI and digital transformation')).toBe(
      'Data, AI and digital transformation',
    );
  });

  it('leaves placeholders, nesting and Trans tags whole', () => {
    const marked = markPhrases(
      '<1>プライバシーポリシー</1>に同意します。{{count}}件の$t(common:brand)',
    );
    expect(marked.replaceAll('\u200B', '')).toBe(
      '<1>プライバシーポリシー</1>に同意します。{{count}}件の$t(common:brand)',
    );
    expect(marked).toContain('<1>プライバシーポリシー</1>');
    expect(marked).toContain('{{count}}');
    expect(marked).toContain('$t(common:brand)');
  });

  it('lets a long katakana compound break after its middle dot', () => {
    expect(shown(markPhrases('デジタル・トランスフォーメーション'))).toBe(
      'デジタル・|トランスフォーメーション',
    );
  });

  it('lets a long katakana compound of known words break between them, and no other', () => {
    expect(shown(markPhrases('パフォーマンスマーケティング'))).toBe(
      'パフォーマンス|マーケティング',
    );
    expect(shown(markPhrases('バイリンガルプロジェクトマネージャー'))).toBe(
      'バイリンガル|プロジェクト|マネージャー',
    );
    expect(shown(markPhrases('コミュニケーション'))).toBe('コミュニケーション');
  });

  it('lets a long phrase break before a katakana word, but not after a one-kanji prefix', () => {
    expect(shown(markPhrases('デジタル融資プラットフォーム'))).toBe(
      'デジタル融資|プラットフォーム',
    );
    expect(shown(markPhrases('新オフィス'))).toBe('新オフィス');
  });

  it('starts a phrase at a placeholder after a kana ending, not after a kanji', () => {
    expect(shown(markPhrases('データを力に変える{{brand}}'))).toMatch(/変える\|\{\{brand\}\}$/);
    expect(shown(markPhrases('全{{count}}件'))).toBe('全{{count}}件');
  });

  it('leaves a text of up to 10 characters unmarked (a button or a link keeps its name whole), not a title', () => {
    expect(markCatalog({ more: '続きを読む', stay: 'このまま読み続ける' })).toEqual({
      more: '続きを読む',
      stay: 'このまま読み続ける',
    });
    expect(markCatalog({ title: '好立地のオフィス選定' })).toEqual({
      title: '好立地の\u200Bオフィス選定',
    });
  });

  it('leaves a paragraph longer than a short text unmarked, but not a lead', () => {
    const paragraph = '日本企業のインド進出を支援します。'.repeat(4);
    expect(markCatalog({ paragraph })).toEqual({ paragraph });
    const { hero } = markCatalog({ hero: { lead: paragraph } }) as { hero: { lead: string } };
    expect(hero.lead).toContain('\u200B');
  });

  it('marks every string of a catalog, at any depth, and keeps its shape', () => {
    const text = '日本企業のインド進出を支援します';
    const marked = '日本企業の\u200Bインド進出を\u200B支援します';
    expect(markCatalog({ a: text, b: { c: [text] }, n: 3 })).toEqual({
      a: marked,
      b: { c: [marked] },
      n: 3,
    });
  });
});
