/**
 * `npm run i18n:status`: for every page and language, how much of the text the page needs is
 * translated or needs review, whether the page is published, and what is left: a report for
 * translators that never fails (docs/translating.md, "What is left to do").
 */
import { routeTable } from '../../src/app/route-table';
import type { PageRoute } from '../../src/features/feature';
import { locales } from '../../contract/locales';
import { localizePath } from '../../src/app/addresses';
import {
  compareCatalogs,
  flatten,
  namespacesOf,
  readCatalog,
  readIntentionallyIdentical,
  sourceLocale,
} from './catalogs';
import { command, isCommand, runCommand } from './command';
import { readReviewRecord, reviewNamespace, type KeyReview, type ReviewRecord } from './review';

export interface NamespaceStatus {
  namespace: string;
  total: number;
  /**
   * Keys with a usable translation (present, not empty, placeholders kept, not left in English)
   * written for today's English.
   */
  done: number;
  /** Keys whose translation was written for English that has since changed. */
  review: KeyReview[];
  /** `key (why)` for every key still to do. */
  todo: string[];
}

/** How far `locale` has translated `namespace`. English, the source, is complete by definition. */
export function namespaceStatus(
  locale: string,
  namespace: string,
  record: ReviewRecord = readReviewRecord(locale),
): NamespaceStatus {
  const source = readCatalog(sourceLocale, namespace);
  const total = flatten(source).size;
  if (locale === sourceLocale) return { namespace, total, done: total, review: [], todo: [] };
  if (!namespacesOf(locale).includes(namespace)) {
    return { namespace, total, done: 0, review: [], todo: [`${namespace}.json (no file yet)`] };
  }
  const problems = compareCatalogs(source, readCatalog(locale, namespace), {
    namespace,
    locale,
    identical: readIntentionallyIdentical(locale),
  }).filter((problem) => problem.problem !== 'extra');
  const keys = new Set(problems.map((problem) => problem.key));
  // The keys this language needs: the English ones, with plural forms as the language has them
  // (Japanese needs `_other` only, where English has `_one` and `_other`).
  const needed = reviewNamespace(locale, namespace, record);
  const review = needed.filter(({ key, state }) => state === 'needs-review' && !keys.has(key));
  return {
    namespace,
    total: needed.length,
    done: needed.length - keys.size - review.length,
    review,
    todo: problems.map(({ key, problem }) => `${namespace}:${key} (${problem})`),
  };
}

export interface PageStatus {
  address: string;
  done: number;
  total: number;
  /** Whether the page is published in the language: every catalog it needs has a file. */
  published: boolean;
  /** Its keys that need review. */
  review: KeyReview[];
  /** `namespace:key (why)` for every key still to translate. */
  todo: string[];
}

export function pageStatus(
  page: PageRoute,
  locale: (typeof locales)[number],
  record: ReviewRecord = readReviewRecord(locale),
): PageStatus {
  const namespaces = ['common', ...page.namespaces];
  const parts = namespaces.map((namespace) => namespaceStatus(locale, namespace, record));
  const published = namespaces.every((namespace) => namespacesOf(locale).includes(namespace));
  return {
    address: localizePath(page.path, locale),
    done: parts.reduce((sum, part) => sum + part.done, 0),
    total: parts.reduce((sum, part) => sum + part.total, 0),
    published,
    review: parts.flatMap((part) => part.review),
    todo: parts.flatMap((part) => part.todo),
  };
}

function bar(done: number, total: number): string {
  const width = 20;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}

/** A key that needs review, with the English its translation answers and today's. */
function reviewLines({ namespace, key, previousSource, source }: KeyReview): string[] {
  return [
    `      review ${namespace}:${key}`,
    `               was: ${JSON.stringify(previousSource)}`,
    `               now: ${JSON.stringify(source)}`,
  ];
}

export const usage = `Usage: npm run i18n:status [-- OPTIONS]

For every page of the site in every language: how much of the text it needs is translated, how
much needs review (its English changed since it was translated), whether it is published, and
what is left. Catalogs no page reads (the enquiry service's e-mails) get a row each after the
pages. A report: it never fails (npm run i18n:check is the gate).

Options:
  --missing     under each page, the keys still to translate or review
  --review      each key that needs review, once, with its old and new English
  -h, --help    this text
`;

