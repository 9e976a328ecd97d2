/**
 * `npm run bench`: Lighthouse and the first tap (scripts/first-tap.ts) on every built page, beside
 * each language's hand-written reference page, checked against the budgets
 * (scripts/bench/budgets.ts). README.md, "Performance", says what it measures and how to run it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { format, resolveConfig } from 'prettier';
import { isLocale, regionalTag, type Locale } from '../contract/locales';
import { createSiteServer, readSecurityHeaders } from '../server/site-server';
import { budgetFailures, kb, lcpRatioBudget, unmeasured, type Measured } from './bench/budgets';
import { gzipBytes, inlineScriptBytes, inlineStyleBytes } from './bench/page-bytes';
import {
  nearestReferenceLcps,
  nearestReferenceRuns,
  referencePage,
  referenceServer,
} from './bench/reference-pages';
import { unexpectedChunks } from './chunk-budget';
import { launchChromiumForLighthouse } from './chromium';
import { firstTapBudgetMs, firstTapTable, measureFirstTaps, tapFailures } from './first-tap';
import { median, spread } from './statistics';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

interface Options {
  routes: string[] | null;
  runs: number;
  /** Only the first-tap table (scripts/first-tap.ts), not Lighthouse's. */
  tapsOnly: boolean;
  /** Only these first-tap cases, by name. */
  taps: string[] | null;
}

/**
 * Runs per page (and per first-tap case) unless `--runs` says otherwise: five, as Lighthouse's
 * variability guide advises (docs/variability.md there: the median of 5 runs is about twice as
 * stable as 1). With three, a Japanese page's median moved by about ±4% between full runs on this
 * machine, as much as the 1.05x budget's whole margin (README.md, "Performance").
 */
const defaultRuns = 5;

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index === -1 ? undefined : argv[index + 1];
  };
  const routes = value('--routes');
  const taps = value('--taps');
  const runs = Number(value('--runs') ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(
      `--runs takes a whole number of runs, 1 or more (not ${String(value('--runs'))})`,
    );
  }
  return {
    routes: routes ? routes.split(',') : null,
    runs,
    tapsOnly: argv.includes('--taps-only'),
    taps: taps ? taps.split(',') : null,
  };
}

interface Run {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  scores: Record<string, number>;
  js: number;
  css: number;
  /** The page's own response as transferred (headers and compressed body). */
  response: number;
  scripts: string[];
  /** Lighthouse's code for a run that ended in an error. */
  error?: string;
}

function listen(server: Server): Promise<string> {
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
    });
  });
}

async function measureOnce(url: string, port: number, noindex: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // A page that asks not to be indexed (the thank-you pages, which only a sent enquiry leads
    // to) is scored on SEO without the audit that fails for that very reason; Lighthouse leaves
    // a skipped audit out of its category's score. Which pages may say `noindex` is for the
    // browser tests (tests/e2e/seo-indexing.spec.ts).
    ...(noindex ? { skipAudits: ['is-crawlable'] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  // What the page carries in itself: the boot script and the critical CSS.
  const html = await (await fetch(url)).text();
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script').map((item) => item.url);
  const styles = requests
    .filter((item) => item.resourceType === 'Stylesheet')
    .map((item) => item.url);
  return {
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scores: Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, category.score ?? 0]),
    ),
    js: scripts.reduce((sum, script) => sum + gzipBytes(dist, script), 0) + inlineScriptBytes(html),
    css: styles.reduce((sum, style) => sum + gzipBytes(dist, style), 0) + inlineStyleBytes(html),
    response: requests.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN,
    scripts,
    error: result.lhr.runtimeError?.code,
  };
}

/**
 * One Lighthouse run of a page, run again (twice at most) if it measured no LCP, FCP, TBT or CLS:
 * on a busy machine a run now and then ends in an error, and a median over it would be NaN.
 */
async function measure(url: string, port: number, noindex = false): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await measureOnce(url, port, noindex);
    const missing = unmeasured(run);
    if (missing.length === 0 || attempt === 3) return run;
    console.warn(
      `\n${url}: run ${String(attempt)} measured no ${missing.join(', ')} (${run.error ?? 'no error code'}); again`,
    );
  }
}

