// @vitest-environment node
/**
 * The lint's import rules catch what they are for: an import cycle, static or lazy, and a page
 * importing a feature's registry (docs/architecture.md, layers). Each case lints a changed copy of
 * a real file through eslint.config.js, so a resolver that stops finding `@/` modules fails here
 * rather than letting cycles pass unseen.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
});

/** The import-x findings on `file` (relative to the root) if its text were `text`. */
async function findings(file: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const original = (file: string) => readFileSync(`${root}/${file}`, 'utf8');

// The first lint builds the TypeScript program, which takes a busy machine a while.
describe('the import rules (eslint.config.js)', { timeout: 60_000 }, () => {
  it('find no cycle and no registry import in the files as they are', async () => {
    for (const file of [
      'src/features/home/paths.ts',
      'src/features/blog/article-page.tsx',
      'src/features/contact/contact-page.tsx',
    ]) {
      expect(await findings(file, original(file))).toEqual([]);
    }
  });

  it('fail a static import back to a module that leads to the importer', async () => {
    const file = 'src/features/home/paths.ts';
    const text = `import { homeFeature } from './feature';\n${original(file)}\nexport const feature = homeFeature;\n`;
    expect(await findings(file, text)).toContainEqual({
      ruleId: 'import-x/no-cycle',
      message: 'Dependency cycle detected',
    });
  });

  it('fail a cycle through a lazy import() and the `@/` alias', async () => {
    // The registry imports paths.ts, which would load the registry lazily.
    const file = 'src/features/contact/paths.ts';
    const text = `${original(file)}\nexport const registry = () => import('@/features/contact/feature');\n`;
    expect(await findings(file, text)).toContainEqual({
      ruleId: 'import-x/no-cycle',
      message: 'Dependency cycle detected',
    });
  });

  it('fail a cycle that runs through other features', async () => {
    // home-page -> insights-section -> blog/paths -> home-page would close a loop of three files.
    const file = 'src/features/blog/paths.ts';
    const text = `import HomePage from '@/features/home/home-page';\n${original(file)}\nexport const page = HomePage;\n`;
    expect(await findings(file, text)).toContainEqual({
      ruleId: 'import-x/no-cycle',
      message: expect.stringMatching(/^Dependency cycle via /) as string,
    });
  });

  it.each([
    ['its own registry', 'src/features/blog/blog-listing-page.tsx', './feature'],
    ['another feature’s registry', 'src/features/team/team-page.tsx', '@/features/contact/feature'],
    ['a registry, relatively', 'src/features/team/team-page.tsx', '../privacy/feature'],
  ])('fail a page importing %s', async (_, file, source) => {
    const text = `import * as registry from '${source}';\n${original(file)}\nexport { registry };\n`;
    expect(await findings(file, text)).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining(
        "Only src/app imports a feature's registry: read addresses and labels from its paths.ts",
      ) as string,
    });
  });

  it('let the app import registries', async () => {
    const file = 'src/app/features.ts';
    expect(await findings(file, original(file))).toEqual([]);
  });
});
