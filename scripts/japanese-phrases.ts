/**
 * Phrase boundaries for Japanese, found at build time with BudouX (Google's phrase segmenter) and
 * written into the Japanese catalogs as they are bundled: a Vite plugin that rewrites each string
 * of `locales/ja/*.json` with U+200B (the phrase mark of src/i18n/phrases.tsx) between phrases.
 * The client and server builds, the dev server and the tests all bundle through it, so the
 * prerendered page and the app render the same strings; the files translators edit stay clean,
 * and the model never reaches the browser. docs/decisions/0008-japanese-line-breaks.md says why.
 *
 * Only text is segmented: interpolation placeholders (`{{count}}`), nesting (`$t(key)`) and
 * `Trans` tags (`<1>`, `</1>`, `<br/>`) are left whole, and no mark is written next to a space.
 */
import { loadDefaultJapaneseParser } from 'budoux';
import type { Plugin } from 'vite';
import { phraseMark } from '../src/i18n/phrase-mark';

const parser = loadDefaultJapaneseParser();

/** What BudouX must not see: placeholders, nesting and Trans tags. */
const protectedToken = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>/g;

/**
 * A katakana compound's middle dot (デジタル・トランスフォーメーション): BudouX keeps the compound
 * one phrase, but a line may break after the dot, and a long compound must be able to.
 */
const compoundDot = /(?<=[\u30a1-\u30fa\u30fc]・)(?=[\u30a1-\u30fa\u30fc])/g;

/**
 * Loanwords that long katakana compounds on the site are made of. BudouX keeps a compound one
 * phrase (パフォーマンスマーケティング), which on a phone can be longer than a line; a compound made
 * wholly of these words may also break between them, as a typesetter would break it. Add a word
 * when a new compound breaks inside a word in the typography test.
 */
const katakanaWords = [
  ...['アーキテクト', 'アナリスト', 'アプリケーション', 'インデックス', 'インフルエンサー'],
  ...['ウェアハウス', 'エドテック', 'エンジニア', 'エンジニアリング', 'オートメーション'],
  ...['オープン', 'オンライン', 'クラウド', 'グローバル', 'グロース', 'コンピューター'],
  ...['サービス', 'サイエンティスト', 'サイド', 'サイバー', 'スタディ', 'スマート'],
  ...['セキュリティ', 'セグメンテーション', 'セグメント', 'ソーシャル', 'ソリューション'],
  ...['タレント', 'チーム', 'チャネル', 'チェンジ', 'ツール', 'データ', 'デマンド'],
  ...['デリバリー', 'テスト', 'トランスフォーメーション', 'ネットワーク', 'ハイジーン'],
  ...['パイプライン', 'バイリンガル', 'バックエンド', 'パスワード', 'パフォーマンス'],
  ...['パラメーター', 'ビジネス', 'ビジョン', 'フィージビリティ', 'フルスタック'],
  ...['フレームワーク', 'プラットフォーム', 'プロジェクト', 'ペネトレーション', 'マーケティング'],
  ...['マーケットプレイス', 'マネージド', 'マネージャー', 'マネジメント', 'メディア'],
  ...['モビリティ', 'ユーティリティ', 'リアルタイム'],
];

/** A compound's words, when it is made wholly of `katakanaWords` (longest words first). */
function compoundWords(run: string): string[] | null {
  if (run === '') return [];
  for (const word of katakanaWords
    .filter((candidate) => run.startsWith(candidate))
    .sort((a, b) => b.length - a.length)) {
    const rest = compoundWords(run.slice(word.length));
    if (rest) return [word, ...rest];
  }
  return null;
}

/** Marks the boundaries inside long katakana compounds made of known words. */
function markCompounds(text: string): string {
  return text.replace(/[\u30a1-\u30fa\u30fc]{9,}/g, (run) =>
    (compoundWords(run) ?? [run]).join(phraseMark),
  );
}

