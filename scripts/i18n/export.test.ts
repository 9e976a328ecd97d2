// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../../contract/locales';
import { copyLocales, editCatalog, root, runOn } from '../../tests/support/catalog-copy';
import { main as checkMain } from './check';
import { main as exportMain } from './export';
import { main as importMain } from './import';
import { readXliff } from './xliff/read';
import { xliffNamespace } from './xliff/write';

/** Every file under `dir`, by its path in `dir`, with its text. */
function snapshot(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length + 1), readFileSync(path, 'utf8')];
      }),
  );
}

const original = snapshot(join(root, 'locales'));

/** Exports `args` of the copy `dir` into a new folder; returns the folder and the run. */
async function exportFrom(dir: string, args: string[] = []) {
  const out = mkdtempSync(join(tmpdir(), 'xliff-'));
  const run = await runOn(dir, exportMain, ['--locale', 'ja', '--out', out, ...args]);
  return { out, ...run };
}

/** Rewrites the `<target>` of unit `id` in an exported file. */
function editTarget(file: string, id: string, change: (target: string) => string): void {
  const xml = readFileSync(file, 'utf8');
  const start = xml.indexOf('<target', xml.indexOf(`<trans-unit id="${id}"`));
  const end = xml.indexOf('</target>', start) + '</target>'.length;
  writeFileSync(file, xml.slice(0, start) + change(xml.slice(start, end)) + xml.slice(end));
}

const translations = locales.filter((locale) => locale !== defaultLocale);

