import { describe, expect, it, vi } from 'vitest';
import { routeTable } from '@/app/route-table';
import { leaders, staffGroups } from '@/features/team/team';
import type * as Catalogs from '@/i18n/catalogs';
import { localizePath } from '@/app/addresses';
import { site } from '@/site';
import { renderApp } from '../render-app';

/**
 * Every English page with its catalogs pseudo-localized (`npm run dev:pseudo`): whatever a
 * visitor reads in plain ASCII letters did not come from a catalog, so no translation reaches it.
 */
vi.mock('@/i18n/catalogs', async (importOriginal) => {
  const real = await importOriginal<typeof Catalogs>();
  const { pseudoCatalog } = await import('@/i18n/pseudo-locale');
  const pseudo = new Map<string, Promise<Record<string, unknown>>>();
  const loadCatalog: typeof real.loadCatalog = (locale, namespace) => {
    if (locale !== 'en') return real.loadCatalog(locale, namespace);
    let catalog = pseudo.get(namespace);
    if (!catalog) {
      catalog = real.loadCatalog(locale, namespace).then(pseudoCatalog);
      pseudo.set(namespace, catalog);
    }
    return catalog;
  };
  return { ...real, loadCatalog };
});

/** Words that are rightly the same in every language, each with the reason it is. */
const allowed: readonly { text: string; reason: string }[] = [
  { text: site.brand, reason: 'the brand, a proper noun ({{brand}} in the catalogs)' },
  ...[...leaders, ...Object.values(staffGroups).flat()].map(({ name }) => ({
    text: name,
    reason: "a person's name (src/features/team/team.ts)",
  })),
  { text: site.phone.display, reason: 'the phone number' },
  ...Object.entries(site.address)
    .filter(([part]) => part !== 'countryCode')
    .map(([, text]) => ({ text, reason: 'a part of the postal address (src/site.ts)' })),
  {
    text: new Intl.DisplayNames(['en'], { type: 'region' }).of(site.address.countryCode) ?? '',
    reason: 'the country, named by Intl.DisplayNames in the page language',
  },
];

/** URLs and e-mail addresses are the same in every language. */
const addresses = /\b(?:https?:\/\/|mailto:|tel:|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A `<time>`'s text is allowed when it is its date as Intl.DateTimeFormat writes it in English. */
function isIntlDate(element: Element, text: string): boolean {
  const value = element.localName === 'time' ? element.getAttribute('datetime') : null;
  if (!value) return false;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return (['full', 'long', 'medium', 'short'] as const).some(
    (dateStyle) =>
      new Intl.DateTimeFormat('en', { dateStyle, timeZone: 'UTC' }).format(date) === text.trim(),
  );
}

/** Attributes a visitor reads or hears. */
const readAttributes = [
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
];

/** Text the page shows that holds ASCII words (2+ letters) beyond the allowed ones. */
function textOutsideCatalogs(root: Element): string[] {
  const found: string[] = [];
  const check = (where: string, text: string) => {
    // A no-break space (the brand in the home heading never splits) is a space between words.
    let rest = text.replaceAll('\u00a0', ' ').replace(addresses, ' ');
    for (const { text: word } of allowed) rest = rest.replaceAll(word, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) found.push(`${where}: ${JSON.stringify(text.trim())}`);
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ALL);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node instanceof Element) {
      for (const name of readAttributes) {
        const value = node.getAttribute(name);
        if (value) check(`<${node.localName} ${name}>`, value);
      }
    } else if (node instanceof Text && node.parentElement) {
      const parent = node.parentElement;
      // Scripts (JSON-LD) and styles are not read; SVG and HTML titles are.
      if (parent.localName === 'script' || parent.localName === 'style') continue;
      if (!isIntlDate(parent, node.data)) check(`<${parent.localName}>`, node.data);
    }
  }
  return found;
}

const englishPaths = [...routeTable.map(({ path }) => localizePath(path, 'en')), '/no-such-page'];

describe('pseudo-locale coverage: every word on an English page comes from a catalog', () => {
  it('finds words and attributes that no catalog holds, and allows only what it names', () => {
    const page = document.createElement('div');
    page.innerHTML = [
      `<p>⟦Ŵééļçööɱéé ţöö ${site.brand}⟧ <a href="mailto:${site.email}">${site.email}</a></p>`,
      `<p>Read more</p><button aria-label="Close">⟦Çļööšéé⟧</button><img alt="⟦Ţééáɱ⟧" src="">`,
      '<time datetime="2025-08-22">Aug 22, 2025</time><time datetime="2025-08-22">Fri 22</time>',
    ].join('');
    expect(textOutsideCatalogs(page)).toEqual([
      '<p>: "Read more"',
      '<button aria-label>: "Close"',
      '<time>: "Fri 22"',
    ]);
  });

  it.each(englishPaths)('%s', async (path) => {
    await renderApp(path);
    expect(textOutsideCatalogs(document.documentElement)).toEqual([]);
  });
});
