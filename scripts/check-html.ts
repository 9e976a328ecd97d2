/**
 * `npm run html:check`: runs the Nu HTML Checker (vnu.jar, from the vnu-jar package; it runs on
 * Java) once, over every page of the built site (every `.html` file under dist/, the not-found
 * pages included) and its stylesheets (`--also-check-css`; it checks the CSS of the pages'
 * `<style>` elements and `style` attributes anyway). Errors fail the check; warnings and the
 * checker's notes are printed and do not. Run `npm run build` first.
 *
 * A few errors are the checker's mistakes, not the site's: HTML and CSS it does not know yet.
 * They are listed below, each with the reason, and ignored (and counted in the summary).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from '../server/site-server';

/** One message of vnu's `--format json` output. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  /** `warning` (for `info`), `fatal` (for `error`), `io`, `schema` or `internal`. */
  subType?: string;
  url?: string;
  message?: string;
  extract?: string;
  firstLine?: number;
  firstColumn?: number;
  lastLine?: number;
  lastColumn?: number;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** A message the checker gets wrong: what it says, and (when that is not enough) where. */
interface KnownFalsePositive {
  /** The whole message, or a pattern of it (then `label` says what it matches). */
  message: string | RegExp;
  label?: string;
  /** Whether the message is this mistake, by the source it quotes (up to the part it marks). */
  quoted?: (source: string) => boolean;
  why: string;
}

/**
 * Errors vnu 25.11.25 reports about HTML and CSS that the current standards allow, which its
 * schema and its CSS validator (the W3C CSS Validator) do not know yet. The site uses them on
 * purpose (the dialogs and accordions work before any script runs). Each entry matches its exact
 * message only; delete one when the checker learns what it is about (the check says when an
 * entry matched nothing).
 */
export const knownFalsePositives: readonly KnownFalsePositive[] = [
  {
    message: 'Attribute “name” not allowed on element “details” at this point.',
    why: 'exclusive accordions, details[name] (HTML Standard, 2023): not in the checker’s schema (validator/validator#1645)',
  },
  {
    message: 'Attribute “commandfor” not allowed on element “button” at this point.',
    why: 'invoker commands (HTML Standard, 2025): not in the checker’s schema (validator/validator#1795)',
  },
  {
    message: 'Attribute “command” not allowed on element “button” at this point.',
    why: 'invoker commands (HTML Standard, 2025): not in the checker’s schema (validator/validator#1795)',
  },
  {
    message: 'Attribute “closedby” not allowed on element “dialog” at this point.',
    why: 'dialog[closedby] (HTML Standard, 2025): not in the checker’s schema (validator/validator#1780)',
  },
  {
    message: 'CSS: Unknown pseudo-element or pseudo-class “:popover-open”',
    why: ':popover-open (HTML Standard, Selectors 4): unknown to the CSS validator',
  },
  {
    message: "CSS: “container-type”: Property “container-type” doesn't exist.",
    why: 'container queries (CSS Containment 3): unknown to the CSS validator (w3c/css-validator#474)',
  },
  {
    message: "CSS: “contain-intrinsic-size”: Property “contain-intrinsic-size” doesn't exist.",
    why: 'contain-intrinsic-size (CSS Sizing 4): unknown to the CSS validator (validator/validator#1768)',
  },
  {
    // The validator marks the unit (`16cqi`, "Unknown dimension"), or inside min() or clamp()
    // the parenthesis after it (`16cqi)`, "Parse Error").
    message: /^CSS: “[a-z-]+”: (?:Parse Error|Unknown dimension)\.$/,
    label: 'CSS: “…”: Parse Error. (or Unknown dimension.) at a container query unit',
    quoted: (source) => /\dcq(?:[whib]|min|max)\)?$/.test(source),
    why: 'container query units, cqi and the like (CSS Containment 3): unknown to the CSS validator, as container queries are (w3c/css-validator#474)',
  },
];

export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  severity: Severity;
  /** Where it starts, `line:column` (absent for a message about the whole document). */
  at?: string;
  message: string;
  /** The source around it, on one line. */
  extract?: string;
}

export interface CheckReport {
  /** The checker's version, as it gives it. */
  version: string;
  /** Every file checked, by its address (`/ja/company`), with what the checker found there. */
  pages: Map<string, Finding[]>;
  /** Messages about no file checked: the checker failed to read one, or to run. */
  general: Finding[];
  /** How many messages each known false positive (by index) matched. */
  ignored: number[];
}

/**
 * The address of a file in dist/, by its path there: `ja/company/index.html` is `/ja/company`,
 * `index.html` `/`, `404.html` `/404.html`.
 */
export function addressOf(file: string): string {
  return `/${file.replace(/(?:^|\/)index\.html$/, '')}`;
}

/** The address of a checked file, from the `file:` URL vnu names it by. */
export function pageAddress(url: string, dist: string): string {
  return addressOf(relative(dist, fileURLToPath(url)).split(sep).join('/'));
}

function severityOf(message: VnuMessage): Severity {
  if (message.type === 'info') return message.subType === 'warning' ? 'warning' : 'info';
  return 'error';
}

/** The part of the extract up to the end of the part it highlights. */
function quotedUpTo(message: VnuMessage): string {
  const { extract = '', hiliteStart = 0, hiliteLength = 0 } = message;
  return extract.slice(0, hiliteStart + hiliteLength);
}

/** Which known false positive this message is (its index in the list), or -1. */
export function knownFalsePositive(message: VnuMessage): number {
  const text = message.message;
  if (message.type !== 'error' || text === undefined) return -1;
  return knownFalsePositives.findIndex(
    (known) =>
      (typeof known.message === 'string' ? known.message === text : known.message.test(text)) &&
      (known.quoted?.(quotedUpTo(message)) ?? true),
  );
}

