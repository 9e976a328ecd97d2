// @vitest-environment node
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '../../tests/support/catalog-copy';

/**
 * The one thing the other tests, which call each command's `main`, cannot show: that `npm run
 * i18n:…` starts it and exits with its code. (`i18n:check` and `i18n:status` run as commands in
 * tests/unit/third-language-checks.test.ts.)
 */
function npmRun(script: string, args: string[]) {
  return new Promise<{ code: number; stderr: string }>((done) => {
    execFile('npm', ['run', '--silent', script, '--', ...args], { cwd: root }, (error, _, stderr) =>
      done({ code: error ? Number(error.code) : 0, stderr }),
    );
  });
}

describe.concurrent('the translators’ commands as npm runs them', { timeout: 60_000 }, () => {
  it.each(['glossary', 'lint', 'export', 'import'])(
    'npm run i18n:%s runs its main: a wrong option prints the usage and exits 2',
    async (name) => {
      const { code, stderr } = await npmRun(`i18n:${name}`, ['--no-such-option']);
      expect(stderr).toContain(`Usage: npm run i18n:${name}`);
      expect(code).toBe(2);
    },
  );
});
