/**
 * `npm run i18n:glossary`: writes locales/GLOSSARY.md, the translators' glossary, from the prh
 * rules of locales/glossary.yml that `npm run i18n:lint` applies
 * (docs/decisions/0007-translation-workflow.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { fromRowConfig } from 'prh';
import { parse } from 'yaml';
import { localesDir } from './catalogs';
import { command, isCommand, runCommand } from './command';

export const glossaryYaml = (): string => join(localesDir(), 'glossary.yml');
export const glossaryMarkdown = (): string => join(localesDir(), 'GLOSSARY.md');

export const usage = `Usage: npm run i18n:glossary

Writes locales/GLOSSARY.md from locales/glossary.yml: the YAML's intro, then a row per rule with
its English, the Japanese term, the variants to avoid (what the rule replaces in its specs) and
its note. A unit test fails when the Markdown is older than the YAML.
`;

/** glossary.yml: prh's config, and the text above the table. */
type GlossaryConfig = Parameters<typeof fromRowConfig>[1] & { intro: string };

/** The fields of a glossary.yml rule prh does not use (it keeps the rule as read, as `raw`). */
interface GlossaryRule {
  english?: string;
  prh?: string;
}

/** A table cell: one line, and a `|` would end the cell. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** GLOSSARY.md as it should be, formatted as Prettier formats it (npm run format:check). */
export async function glossaryText(): Promise<string> {
  const config = parse(readFileSync(glossaryYaml(), 'utf8')) as GlossaryConfig;
  // Loading through prh runs every rule's specs, so a glossary with a broken pattern fails here.
  const engine = fromRowConfig(glossaryYaml(), config);
  const rows = engine.rules.map((rule) => {
    const { english = '', prh = '' } = rule.raw as GlossaryRule;
    // The words the rule replaces in its own examples: the variants a translator should avoid.
    const avoid = new Set(
      rule.specs.flatMap((spec) => rule.applyRule(spec.from).map((diff) => diff.matches[0] ?? '')),
    );
    return `| ${[english, rule.expected, [...avoid].join(', '), prh].map(cell).join(' | ')} |`;
  });
  const markdown = [
    '# Glossary for translators (English → Japanese)',
    '',
    '<!-- Written by `npm run i18n:glossary` from glossary.yml: edit that file, not this one. -->',
    '',
    config.intro.trim(),
    '',
    '`npm run i18n:lint` reports a word from the "avoid" column in a Japanese catalog, with the',
    'term to use instead; `npm run i18n:lint -- --fix` replaces it.',
    '',
    '| English | 日本語 | avoid | note |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return format(markdown, {
    ...(await resolveConfig(glossaryMarkdown())),
    parser: 'markdown',
  });
}

/** Runs the command line `argv`; resolves to the exit code (2: misuse). */
export const main = command(
  { usage, options: { help: { type: 'boolean', short: 'h' } } },
  async (_, io) => {
    writeFileSync(glossaryMarkdown(), await glossaryText());
    io.out(`Wrote ${glossaryMarkdown()}\n`);
    return 0;
  },
);

if (isCommand(import.meta.url)) await runCommand(main);
