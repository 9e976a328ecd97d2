// @vitest-environment node
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copyLocales, root, runOn } from '../../tests/support/catalog-copy';
import { glossaryMarkdown, glossaryText, glossaryYaml, main } from './glossary';

describe('the glossary', () => {
  it('GLOSSARY.md is what npm run i18n:glossary writes from glossary.yml', async () => {
    expect(readFileSync(glossaryMarkdown(), 'utf8'), 'run `npm run i18n:glossary`').toBe(
      await glossaryText(),
    );
  });

  it('names the English term of every rule', () => {
    const { rules } = parse(readFileSync(glossaryYaml(), 'utf8')) as {
      rules: { english?: string; expected: string }[];
    };
    expect(rules.filter((rule) => !rule.english).map((rule) => rule.expected)).toEqual([]);
  });

  it('npm run i18n:glossary writes GLOSSARY.md', async () => {
    const dir = copyLocales((copy) => rmSync(join(copy, 'GLOSSARY.md')));
    const run = await runOn(dir, main);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Wrote ${join(dir, 'GLOSSARY.md')}\n`);
    expect(readFileSync(join(dir, 'GLOSSARY.md'), 'utf8')).toBe(
      readFileSync(join(root, 'locales', 'GLOSSARY.md'), 'utf8'),
    );
  });
});
