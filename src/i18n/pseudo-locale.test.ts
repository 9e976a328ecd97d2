import i18next, { type i18n as I18n } from 'i18next';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next, Trans } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flatten, namespacesOf, readCatalog } from '../../scripts/i18n/catalogs';
import { loadCatalog } from './catalogs';
import {
  pseudoCatalog,
  pseudoClose,
  pseudoExpansion,
  pseudoLocalize,
  pseudoOpen,
} from './pseudo-locale';

const codePoints = (text: string) => Array.from(text).length;

/** What i18next and Trans read in a text: `{{placeholders}}`, `$t(nesting)` and `<tags>`. */
const markup = /\{\{[^{}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9][\w.-]*\s*\/?>/g;

const englishCatalogs = namespacesOf('en').map((namespace) => ({
  namespace,
  catalog: readCatalog('en', namespace),
}));

/** Keys typed by the site's catalogs do not fit these made-up ones. */
type LooseT = (key: string, values?: Record<string, unknown>) => string;
const LooseTrans = Trans as unknown as ComponentType<{
  i18n: I18n;
  i18nKey: string;
  components: Record<string, ReactElement>;
}>;

describe('pseudoLocalize', () => {
  it('accents every ASCII letter', () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const letter of alphabet) {
      expect(pseudoLocalize(letter), letter).not.toMatch(/[A-Za-z]/);
    }
    expect(pseudoLocalize(`The quick brown fox: ${alphabet}.`)).not.toMatch(/[A-Za-z]/);
  });

  it('keeps what is not a letter and marks where the text starts and ends', () => {
    expect(pseudoLocalize('Q3 2024: 40% + 12 (≈ 52)')).toMatch(/^⟦Ǫ3 2024: 40% \+ 12 \(≈ 52\)·*⟧$/);
    expect(pseudoLocalize('Contact us')).toMatch(new RegExp(`^${pseudoOpen}.+${pseudoClose}$`));
  });

  it.each([
    ['one letter', 'a'],
    ['a short word', 'OK'],
    ['a word without vowels', 'Rhythm'],
    ['a label', 'Contact us'],
    ['only a placeholder', '{{count}}'],
    ['only digits', '2024-01-31'],
    ['a sentence with a tag and a URL', 'Read more <0>about us</0> at https://www.example.com'],
    [
      'every English catalog at once',
      englishCatalogs.map(({ catalog }) => JSON.stringify(catalog)).join(' '),
    ],
  ])('makes %s at least 35%% longer, brackets aside', (_, text) => {
    const expected = codePoints(text) * (1 + pseudoExpansion);
    expect(codePoints(pseudoLocalize(text)) - 2).toBeGreaterThanOrEqual(expected);
  });

  it('leaves an empty string empty', () => {
    expect(pseudoLocalize('')).toBe('');
  });

  it.each([
    [
      'placeholders',
      'Hello {{name}}, you have {{count, number}} new {{- what}}',
      ['{{name}}', '{{count, number}}', '{{- what}}'],
    ],
    [
      'nesting',
      'See $t(common:footer.terms) and $t(key, {"count": 2})',
      ['$t(common:footer.terms)', '$t(key, {"count": 2})'],
    ],
    [
      'Trans tags',
      'Read <0>the report</0>,<br/>then <link>apply</link><br />',
      ['<0>', '</0>', '<br/>', '<link>', '</link>', '<br />'],
    ],
    [
      'URLs',
      'Visit https://www.example.com/legal/terms.pdf?x=1#top, www.example.org or example.co.jp/about',
      [
        'https://www.example.com/legal/terms.pdf?x=1#top,',
        'www.example.org',
        'example.co.jp/about',
      ],
    ],
    [
      'e-mail addresses',
      'Write to hello@example.com or first.last+site@mail.example.co.jp',
      ['hello@example.com', 'first.last+site@mail.example.co.jp'],
    ],
    ['entities', 'Terms&nbsp;&amp;&#160;conditions', ['&nbsp;', '&amp;', '&#160;']],
  ])('keeps %s byte for byte', (_, text, kept) => {
    const pseudo = pseudoLocalize(text);
    for (const part of kept) expect(pseudo).toContain(part);
  });

  it('gives i18next and Trans text they still interpolate and nest', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: {
        en: {
          translation: pseudoCatalog({
            greeting: 'Hello {{name}}, you have {{count, number}} messages',
            unescaped: 'Sent by {{- sender}}',
            nested: 'Read $t(terms) first',
            terms: 'the terms',
            link: 'Read <report>the report</report> or <0>call us</0>',
          }),
        },
      },
      interpolation: { escapeValue: false },
    });

    const t = i18n.t.bind(i18n) as unknown as LooseT;
    const greeting = t('greeting', { name: 'Ann', count: 1234 });
    expect(greeting).toContain('Ann');
    expect(greeting).toContain('1,234');
    expect(greeting).not.toContain('{{');
    expect(t('unescaped', { sender: 'A & B' })).toContain('A & B');
    expect(t('nested')).toContain(pseudoLocalize('the terms'));

    const html = renderToStaticMarkup(
      createElement(LooseTrans, {
        i18n,
        i18nKey: 'link',
        components: { report: createElement('a', { href: '/report' }), 0: createElement('em') },
      }),
    );
    expect(html).toMatch(/<a href="\/report">[^<A-Za-z]+<\/a>/);
    expect(html).toMatch(/<em>[^<A-Za-z]+<\/em>/);
    expect(html).not.toMatch(/<\/?(report|0)>/);
  });
});

