// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyLocales, editCatalog, runOn } from '../../tests/support/catalog-copy';
import { main } from './lint';

type Strings = Record<string, unknown>;

/** Runs `npm run i18n:lint`'s main on a copy of the catalogs whose ja/contact.json `change` edits. */
async function lintWith(change: (catalog: Strings) => void, args: string[] = []) {
  const dir = copyLocales((copy) => editCatalog(copy, 'ja/contact.json', change));
  return { ...(await runOn(dir, main, args)), dir };
}

describe('npm run i18n:lint', { timeout: 60_000 }, () => {
  it('passes on the catalogs as they are', async () => {
    const { code, stdout } = await lintWith(() => {});
    expect(stdout).toMatch(/^0 errors, 0 warnings in \d+ strings$/m);
    expect(code).toBe(0);
  });

  it('fails on a variant the glossary rules out, naming the file and the key', async () => {
    const { code, lines } = await lintWith((catalog) => {
      catalog.heading = 'クライアントの皆様、まずはお気軽にご相談ください';
    });
    expect(code).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ja\/contact\.json {2}contact:heading {2}クライアント => お客様 .*\(prh\)$/,
      ),
    );
  });

  it('fails on half-width punctuation and brackets in Japanese', async () => {
    const { code, lines } = await lintWith((catalog) => {
      catalog.heading = 'まずはお気軽に(無料で)ご相談ください!';
      catalog.formHeading = 'お問い合わせ, ご相談';
    });
    expect(code).toBe(1);
    const reported = (key: string) => lines.filter((line) => line.includes(`  contact:${key}  `));
    expect(reported('heading')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('(jtf-style/4.3.1.丸かっこ（）)'),
        expect.stringContaining('(jtf-style/4.2.1.感嘆符(！))'),
      ]),
    );
    expect(reported('formHeading')).toContainEqual(
      expect.stringContaining('(jtf-style/1.2.1.句点(。)と読点(、))'),
    );
  });

  it('flags neither placeholders, Trans tags nor the space in a Japanese name', async () => {
    const { code, stdout } = await lintWith((catalog) => {
      catalog.detailsHeading =
        '佐藤 遥が<0>{{brand}}</0>のジャパンデスクで<br/>お待ちしています（{{count}}件）。';
    });
    expect(stdout).toMatch(/^0 errors/m);
    expect(code).toBe(0);
  });

  it('with --fix, replaces the wrong term and the punctuation but leaves tags and placeholders', async () => {
    const { dir, stdout } = await lintWith(
      (catalog) => {
        catalog.japanDesk = '<0>見込み客</0>の{{brand}} へ、お気軽にご相談ください(無料)。';
      },
      ['--fix'],
    );
    const fixed = JSON.parse(readFileSync(join(dir, 'ja/contact.json'), 'utf8')) as Strings;
    expect(fixed.japanDesk).toBe(
      '<0>見込み顧客</0>の{{brand}}へ、お気軽にご相談ください（無料）。',
    );
    expect(stdout).toMatch(/^0 errors.*--fix changed 1 strings/m);
  });
});
