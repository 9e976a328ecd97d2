/**
 * `npm run i18n:status`: for every page of the site and every language, how much of the text the
 * page needs is translated, whether the page is published in that language, and what is missing.
 * A report for translators and editors; it never fails (`npm run i18n:check` is the gate).
 *
 *   npm run i18n:status              every page, a line each
 *   npm run i18n:status -- --missing and, under each page, the keys still to translate
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

export interface NamespaceStatus {
  namespace: string;
  total: number;
  /** Keys with a usable translation (present, not empty, placeholders kept, not left in English). */
  done: number;
  /** `key (why)` for every key still to do. */
  todo: string[];
}

/** How far `locale` has translated `namespace`. English, the source, is complete by definition. */
export function namespaceStatus(locale: string, namespace: string): NamespaceStatus {
  const source = readCatalog(sourceLocale, namespace);
  const total = flatten(source).size;
  if (locale === sourceLocale) return { namespace, total, done: total, todo: [] };
  if (!namespacesOf(locale).includes(namespace)) {
    return { namespace, total, done: 0, todo: [`${namespace}.json (no file yet)`] };
  }
  const problems = compareCatalogs(source, readCatalog(locale, namespace), {
    namespace,
    locale,
    identical: readIntentionallyIdentical(locale),
  }).filter((problem) => problem.problem !== 'extra');
  const keys = new Set(problems.map((problem) => problem.key));
  return {
    namespace,
    total,
    done: total - keys.size,
    todo: problems.map(({ key, problem }) => `${namespace}:${key} (${problem})`),
  };
}

export interface PageStatus {
  address: string;
  done: number;
  total: number;
  /** Whether the page is published in the language: every catalog it needs has a file. */
  published: boolean;
  todo: string[];
}

export function pageStatus(page: PageRoute, locale: (typeof locales)[number]): PageStatus {
  const namespaces = ['common', ...page.namespaces];
  const parts = namespaces.map((namespace) => namespaceStatus(locale, namespace));
  const published = namespaces.every((namespace) => namespacesOf(locale).includes(namespace));
  return {
    address: localizePath(page.path, locale),
    done: parts.reduce((sum, part) => sum + part.done, 0),
    total: parts.reduce((sum, part) => sum + part.total, 0),
    published,
    todo: parts.flatMap((part) => part.todo),
  };
}

function bar(done: number, total: number): string {
  const width = 20;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
}

function main(): void {
  const showMissing = process.argv.includes('--missing');
  const rows: string[] = [];
  let complete = 0;
  let pages = 0;
  for (const page of routeTable) {
    for (const locale of locales) {
      const status = pageStatus(page, locale);
      pages += 1;
      const percent = Math.floor((status.done / status.total) * 100);
      if (status.done === status.total) complete += 1;
      const state = status.published
        ? status.done === status.total
          ? 'published'
          : 'published, incomplete'
        : 'not published';
      rows.push(
        `${locale}  ${status.address.padEnd(22)} ${bar(status.done, status.total)} ${String(percent).padStart(3)}%  ${String(status.done).padStart(4)}/${String(status.total).padEnd(4)} ${state}`,
      );
      if (showMissing) rows.push(...status.todo.map((item) => `      missing ${item}`));
    }
  }
  console.log(
    'Translation status by page (text the page needs, shared header and footer included)\n',
  );
  console.log(rows.join('\n'));
  console.log(`\n${String(complete)} of ${String(pages)} page versions fully translated.`);
  if (!showMissing && complete < pages) {
    console.log('Run `npm run i18n:status -- --missing` to list what is left.');
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) main();
