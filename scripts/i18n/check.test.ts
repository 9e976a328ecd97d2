// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyLocales, editCatalog as edit, root, runOn } from '../../tests/support/catalog-copy';
import { main } from './check';

/** Runs `npm run i18n:check`'s main on a copy of the catalogs changed by `change`. */
async function checkWith(change: (dir: string) => void, args: string[] = []) {
  const dir = copyLocales(change);
  return { ...(await runOn(dir, main, args)), dir };
}

describe('npm run i18n:check', { timeout: 60_000 }, () => {
  it('passes on the catalogs as they are', async () => {
    const { code, stdout } = await checkWith(() => {});
    expect(stdout).not.toContain('FAIL');
    expect(code).toBe(0);
  });

  it('fails on a key no code uses, naming it', async () => {
    const { code, stdout } = await checkWith((dir) => {
      for (const locale of ['en', 'ja']) {
        edit(dir, `${locale}/contact.json`, (catalog) => {
          catalog.oldTagline = locale === 'en' ? 'Talk to us' : 'ご相談ください';
        });
      }
    });
    expect(code).toBe(1);
    expect(stdout).toContain('unused: contact:oldTagline');
  });

  it('fails on Japanese left in English and on a key only one language has', async () => {
    const { code, stdout } = await checkWith((dir) => {
      edit(dir, 'ja/contact.json', (catalog) => {
        const english = JSON.parse(readFileSync(join(dir, 'en/contact.json'), 'utf8')) as {
          heading: string;
        };
        catalog.heading = english.heading;
        catalog.extra = '余分';
      });
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(/untranslated: heading/);
    expect(stdout).toMatch(/extra: extra/);
  });

  it('fails on a catalog out of order, and --fix puts it right', async () => {
    const reorder = (dir: string) =>
      edit(dir, 'ja/contact.json', (catalog) => {
        const { meta } = catalog;
        delete catalog.meta;
        catalog.meta = meta;
      });
    const broken = await checkWith(reorder);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('ja/contact.json: run `npm run i18n:check -- --fix`');
    const fixed = await checkWith(reorder, ['--fix']);
    expect(readFileSync(join(fixed.dir, 'ja/contact.json'), 'utf8')).toBe(
      readFileSync(join(root, 'locales', 'ja/contact.json'), 'utf8'),
    );
  });

  it('takes keys to confirm only after --reviewed', async () => {
    const { code, stderr } = await checkWith(() => {}, ['contact:heading']);
    expect(stderr).toContain('contact:heading: keys to confirm follow --reviewed');
    expect(code).toBe(2);
  });

  it('fails on a translation longer than locales/context.json allows, and on an entry naming no key', async () => {
    const { code, stdout } = await checkWith((dir) => {
      edit(dir, 'ja/contact.json', (catalog) => {
        (catalog.meta as Record<string, string>).title = 'お問い合わせ'.repeat(6);
      });
      edit(dir, 'context.json', (context) => {
        context['contact:oldHeading'] = { description: 'A heading that was removed' };
      });
    });
    expect(code).toBe(1);
    expect(stdout).toContain('ja/contact:meta.title: 36 characters, longer than 32');
    expect(stdout).toContain('contact:oldHeading: names no key of the English catalogs');
  });
});