/** The scripts a page fetches once the visitor interacts (the app boots then). */
async function scriptsOnInteraction(
  browserUrl: string,
  url: string,
  locale: Locale,
): Promise<string[]> {
  const browser = await chromium.connectOverCDP(browserUrl);
  // A fresh context for each page: what one page remembers (the language a visitor chose) must
  // not change what the next loads. In the page's language, as its readers' browsers are: an
  // English browser on a Japanese page is rightly offered the English page, and that offer loads
  // English words (Playwright sets the language in the browser and in Accept-Language).
  const language = regionalTag(locale);
  const context = await browser.newContext({
    locale: language,
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 15_000,
    });
    const seen = await page.evaluate(() => navigator.languages.join(','));
    if (!seen.startsWith(language)) {
      throw new Error(`The browser for ${url} read its languages as ${seen}, not ${language}`);
    }
    return scripts;
  } finally {
    await context.close();
    // Leaves Chromium running: Lighthouse goes on using it.
    await browser.close();
  }
}

interface Row extends Measured {
  path: string;
  /** Each run's LCP: how far one run strays from the next. */
  lcpRuns: number[];
  /** The median LCP of the runs of its language's reference nearest this page's runs. */
  referenceLcp: number;
  css: number;
  appJs: number;
  failures: string[];
}

/**
 * Lighthouse on every page, and on each page's own language's reference page before the first
 * page of that language and after each of them: the page-load table.
 */
async function pageLoadTable(
  pages: readonly { path: string; locale: Locale; noindex: boolean }[],
  runCount: number,
  siteOrigin: string,
  referenceOrigin: string,
): Promise<{ table: string; failing: number }> {
  const chrome = await launchChromiumForLighthouse();
  const browserUrl = `http://127.0.0.1:${String(chrome.port)}`;
  try {
    // The reference is measured between pages, not only at the start: a page is compared with
    // the runs of its language's reference nearest it, so an hour in which the machine slows
    // down moves both sides of the ratio.
    const referenceRuns = new Map<Locale, Run[]>();
    const runReference = async (locale: Locale) => {
      const run = await measure(`${referenceOrigin}${referencePage(locale).path}`, chrome.port);
      referenceRuns.set(locale, [...(referenceRuns.get(locale) ?? []), run]);
    };

    const rows: Row[] = [];
    for (const page of pages) {
      if (!referenceRuns.has(page.locale)) {
        // A first run of each reference counts for nothing: the browser's first Lighthouse run
        // is often the slowest, and a language's first is the first to set its text in its faces.
        await measure(`${referenceOrigin}${referencePage(page.locale).path}`, chrome.port);
        await runReference(page.locale);
      }
      const runs: Run[] = [];
      for (let run = 0; run < runCount; run += 1) {
        runs.push(await measure(`${siteOrigin}${page.path}`, chrome.port, page.noindex));
      }
      const appScripts = await scriptsOnInteraction(
        browserUrl,
        `${siteOrigin}${page.path}`,
        page.locale,
      );
      const scores = Object.fromEntries(
        Object.keys(runs[0]?.scores ?? {}).map((id) => [
          id,
          median(runs.map((run) => run.scores[id] ?? 0)),
        ]),
      );
      rows.push({
        path: page.path,
        locale: page.locale,
        lcp: median(runs.map((run) => run.lcp)),
        lcpRuns: runs.map((run) => run.lcp),
        fcp: median(runs.map((run) => run.fcp)),
        tbt: median(runs.map((run) => run.tbt)),
        cls: median(runs.map((run) => run.cls)),
        referenceLcp: Number.NaN,
        ratio: Number.NaN,
        js: median(runs.map((run) => run.js)),
        css: median(runs.map((run) => run.css)),
        response: median(runs.map((run) => run.response)),
        appJs: appScripts.reduce((sum, script) => sum + gzipBytes(dist, script), 0),
        scores,
        failures: unexpectedChunks(page.path, page.locale, appScripts).map(
          (name) => `loads ${name}`,
        ),
      });
      await runReference(page.locale);
      process.stdout.write(`${page.path} `);
    }
    process.stdout.write('\n');

    const referenceLcps = new Map(
      [...referenceRuns].map(([locale, runs]) => [locale, runs.map((run) => run.lcp)]),
    );
    const nearest = nearestReferenceLcps(rows, referenceLcps);
    rows.forEach((row, index) => {
      row.referenceLcp = nearest[index] ?? Number.NaN;
      row.ratio = row.lcp / row.referenceLcp;
      row.failures.push(...budgetFailures(row));
    });
    const referenceSummaries = [...referenceLcps].map(([locale, lcps]) => {
      return `\`${referencePage(locale).file}\` (${locale}) LCP median ${String(Math.round(median(lcps)))} ms over ${String(lcps.length)} runs, ${spread(lcps)} ms, budget ${lcpRatioBudget(locale).toFixed(2)}×`;
    });

    const table = [
      `Lighthouse 12 mobile, simulated throttling, Debian Chromium, median of ${String(runCount)} runs. ` +
        `Each page is compared with its own language's reference page (bench/reference/), measured before the first page of that language and after each of them ` +
        `(${referenceSummaries.join('; ')}); ` +
        `each page's "× ref" is its LCP over "ref ms", the median of the ${String(nearestReferenceRuns)} runs of its reference ("ref") nearest it (all of them if fewer).`,
      '',
      '| page | LCP ms | LCP runs ms | ref | ref ms | × ref | FCP ms | TBT ms | CLS | perf/a11y/bp/seo | first-load JS kB | first-load CSS kB | page response kB | JS at first interaction kB | budgets |',
      '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map(
        (row) =>
          `| ${row.path} | ${String(Math.round(row.lcp))} | ${spread(row.lcpRuns)} | ${referencePage(row.locale).file} | ${String(Math.round(row.referenceLcp))} | ${row.ratio.toFixed(2)} | ${String(Math.round(row.fcp))} | ${String(Math.round(row.tbt))} | ${row.cls.toFixed(2)} | ${['performance', 'accessibility', 'best-practices', 'seo'].map((id) => String(Math.round((row.scores[id] ?? 0) * 100))).join('/')} | ${kb(row.js)} | ${kb(row.css)} | ${kb(row.response)} | ${kb(row.appJs)} | ${row.failures.length ? row.failures.join(', ') : 'ok'} |`,
      ),
      '',
    ].join('\n');
    return { table, failing: rows.filter((row) => row.failures.length).length };
  } finally {
    chrome.kill();
  }
}

