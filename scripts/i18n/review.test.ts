// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyLocales, editCatalog, runOn } from '../../tests/support/catalog-copy';
import type { Catalog } from './catalogs';
import { main as checkMain } from './check';
import { main as statusMain } from './status';

/** Every string of a catalog, changed by `change`. */
function mapStrings(catalog: Catalog, change: (text: string) => string): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, value]) => [
      key,
      typeof value === 'string' ? change(value) : mapStrings(value, change),
    ]),
  );
}

function recordedKeys(dir: string): number {
  const record = JSON.parse(readFileSync(join(dir, 'ja.review.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  return Object.values(record).reduce((sum, entries) => sum + Object.keys(entries).length, 0);
}

const reviewLines = (lines: string[]) => lines.filter((line) => line.startsWith('      review '));

describe('translations whose English changed', { timeout: 120_000 }, () => {
  it('are reported as needing review, with the old and new English, on the pages that show them', async () => {
    const dir = copyLocales((copy) => {
      editCatalog(copy, 'en/contact.json', (catalog) => {
        catalog.heading = 'Tell us what you are working on';
      });
    });
    const status = await runOn(dir, statusMain, ['--missing', '--review']);
    const contactRow = status.lines.find((line) => line.startsWith('ja  /ja/Contact_Us ')) ?? '';
    expect(contactRow).toMatch(/published, 1 to review$/);
    expect(status.lines.find((line) => line.startsWith('en  /Contact_Us '))).toMatch(/published$/);
    // Only the page that shows the string: the home page does not use the contact catalog.
    expect(status.lines.find((line) => line.startsWith('ja  /ja '))).not.toMatch(/to review/);
    expect(status.stdout).toContain(
      [
        '      review contact:heading',
        `               was: "Let's Start a Conversation"`,
        '               now: "Tell us what you are working on"',
      ].join('\n'),
    );
    expect(status.stdout).toContain('1 translation(s) need review');

    // i18n:check warns by default, and fails with --strict.
    const check = await runOn(dir, checkMain);
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/warn {2}ja: 1 translation\(s\) need review/);
    expect(check.stdout).toContain('contact:heading');
    expect((await runOn(dir, checkMain, ['--strict'])).code).toBe(1);

    // A translator confirms the Japanese still says it: the mark is gone.
    const confirmed = await runOn(dir, checkMain, ['--strict', '--reviewed', 'contact:heading']);
    expect(confirmed.stdout).not.toContain('FAIL');
    expect(confirmed.code).toBe(0);
    const after = await runOn(dir, statusMain, ['--missing']);
    expect(after.lines.find((line) => line.startsWith('ja  /ja/Contact_Us '))).toMatch(
      /100%.*published$/,
    );
  });

  it('every English string, changed, marks its every translation; confirming them all clears it', async () => {
    const dir = copyLocales((copy) => {
      for (const file of readdirSync(join(copy, 'en'))) {
        editCatalog(copy, `en/${file}`, (catalog) => {
          Object.assign(
            catalog,
            mapStrings(catalog as Catalog, (text) => `${text} (revised)`),
          );
        });
      }
    });
    const status = await runOn(dir, statusMain, ['--review']);
    const rows = status.lines.filter((line) => line.startsWith('ja  '));
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) expect(row).toMatch(/ 0\/\d+ +published, \d+ to review$/);
    expect(reviewLines(status.lines)).toHaveLength(recordedKeys(dir));

    expect((await runOn(dir, checkMain, ['--reviewed', '*'])).code).toBe(0);
    const after = await runOn(dir, statusMain, ['--review']);
    expect(reviewLines(after.lines)).toEqual([]);
    expect(after.stdout).toContain('84 of 84 page versions fully translated.');
  });

  it('a rewritten translation clears the mark once it is recorded with --fix', async () => {
    const dir = copyLocales((copy) => {
      editCatalog(copy, 'en/contact.json', (catalog) => {
        catalog.heading = 'Tell us what you are working on';
      });
      editCatalog(copy, 'ja/contact.json', (catalog) => {
        catalog.heading = '取り組んでいる課題をお聞かせください';
      });
    });
    // Rewritten, it no longer needs review, but the record must learn of it.
    const unrecorded = await runOn(dir, checkMain);
    expect(unrecorded.code).toBe(1);
    expect(unrecorded.stdout).toContain(
      'contact:heading is new or edited: run `npm run i18n:check -- --fix` to record it',
    );
    expect(unrecorded.stdout).toContain('ja: no translation needs review');
    await runOn(dir, checkMain, ['--fix']);
    const fixed = await runOn(dir, checkMain, ['--strict']);
    expect(fixed.stdout).not.toContain('FAIL');
    expect(fixed.code).toBe(0);

    // Recorded against today's English: the next change to the English marks it again.
    editCatalog(dir, 'en/contact.json', (catalog) => {
      catalog.heading = 'Tell us about your project';
    });
    const again = await runOn(dir, checkMain);
    expect(again.stdout).toContain('was: "Tell us what you are working on"');
  });

  it('names a record of a key that no longer exists, and --fix drops it', async () => {
    const dir = copyLocales((copy) => {
      editCatalog(copy, 'ja.review.json', (record) => {
        (record.contact as Record<string, unknown>).oldHeading = {
          source: 'Old',
          translation: '000000000000',
        };
      });
    });
    const check = await runOn(dir, checkMain);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('contact:oldHeading: no longer translated');
    await runOn(dir, checkMain, ['--fix']);
    expect((await runOn(dir, checkMain)).code).toBe(0);
  });

  it('refuses to confirm a key that does not need review, naming it', async () => {
    const check = await runOn(copyLocales(), checkMain, ['--reviewed', 'contact:nope']);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain('contact:nope: no ja translation of it needs review');
  });
});
