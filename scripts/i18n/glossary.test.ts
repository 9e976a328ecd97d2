import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { glossaryMarkdown, glossaryText, glossaryYaml } from './glossary';

describe('the glossary', () => {
  it('GLOSSARY.md is what npm run i18n:glossary writes from glossary.yml', async () => {
    expect(readFileSync(glossaryMarkdown, 'utf8'), 'run `npm run i18n:glossary`').toBe(
      await glossaryText(),
    );
  });

  it('names the English term of every rule', () => {
    const { rules } = parse(readFileSync(glossaryYaml, 'utf8')) as {
      rules: { english?: string; expected: string }[];
    };
    expect(rules.filter((rule) => !rule.english).map((rule) => rule.expected)).toEqual([]);
  });
});