/** `text` with what lies between `<!-- name:start -->` and `<!-- name:end -->` replaced. */
export function replaceBetweenMarkers(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) return text;
  return `${text.slice(0, from + start.length)}\n\n${content}\n${text.slice(to)}`;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const manifest = JSON.parse(readFileSync(join(root, 'dist-ssr', 'pages.json'), 'utf8')) as {
    path: string;
    locale: string;
    status: number;
    noindex?: true;
  }[];
  const pages = manifest
    .filter((page) => page.status === 200)
    .filter((page) => !options.routes || options.routes.includes(page.path))
    .map(({ path, locale, noindex }) => {
      if (!isLocale(locale)) throw new Error(`${path}: ${locale} is not in contract/locales.ts`);
      return { path, locale, noindex: noindex === true };
    });

  const site = createSiteServer({ root: dist });
  const reference = referenceServer(readSecurityHeaders(dist));
  const [siteOrigin, referenceOrigin] = await Promise.all([listen(site), listen(reference)]);
  try {
    const tables: Record<'bench' | 'bench-taps', string> = { bench: '', 'bench-taps': '' };
    let failures = 0;
    if (!options.tapsOnly) {
      const pageLoad = await pageLoadTable(pages, options.runs, siteOrigin, referenceOrigin);
      tables.bench = pageLoad.table;
      failures += pageLoad.failing;
      console.log(`\n${pageLoad.table}`);
      console.log(
        pageLoad.failing
          ? `${String(pageLoad.failing)} of ${String(pages.length)} pages miss a budget.`
          : `Every budget holds on all ${String(pages.length)} pages.`,
      );
    }
    const tapRows = await measureFirstTaps(siteOrigin, referenceOrigin, {
      runs: options.runs,
      ...(options.taps ? { names: options.taps } : {}),
    });
    tables['bench-taps'] = firstTapTable(tapRows, options.runs);
    const slowTaps = tapRows.filter((row) => tapFailures(row).length).length;
    failures += slowTaps;
    console.log(`\n${tables['bench-taps']}`);
    console.log(
      slowTaps
        ? `${String(slowTaps)} of ${String(tapRows.length)} controls miss the first-tap budget.`
        : `Every control answers its first tap within ${String(firstTapBudgetMs)} ms.`,
    );

    // Written as Prettier writes Markdown, so `npm run format:check` stays green. A table this
    // run did not measure is left as it was.
    const markdown = async (file: string, text: string) =>
      format(text, { ...(await resolveConfig(file)), filepath: file });
    const write = async (file: string) => {
      let text = readFileSync(file, 'utf8');
      for (const [name, table] of Object.entries(tables)) {
        if (table) text = replaceBetweenMarkers(text, name, table);
      }
      writeFileSync(file, await markdown(file, text));
    };
    await write(join(root, 'bench', 'results.md'));
    // The README shows whole runs only.
    if (!options.routes && !options.taps) await write(join(root, 'README.md'));
    process.exitCode = failures ? 1 : 0;
  } finally {
    site.close();
    reference.close();
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();
