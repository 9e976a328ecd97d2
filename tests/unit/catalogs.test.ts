import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tocForResources } from 'i18next-resources-for-ts';
import { describe, expect, it } from 'vitest';
import { articles } from '@/features/blog/articles';
import { privacyMarkup } from '@/features/privacy/privacy';
import {
  compareCatalogs,
  flatten,
  namespacesOf,
  readCatalog,
  readIntentionallyIdentical,
} from '../../scripts/i18n/catalogs';

const english = namespacesOf('en');
const japanese = namespacesOf('ja');

describe('catalogs', () => {
  it('types every English namespace (npm run i18n:types has listed exactly the files)', () => {
    const generated = resolve('src/i18n/resources.generated.ts');
    const expected = tocForResources(
      [...english].sort().map((name) => ({ name, path: resolve('locales/en', `${name}.json`) })),
      generated,
    );
    expect(readFileSync(generated, 'utf8')).toContain(expected);
  });

  it('ships the shared namespace and the Japan desk in both languages', () => {
    expect(japanese).toEqual(expect.arrayContaining(['common', 'japanDesk']));
  });

  it('has no Japanese namespace without an English source', () => {
    expect(japanese.filter((namespace) => !english.includes(namespace))).toEqual([]);
  });

  it.each(japanese)(
    'keeps ja/%s in step with English: keys, placeholders, tags, all translated',
    (namespace) => {
      expect(
        compareCatalogs(readCatalog('en', namespace), readCatalog('ja', namespace), {
          namespace,
          locale: 'ja',
          identical: readIntentionallyIdentical('ja'),
        }),
      ).toEqual([]);
    },
  );

  it.each(english)('gives en/%s no empty text and no HTML', (namespace) => {
    // Article paragraphs may carry named tags for their outside links, and the privacy policy
    // for its e-mail link and date (each rendered by Trans as one element).
    const article = articles.find((candidate) => `article${candidate.id}` === namespace);
    const linkTags = new Set<string>([
      ...Object.keys(article?.links ?? {}),
      ...(namespace === 'privacy' ? privacyMarkup : []),
    ]);
    for (const [key, text] of flatten(readCatalog('en', namespace))) {
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
      const tags = [...String(text).matchAll(/<\/?([a-z][a-z0-9]*)[^>]*>/gi)].map(
        (match) => match[1],
      );
      expect(
        tags.filter((tag) => !linkTags.has(tag ?? '')),
        key,
      ).toEqual([]);
    }
  });

  it.each(articles)('uses each outside link of article $id exactly once', (article) => {
    const text = JSON.stringify(readCatalog('en', `article${article.id}`));
    for (const name of Object.keys(article.links)) {
      expect(text.split(`<${name}>`).length - 1, name).toBe(1);
      expect(text.split(`</${name}>`).length - 1, name).toBe(1);
    }
  });

  it('has no malformed placeholders (single braces or unclosed pairs)', () => {
    for (const locale of ['en', 'ja']) {
      for (const namespace of namespacesOf(locale)) {
        for (const [key, text] of flatten(readCatalog(locale, namespace))) {
          const stripped = String(text).replace(/\{\{\s*[\w.]+[^}]*\}\}/g, '');
          expect(stripped, `${locale}/${namespace}:${key}`).not.toMatch(/[{}]/);
        }
      }
    }
  });

  it('never writes out the brand name: it comes from src/site.ts through {{brand}}', () => {
    for (const locale of ['en', 'ja']) {
      for (const namespace of namespacesOf(locale)) {
        for (const [key, text] of flatten(readCatalog(locale, namespace))) {
          expect(String(text), `${locale}/${namespace}:${key}`).not.toContain('Setu');
        }
      }
    }
  });
});