const options = {
  missing: { type: 'boolean' },
  review: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs the command line `argv`; resolves to the exit code (0, or 2 for a misuse). */
export const main = command({ usage, options }, ({ values }, io) => {
  const showMissing = values.missing ?? false;
  const showReview = values.review ?? false;
  const print = (text: string) => io.out(`${text}\n`);
  const records = new Map(locales.map((locale) => [locale, readReviewRecord(locale)]));
  const rows: string[] = [];
  const outdated = new Map<string, KeyReview>();
  let complete = 0;
  let pages = 0;
  for (const page of routeTable) {
    for (const locale of locales) {
      const status = pageStatus(page, locale, records.get(locale));
      pages += 1;
      const percent = Math.floor((status.done / status.total) * 100);
      if (status.done === status.total) complete += 1;
      const state = status.published
        ? status.done + status.review.length === status.total
          ? 'published'
          : 'published, incomplete'
        : 'not published';
      const review = status.review.length > 0 ? `, ${String(status.review.length)} to review` : '';
      rows.push(
        `${locale}  ${status.address.padEnd(22)} ${bar(status.done, status.total)} ${String(percent).padStart(3)}%  ${String(status.done).padStart(4)}/${String(status.total).padEnd(4)} ${state}${review}`,
      );
      if (showMissing) {
        rows.push(...status.todo.map((item) => `      missing ${item}`));
        rows.push(...status.review.map(({ namespace, key }) => `      review ${namespace}:${key}`));
      }
      for (const item of status.review) {
        outdated.set(`${locale} ${item.namespace}:${item.key}`, item);
      }
    }
  }
  // Catalogs no page reads (the enquiry service's automatic reply): a row each, after the pages.
  const onPages = new Set(['common', ...routeTable.flatMap((page) => page.namespaces)]);
  const offPage: string[] = [];
  for (const namespace of namespacesOf(sourceLocale).filter((name) => !onPages.has(name))) {
    for (const locale of locales) {
      const status = namespaceStatus(locale, namespace, records.get(locale));
      const percent = Math.floor((status.done / status.total) * 100);
      const state = !namespacesOf(locale).includes(namespace)
        ? 'not published'
        : status.done + status.review.length === status.total
          ? 'published'
          : 'published, incomplete';
      const review = status.review.length > 0 ? `, ${String(status.review.length)} to review` : '';
      offPage.push(
        `${locale}  ${`(${namespace})`.padEnd(22)} ${bar(status.done, status.total)} ${String(percent).padStart(3)}%  ${String(status.done).padStart(4)}/${String(status.total).padEnd(4)} ${state}${review}`,
      );
      if (showMissing) {
        offPage.push(...status.todo.map((item) => `      missing ${item}`));
        offPage.push(...status.review.map(({ key }) => `      review ${namespace}:${key}`));
      }
      for (const item of status.review) {
        outdated.set(`${locale} ${item.namespace}:${item.key}`, item);
      }
    }
  }
  print('Translation status by page (text the page needs, shared header and footer included)\n');
  print(rows.join('\n'));
  if (offPage.length > 0) {
    print("\nText used on no page (the enquiry service's e-mails)\n");
    print(offPage.join('\n'));
  }
  print(`\n${String(complete)} of ${String(pages)} page versions fully translated.`);
  if (outdated.size > 0) {
    print(
      `${String(outdated.size)} translation(s) need review: their English changed since they were written.`,
    );
  }
  if (showReview) {
    for (const [name, item] of outdated) {
      print(`\n${name.split(' ')[0] ?? ''}`);
      print(reviewLines(item).join('\n'));
    }
  }
  if (!showMissing && complete < pages) {
    print(
      'Run `npm run i18n:status -- --missing` to list what is left, `-- --review` for what changed.',
    );
  }
  return 0;
});

if (isCommand(import.meta.url)) await runCommand(main);