function findingOf(message: VnuMessage): Finding {
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn ?? 1;
  const kind = message.type === 'non-document-error' ? ` (${message.subType ?? 'checker'})` : '';
  return {
    severity: severityOf(message),
    ...(line === undefined ? {} : { at: `${String(line)}:${String(column)}` }),
    message: `${message.message ?? 'The checker failed'}${kind}`,
    ...(message.extract ? { extract: message.extract.replace(/\s*\n\s*/g, ' ') } : {}),
  };
}

/**
 * vnu's JSON output as a report per file: `pages` holds every file checked (`checked`, their
 * paths in `dist`), whether the checker found anything there or not.
 */
export function reportFromVnu(json: string, dist: string, checked: readonly string[]): CheckReport {
  const output = JSON.parse(json) as { version?: string; messages: VnuMessage[] };
  const pages = new Map<string, Finding[]>(checked.map((file) => [addressOf(file), []]));
  const general: Finding[] = [];
  const ignored = knownFalsePositives.map(() => 0);
  for (const message of output.messages) {
    const known = knownFalsePositive(message);
    if (known >= 0) {
      ignored[known] = (ignored[known] ?? 0) + 1;
      continue;
    }
    const findings = message.url?.startsWith('file:')
      ? pages.get(pageAddress(message.url, dist))
      : undefined;
    (findings ?? general).push(findingOf(message));
  }
  return { version: output.version ?? 'unknown', pages, general, ignored };
}

function count(n: number, noun: string): string {
  return `${String(n)} ${noun}${n === 1 ? '' : 's'}`;
}

function labelOf(known: KnownFalsePositive): string {
  return typeof known.message === 'string' ? known.message : (known.label ?? String(known.message));
}

/** The report as the check prints it, and whether the check fails (on any error). */
export function formatReport(report: CheckReport): { text: string; failed: boolean } {
  const lines: string[] = [];
  const totals: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  let pagesWithErrors = 0;
  const sections = [...report.pages];
  if (report.general.length > 0) sections.push(['(no file: the checker)', report.general]);
  for (const [page, findings] of sections) {
    if (findings.length === 0) continue;
    lines.push(page);
    for (const { severity, at, message, extract } of findings) {
      totals[severity] += 1;
      lines.push(`  ${severity}${at ? ` ${at}` : ''}: ${message}`);
      if (extract) lines.push(`      ${extract}`);
    }
    if (findings.some((finding) => finding.severity === 'error')) pagesWithErrors += 1;
  }
  const ignored = knownFalsePositives.map((known, index) => ({
    known,
    n: report.ignored[index] ?? 0,
  }));
  if (ignored.some(({ n }) => n > 0)) {
    if (lines.length > 0) lines.push('');
    lines.push('Ignored, as the checker’s known mistakes (listed in scripts/check-html.ts):');
    for (const { known, n } of ignored) {
      if (n > 0) lines.push(`  ${String(n)} × ${labelOf(known)}`, `      ${known.why}`);
    }
  }
  for (const { known, n } of ignored) {
    if (n === 0) {
      lines.push(
        `Known mistake that matched nothing (remove it from scripts/check-html.ts if the checker no longer makes it): ${labelOf(known)}`,
      );
    }
  }
  const addresses = [...report.pages.keys()];
  const stylesheets = addresses.filter((address) => address.endsWith('.css')).length;
  const failed = totals.error > 0;
  const errors = `${count(totals.error, 'error')}${failed ? ` (on ${count(pagesWithErrors, 'page')})` : ''}`;
  lines.push(
    '',
    `Nu HTML Checker ${report.version}: ${count(addresses.length - stylesheets, 'page')} and ${count(stylesheets, 'stylesheet')} checked, ${errors}, ${count(totals.warning, 'warning')}, ${count(totals.info, 'note')}.`,
    failed
      ? 'The check fails: fix the errors above (warnings and notes do not fail it).'
      : 'The check passes (warnings and notes, if any, are printed but do not fail it).',
  );
  return { text: lines.join('\n'), failed };
}

function main(): void {
  const dist = resolve(import.meta.dirname, '..', 'dist');
  const pages = existsSync(dist) ? htmlFiles(dist) : [];
  if (pages.length === 0) {
    console.error('No pages in dist/: run npm run build first.');
    process.exitCode = 1;
    return;
  }
  const stylesheets = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.css'))
    .map((entry) => entry.split(sep).join('/'));
  const checked = [...pages, ...stylesheets];
  const require = createRequire(import.meta.url);
  // The package is the path of its vnu.jar.
  const jar = require('vnu-jar') as string;
  const args = ['-jar', jar, '--format', 'json', '--stdout', '--also-check-css'];
  // One run of the checker (one Java start) for every file.
  const run = spawnSync('java', [...args, ...checked.map((file) => join(dist, file))], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if ((run.error as { code?: string } | undefined)?.code === 'ENOENT') {
    console.error(
      'Java is not installed, and the Nu HTML Checker (vnu.jar) runs on it: install a Java runtime, 11 or newer (Debian: apt-get install default-jre-headless).',
    );
    process.exitCode = 1;
    return;
  }
  let report: CheckReport;
  try {
    report = reportFromVnu(run.stdout, dist, checked);
  } catch {
    console.error(`The Nu HTML Checker gave no report (java exited ${String(run.status)}):`);
    console.error(run.stderr || run.error?.message || '');
    process.exitCode = 1;
    return;
  }
  const { text, failed } = formatReport(report);
  console.log(text);
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