/**
 * In a phrase too long for a narrow line (ブランド向けインフルエンサー, デジタル融資プラットフォーム), a
 * katakana word may start a line after a kana ending or a word of two kanji or more; not after a
 * one-kanji prefix (新オフィス).
 */
const katakanaWordStart = /(?<=[\u3041-\u3096]|[\u3400-\u9fff]{2})(?=[\u30a1-\u30fa\u30fc]{3})/g;
const longPhrase = 10;

/** Writes the phrase mark between BudouX's phrases of one piece of plain text. */
function markRun(run: string): string {
  if (!/[\u3040-\u30ff\u3400-\u9fff]/.test(run)) return run;
  const phrases = parser
    .parse(run)
    .map((phrase) =>
      phrase.length >= longPhrase ? phrase.replace(katakanaWordStart, phraseMark) : phrase,
    );
  let marked = phrases[0] ?? '';
  for (const phrase of phrases.slice(1)) {
    const joinsSpace = /\s$/.test(marked) || /^\s/.test(phrase);
    marked += joinsSpace ? phrase : `${phraseMark}${phrase}`;
  }
  return markCompounds(marked.replace(compoundDot, phraseMark)).replaceAll(
    phraseMark + phraseMark,
    phraseMark,
  );
}

/**
 * `text` with the phrase mark between its phrases, placeholders and tags untouched. A placeholder
 * (a name, a figure) starts a phrase of its own after a kana ending (「力に変える{{brand}}」), and
 * never after a kanji, which it belongs with (「全{{count}}件」).
 */
export function markPhrases(text: string): string {
  let marked = '';
  let last = 0;
  for (const token of text.matchAll(protectedToken)) {
    const run = markRun(text.slice(last, token.index));
    const opensPhrase = token[0].startsWith('{{') && /[\u3041-\u3096]$/.test(run);
    marked += run + (opensPhrase ? phraseMark : '') + token[0];
    last = token.index + token[0].length;
  }
  return marked + markRun(text.slice(last));
}

/**
 * The longest text whose phrases are marked, in characters (placeholders and tags not counted):
 * short texts (headings, cards, buttons, labels, cells), whose lines a reader takes in at a
 * glance. A longer paragraph breaks anywhere, as Japanese body text does, and its marks would cost
 * the page's first round trip (a page's `<wbr>` are most of them in its paragraphs).
 */
const longestMarkedText = 60;

/**
 * The longest text left unmarked: a text of up to 10 characters (a button, a link, a label) fits
 * on one line wherever the site sets it, and its marks would only change its accessible name:
 * Chromium reads a `<wbr>` in a name as a space (「続きを 読む」). A heading or a title is marked
 * whatever its length: it is set large, in narrow cards too (「好立地の／オフィス選定」).
 */
const longestUnmarkedText = 10;
const headingKey = /(?:heading|title)$/i;

/** A lead (`hero.lead`, `intro`) is display text whatever its length: its phrases are marked. */
const leadKey = /^(?:lead|intro)$/;

/** Every short string and every lead of a catalog (at any depth) with its phrases marked. */
export function markCatalog(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const length = value.replace(protectedToken, '').length;
    const marked =
      (length > longestUnmarkedText || headingKey.test(key)) &&
      (length <= longestMarkedText || leadKey.test(key));
    return marked ? markPhrases(value) : value;
  }
  if (Array.isArray(value)) return value.map((entry) => markCatalog(entry, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, entry]) => [name, markCatalog(entry, name)]),
    );
  }
  return value;
}

const japaneseCatalog = /\/locales\/ja\/[^/]+\.json$/;

/** The Vite plugin: Japanese catalogs reach the bundle with their phrases marked. */
export function japanesePhrases(): Plugin {
  return {
    name: 'japanese-phrases',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!japaneseCatalog.test(id.split('?')[0] ?? '')) return null;
      return { code: JSON.stringify(markCatalog(JSON.parse(code))), map: null };
    },
  };
}