describe('pseudoCatalog', () => {
  it('copies a nested catalog with every string pseudo-localized and nothing else changed', () => {
    const catalog = { title: 'Team', items: [{ name: 'Data' }, 'Cloud'], count: 3, open: false };
    const pseudo = pseudoCatalog(catalog);
    expect(pseudo).toEqual({
      title: pseudoLocalize('Team'),
      items: [{ name: pseudoLocalize('Data') }, pseudoLocalize('Cloud')],
      count: 3,
      open: false,
    });
    expect(catalog.title).toBe('Team');
  });

  it.each(englishCatalogs.map(({ namespace, catalog }) => [namespace, catalog] as const))(
    'keeps every key, placeholder and tag of locales/en/%s.json',
    (_, catalog) => {
      const original = flatten(catalog);
      const pseudo = flatten(pseudoCatalog(catalog));
      expect([...pseudo.keys()]).toEqual([...original.keys()]);
      for (const [key, text] of original) {
        const value = String(pseudo.get(key));
        expect(value.match(markup), key).toEqual(String(text).match(markup));
        expect(value.replace(markup, ''), key).not.toMatch(/[A-Za-z]/);
      }
    },
  );
});

describe('loadCatalog', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('pseudo-localizes English, and only English, under `npm run dev:pseudo`', async () => {
    vi.stubEnv('MODE', 'development');
    vi.stubEnv('VITE_PSEUDO_LOCALE', '1');
    const [english, japanese] = await Promise.all([
      loadCatalog('en', 'common'),
      loadCatalog('ja', 'common'),
    ]);
    vi.unstubAllEnvs();
    expect(english).toEqual(pseudoCatalog(await loadCatalog('en', 'common')));
    expect(japanese).toEqual(await loadCatalog('ja', 'common'));
  });

  it('leaves English alone in tests and without the variable', async () => {
    vi.stubEnv('VITE_PSEUDO_LOCALE', '1');
    const inTests = await loadCatalog('en', 'common');
    vi.stubEnv('MODE', 'development');
    vi.stubEnv('VITE_PSEUDO_LOCALE', '');
    const withoutVariable = await loadCatalog('en', 'common');
    const real = readCatalog('en', 'common');
    expect(inTests).toEqual(real);
    expect(withoutVariable).toEqual(real);
  });
});