describe('npm run i18n:export and i18n:import', { timeout: 120_000 }, () => {
  it.each(translations)(
    '%s: every catalog goes out and comes back byte for byte, the review record unchanged',
    async (locale) => {
      const dir = copyLocales();
      const out = mkdtempSync(join(tmpdir(), 'xliff-'));
      const exported = await runOn(dir, exportMain, ['--locale', locale, '--out', out]);
      expect(exported.code).toBe(0);
      const files = readdirSync(out).map((file) => join(out, file));
      expect(files).toHaveLength(readdirSync(join(dir, defaultLocale)).length);

      // Imported over the catalogs they came from: nothing is written.
      const same = await runOn(dir, importMain, files);
      expect(same.code).toBe(0);
      expect(same.stdout).not.toMatch(/written|refused|warn/);
      expect(snapshot(dir)).toEqual(original);

      // Imported into no catalogs at all: the files alone rebuild them.
      for (const file of readdirSync(join(dir, locale))) rmSync(join(dir, locale, file));
      const rebuilt = await runOn(dir, importMain, files);
      expect(rebuilt.code).toBe(0);
      expect(snapshot(dir)).toEqual(original);
    },
  );

  it('writes well-formed XLIFF 1.2, a file per namespace, with counts per state', async () => {
    const dir = copyLocales();
    const { out, code, stdout } = await exportFrom(dir, ['--namespace', 'contact', 'article13']);
    expect(code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['article13.xlf', 'contact.xlf']);
    expect(stdout).toMatch(/contact\.xlf: \d+ translated\n/);
    const xml = readFileSync(join(out, 'article13.xlf'), 'utf8');
    expect(xml).toMatch(
      new RegExp(
        `^<\\?xml version="1.0" encoding="UTF-8"\\?>\n<xliff xmlns="${xliffNamespace}" version="1.2">\n`,
      ),
    );
    const [file] = readXliff(xml);
    expect(file).toMatchObject({
      original: 'article13.json',
      sourceLanguage: 'en',
      targetLanguage: 'ja',
    });
    expect(file?.units.find((unit) => unit.id === 'paragraphs.p1')?.source).toContain(
      'You can read the <acn>full interview on ACN</acn>',
    );
    expect(xml).toContain(
      '<bpt id="2">&lt;acn&gt;</bpt>full interview on ACN<ept id="2">&lt;/acn&gt;</ept>',
    );
  });

  it('refuses a file whose translations lose a placeholder or break a tag pair, naming each unit, and writes nothing', async () => {
    const dir = copyLocales();
    const { out } = await exportFrom(dir, ['--namespace', 'contact', 'article13']);
    const contact = join(out, 'contact.xlf');
    const article = join(out, 'article13.xlf');
    editTarget(contact, 'heading', () => '<target state="translated">ご相談ください</target>');
    editTarget(contact, 'meta.description', (target) =>
      target.replace('<ph id="1">{{brand}}</ph>', ''),
    );
    editTarget(article, 'paragraphs.p1', (target) =>
      target.replace('{{brand}}', '{{brnd}}').replace(/<ept id="2">&lt;\/acn&gt;<\/ept>/, ''),
    );
    const run = await runOn(dir, importMain, [contact, article]);
    expect(run.code).toBe(1);
    expect(run.lines).toContain(
      `${contact}: unit contact:meta.description: placeholder {{brand}} missing`,
    );
    expect(run.lines).toContain(
      `${article}: unit article13:paragraphs.p1: placeholder {{brand}} missing`,
    );
    expect(run.lines).toContain(
      `${article}: unit article13:paragraphs.p1: placeholder {{brnd}} is not in the English`,
    );
    expect(run.lines).toContain(`${article}: unit article13:paragraphs.p1: tag </acn> missing`);
    expect(run.lines).toContain(`${contact}: refused, nothing imported`);
    // The good change to contact:heading was refused with the rest of its file.
    expect(snapshot(dir)).toEqual(original);

    // Tags swapped round: the pair no longer opens before it closes.
    const swapped = (await exportFrom(dir, ['--namespace', 'article13'])).out;
    editTarget(join(swapped, 'article13.xlf'), 'paragraphs.p1', (target) =>
      target
        .replace('&lt;acn&gt;', '&lt;/acn&gt;')
        .replace(/(<ept[^>]*>)&lt;\/acn&gt;/, '$1&lt;acn&gt;'),
    );
    const broken = await runOn(dir, importMain, [join(swapped, 'article13.xlf')]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(
      'unit article13:paragraphs.p1: tag </acn> comes before its <acn>',
    );
    expect(snapshot(dir)).toEqual(original);
  });

  it('exports a translation whose English changed as needing review; confirmed, i18n:check stops reporting it', async () => {
    const dir = copyLocales((copy) =>
      editCatalog(copy, 'en/contact.json', (catalog) => {
        catalog.heading = 'Tell us what you are working on';
      }),
    );
    const { out, stdout } = await exportFrom(dir, ['--state', 'needs-review']);
    expect(readdirSync(out)).toEqual(['contact.xlf']);
    expect(stdout).toContain('1 file(s), 1 unit(s): 0 translated, 1 needs-review, 0 new');
    const file = join(out, 'contact.xlf');
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain(
      [
        '      <trans-unit id="heading" resname="heading">',
        '        <source>Tell us what you are working on</source>',
        '        <target state="needs-review-translation">まずはお気軽にご相談ください</target>',
        `        <note>The English changed; it was: "Let's Start a Conversation"`,
      ].join('\n'),
    );

    // Sent back still needing review: it still does.
    const unreviewed = await runOn(dir, importMain, [file]);
    expect(unreviewed.stdout).toContain('ja/contact.json: 1 still need review');
    expect((await runOn(dir, checkMain, ['--strict'])).code).toBe(1);

    // Marked translated, the same Japanese: confirmed.
    editTarget(file, 'heading', (target) =>
      target.replace('needs-review-translation', 'translated'),
    );
    const confirmed = await runOn(dir, importMain, [file]);
    expect(confirmed.stdout).toContain('ja/contact.json: 1 confirmed');
    const check = await runOn(dir, checkMain, ['--strict']);
    expect(check.stdout).toContain('ja: no translation needs review');
    expect(check.code).toBe(0);
  });

  it("writes a changed translation in canonical form and records it against today's English", async () => {
    const dir = copyLocales((copy) =>
      editCatalog(copy, 'en/contact.json', (catalog) => {
        catalog.heading = 'Tell us what you are working on';
      }),
    );
    const { out } = await exportFrom(dir, ['--namespace', 'contact']);
    const file = join(out, 'contact.xlf');
    // A new translation, even one the tool still marks for review, answers today's English.
    editTarget(
      file,
      'heading',
      () =>
        '<target state="needs-review-translation">取り組んでいる課題をお聞かせください</target>',
    );
    const run = await runOn(dir, importMain, [file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/ja\/contact\.json: 1 written, \d+ unchanged\n/);
    expect(readFileSync(join(dir, 'ja/contact.json'), 'utf8')).toBe(
      original
        .get('ja/contact.json')
        ?.replace('まずはお気軽にご相談ください', '取り組んでいる課題をお聞かせください'),
    );
    const record = JSON.parse(readFileSync(join(dir, 'ja.review.json'), 'utf8')) as Record<
      string,
      Record<string, { source: string }>
    >;
    expect(record.contact?.heading?.source).toBe('Tell us what you are working on');
    const check = await runOn(dir, checkMain, ['--strict']);
    expect(check.stdout).not.toContain('FAIL');
    expect(check.code).toBe(0);
  });

  it('exports a key not yet translated without a target; translated, it is written in the English order', async () => {
    const dir = copyLocales((copy) =>
      editCatalog(copy, 'ja/contact.json', (catalog) => {
        delete catalog.heading;
      }),
    );
    const { out, stdout } = await exportFrom(dir, ['--state', 'new']);
    expect(stdout).toContain('1 file(s), 1 unit(s): 0 translated, 0 needs-review, 1 new');
    const file = join(out, 'contact.xlf');
    const xml = readFileSync(file, 'utf8');
    expect(xml).toContain(
      `        <source>Let's Start a Conversation</source>\n        <note>Shown on /ja/Contact_Us</note>`,
    );
    writeFileSync(
      file,
      xml.replace(
        `<source>Let's Start a Conversation</source>`,
        `$&<target state="translated">まずはお気軽にご相談ください</target>`,
      ),
    );
    const run = await runOn(dir, importMain, [file]);
    expect(run.stdout).toContain('ja/contact.json: 1 written');
    expect(snapshot(dir)).toEqual(original);
  });

  it("refuses a file whose English is no longer today's, and says to export again", async () => {
    const dir = copyLocales();
    const { out } = await exportFrom(dir, ['--namespace', 'contact']);
    editCatalog(dir, 'en/contact.json', (catalog) => {
      catalog.heading = 'Tell us what you are working on';
    });
    const run = await runOn(dir, importMain, [join(out, 'contact.xlf')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `unit contact:heading: the English has changed since the file was exported (file: "Let's Start a Conversation", now: "Tell us what you are working on"); export again`,
    );
    expect(snapshot(dir).get('ja/contact.json')).toBe(original.get('ja/contact.json'));
  });

  it('refuses a file in a language the site does not have, or naming a key the English lacks', async () => {
    const dir = copyLocales();
    const { out } = await exportFrom(dir, ['--namespace', 'contact']);
    const file = join(out, 'contact.xlf');
    const xml = readFileSync(file, 'utf8');
    writeFileSync(file, xml.replace('target-language="ja"', 'target-language="ko"'));
    expect((await runOn(dir, importMain, [file])).stdout).toContain(
      'target-language "ko" is not a language of the site (ja)',
    );
    writeFileSync(file, xml.replace('id="heading"', 'id="oldHeading"'));
    expect((await runOn(dir, importMain, [file])).stdout).toContain(
      'unit contact:oldHeading: no such key in the English (contact.json)',
    );
    expect(snapshot(dir)).toEqual(original);
  });
});
