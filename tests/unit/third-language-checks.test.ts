/**
 * The checks pass in a copy of the repository with a third language, Korean (`ko`), added as one
 * registry entry and its catalogs (tests/support/third-language-copy.ts): the type checker, and the
 * real `npm run i18n:check` (after `-- --fix` has recorded the new translations, as a translator
 * would), then `npm run i18n:status`; the catalog commands run beside the type checker.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ko, npmRun, run, withKoreanCopy, type Outcome } from '../support/third-language-copy';

/**
 * A translator's last step (docs/translating.md, "Add a language"): record the new translations
 * in `locales/ko.review.json`, then the check, which must pass.
 */
async function recordAndCheck(work: string): Promise<Outcome> {
  const recorded = await npmRun(work, 'i18n:check', ['--fix']);
  return recorded.ok ? npmRun(work, 'i18n:check') : recorded;
}

/**
 * `npm run typecheck` without its build info: `tsc -b` would write that into node_modules/.tmp,
 * which the copy shares with the repository through its link.
 */
async function typecheckProjects(work: string): Promise<Outcome> {
  const tsc = join(work, 'node_modules', '.bin', 'tsc');
  const outcomes: Outcome[] = [];
  for (const project of ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.test.json']) {
    outcomes.push(await run(work, tsc, ['-p', project, '--noEmit', '--incremental', 'false']));
  }
  return {
    ok: outcomes.every((outcome) => outcome.ok),
    output: outcomes.map((outcome) => outcome.output).join(''),
  };
}

/** A command's outcome, failing with the end of its output (where the error is). */
function expectSucceeded(outcome: Outcome, what: string): void {
  expect(outcome.ok, `${what} failed in ${copy.work}:\n${outcome.output.slice(-4000)}`).toBe(true);
}

// The catalog tools and the type checker do not need the build: they run beside each other. The
// status comes after the check, as a translator would ask for it: it reads the
// `locales/ko.review.json` that `--fix` writes.
const copy = withKoreanCopy(async (work) => {
  const catalogs = async () => {
    const check = await recordAndCheck(work);
    return { check, status: await npmRun(work, 'i18n:status') };
  };
  const [{ check, status }, typecheck] = await Promise.all([catalogs(), typecheckProjects(work)]);
  return { check, status, typecheck };
});

describe(`the checks with the new language (${ko})`, () => {
  it('the type checker passes: nothing in the code lists the languages by hand', () => {
    const { typecheck } = copy.outcomes;
    expectSucceeded(typecheck, 'tsc (app, node and test projects)');
  });

  it('npm run i18n:check passes, Korean plural forms and all', () => {
    const { check } = copy.outcomes;
    expectSucceeded(check, 'npm run i18n:check');
    expect(check.output).toMatch(new RegExp(`^${ko}: (\\d+) of \\1 namespaces translated$`, 'm'));
  });

  it('npm run i18n:status lists every page as published in it', () => {
    const { status } = copy.outcomes;
    expectSucceeded(status, 'npm run i18n:status');
    const rows = (locale: string) =>
      status.output.split('\n').filter((line) => line.startsWith(`${locale}  `));
    const korean = rows(ko);
    expect(korean.length).toBe(rows('en').length);
    expect(korean.filter((line) => !/ published$/.test(line))).toEqual([]);
  });
});
