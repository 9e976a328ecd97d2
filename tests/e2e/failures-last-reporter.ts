import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much of each failure to repeat: enough for the assertion, its message and the line. */
const linesPerFailure = 24;

/** Terminal colour codes, which a CI log shows as noise. */
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * Repeats every failure, with its error, after the run's summary. The line reporter prints a
 * failure where it happens, hundreds of lines before the end; a CI log that keeps only its tail
 * (as ours did once) then names the failed test and not why it failed.
 */
export default class FailuresLastReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    // The path without the project (unnamed here) and the file, which `where` names.
    const title = test
      .titlePath()
      .filter((part) => part && !part.endsWith('.ts'))
      .join(' › ');
    const where = `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line}`;
    const errors = result.errors
      .map((error) => (error.message ?? error.value ?? '').replace(colours, ''))
      .join('\n')
      .split('\n')
      .slice(0, linesPerFailure)
      .map((line) => `    ${line}`.trimEnd());
    this.failures.push([`  ${where} › ${title} (${result.status})`, ...errors].join('\n'));
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nWhy the run is ${result.status}: ${this.failures.length} failed\n`);
    console.log(this.failures.join('\n\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
