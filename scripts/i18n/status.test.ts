// @vitest-environment node
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Locale } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import { copyLocales, runOn } from '../../tests/support/catalog-copy';
import { main } from './status';

async function status(change: (dir: string) => void) {
  return (await runOn(copyLocales(change), main, ['--missing'])).lines;
}

const line = (lines: string[], start: string) => lines.find((text) => text.startsWith(start)) ?? '';

/** How a page's line starts: its locale, then its address in that locale. */
const row = (locale: Locale, path: string) => `${locale}  ${localizePath(path, locale)} `;

describe('npm run i18n:status', () => {
  it('shows every page in both languages, and what a translator has left to do', async () => {
    const lines = await status((dir) => {
      rmSync(join(dir, 'ja', 'team.json'));
      const file = join(dir, 'ja', 'contact.json');
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      delete catalog.intro;
      writeFileSync(file, JSON.stringify(catalog));
    });
    expect(line(lines, 'en  /team ')).toMatch(/100%.*published$/);
    expect(line(lines, row('ja', '/team'))).toMatch(/not published$/);
    expect(lines).toContain('      missing team.json (no file yet)');
    expect(line(lines, row('ja', '/Contact_Us'))).toMatch(/9\d%.*published, incomplete$/);
    expect(lines).toContain('      missing contact:intro (missing)');
    expect(line(lines, 'ja  /japanese ')).toMatch(/100%.*published$/);
    expect(lines.at(-2)).toBe('82 of 84 page versions fully translated.');
  });

  it('lists the catalogs no page reads, the automatic reply’s, with what is left in them', async () => {
    const lines = await status((dir) => {
      const file = join(dir, 'ja', 'enquiryReply.json');
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      delete catalog.notYou;
      writeFileSync(file, JSON.stringify(catalog));
    });
    expect(line(lines, 'en  (enquiryReply) ')).toMatch(/100%.*published$/);
    expect(line(lines, 'ja  (enquiryReply) ')).toMatch(/9\d%.*published, incomplete$/);
    expect(lines).toContain('      missing enquiryReply:notYou (missing)');
  });
});
