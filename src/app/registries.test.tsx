import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArticleRecord } from '@/features/blog/articles';
import type { Vertical } from '@/features/verticals/verticals';
import type { Namespace } from '@/i18n/namespaces';
import { withLocalePrefix } from '@contract/locales';

/**
 * The registries drive the site: a vertical and an article added to their registry, in memory,
 * with their catalogs and nothing else, get a route in every language, a link, a sitemap entry,
 * their catalogs loaded and a head of their own.
 */

const fakeVertical = {
  key: 'fakeVertical' as Vertical['key'],
  path: '/Fake_Vertical',
  banner: { image: '/images/verticals/dataAi/banner.svg' },
  sections: [{ kind: 'intro', id: 'intro' }],
} satisfies Vertical;

const fakeArticle: ArticleRecord = {
  id: 20,
  date: '2026-11-26',
  image: null,
  author: null,
  category: 'press',
  paragraphs: ['p1'],
  links: {},
};

const verticalCatalog = {
  meta: { title: 'Fake vertical', description: 'A vertical that only this test knows.' },
  heading: 'Fake vertical',
  banner: { lead: 'A lead.', imageAlt: 'A drawing.' },
  sections: { intro: { heading: 'What it is', body: 'It exists in memory only.' } },
};

// The fake entries' catalogs exist in both languages; every other catalog is the real one.
const fakeCatalogs: Partial<Record<string, Record<string, unknown>>> = {
  fakeVertical: verticalCatalog,
  article20: { p1: 'The twentieth article.' },
};
const loaded: string[] = [];
vi.mock('@/i18n/catalogs', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/i18n/catalogs')>();
  const hasCatalog = (locale: 'en' | 'ja', namespace: Namespace) =>
    namespace in fakeCatalogs || real.hasCatalog(locale, namespace);
  return {
    ...real,
    hasCatalog,
    hasCatalogs: (locale: 'en' | 'ja', namespaces: readonly Namespace[]) =>
      namespaces.every((namespace) => hasCatalog(locale, namespace)),
    loadCatalog: async (locale: 'en' | 'ja', namespace: string) => {
      loaded.push(`${locale}/${namespace}`);
      const fake = fakeCatalogs[namespace];
      if (fake) return fake;
      const catalog = await real.loadCatalog(locale, namespace);
      if (namespace === 'common') {
        const verticals = { ...(catalog.verticals as object), fakeVertical: 'Fake vertical' };
        return { ...catalog, verticals };
      }
      if (namespace === 'articles') {
        const items = {
          ...(catalog.items as object),
          20: { title: 'The twentieth article', excerpt: 'Added to the registry only.' },
        };
        return { ...catalog, items };
      }
      return catalog;
    },
  };
});

// The app's modules read the registries when they load, so they load after the entries are added.
let app: {
  routeTable: typeof import('./route-table').routeTable;
  prerenderPaths: typeof import('./published-routes').prerenderPaths;
  createRoutes: typeof import('./routes').createRoutes;
  pageHead: typeof import('./page-head').pageHead;
  createI18n: typeof import('@/i18n/create-i18n').createI18n;
  ensureNamespaces: typeof import('@/i18n/create-i18n').ensureNamespaces;
  coreVerticals: typeof import('@/features/home/home').coreVerticals;
  renderApp: typeof import('../../tests/render-app').renderApp;
};

beforeAll(async () => {
  const { verticals } = await import('@/features/verticals/verticals');
  const { articles } = await import('@/features/blog/articles');
  (verticals as Vertical[]).push(fakeVertical);
  (articles as ArticleRecord[]).push(fakeArticle);
  app = {
    ...(await import('./route-table')),
    ...(await import('./published-routes')),
    ...(await import('./routes')),
    ...(await import('./page-head')),
    ...(await import('@/i18n/create-i18n')),
    ...(await import('@/features/home/home')),
    ...(await import('../../tests/render-app')),
  };
});

async function headOf(path: string, locale: 'en' | 'ja') {
  const i18n = await app.createI18n();
  const page = app.routeTable.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no route ${path}`);
  await app.ensureNamespaces(i18n, locale, ['common', ...page.namespaces]);
  return app.pageHead(i18n, { kind: 'page', locale, page, notFound: false });
}

describe('a vertical added to the registry', () => {
  it('gets a route that reads its own catalog and the enquiry form', () => {
    const route = app.routeTable.find((page) => page.path === '/Fake_Vertical');
    expect(route?.namespaces).toEqual(['fakeVertical', 'enquiryForm']);
    expect(route?.hasContactSection).toBe(true);
  });

  it('is prerendered, and so in the sitemap, in both languages', () => {
    expect(app.prerenderPaths()).toEqual(
      expect.arrayContaining(['/Fake_Vertical', withLocalePrefix('/Fake_Vertical', 'ja')]),
    );
  });

  it('gets a card on the home page', () => {
    expect(app.coreVerticals.map((card) => card.key)).toContain('fakeVertical');
  });

  it('shows its page, with its catalog loaded, and a link in the Our Verticals menu', async () => {
    await app.renderApp('/Fake_Vertical');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fake vertical');
    expect(loaded).toContain('en/fakeVertical');
    // The menu is a closed <details> in the phone menu's popover: present, not yet shown.
    const header = within(screen.getByRole('banner'));
    const menu = within(header.getByRole('navigation', { hidden: true }));
    expect(menu.getByRole('link', { name: 'Fake vertical', hidden: true })).toHaveAttribute(
      'href',
      '/Fake_Vertical',
    );
  });

  it('gets a head with its address, its languages and the verticals breadcrumb', async () => {
    const head = await headOf('/Fake_Vertical', 'ja');
    expect(head.canonical).toBe(
      `https://www.example.com${withLocalePrefix('/Fake_Vertical', 'ja')}`,
    );
    expect(head.alternates).toEqual({
      en: 'https://www.example.com/Fake_Vertical',
      ja: `https://www.example.com${withLocalePrefix('/Fake_Vertical', 'ja')}`,
    });
    const crumbs = head.structuredData.find(
      (block) => (block as { '@type': string })['@type'] === 'BreadcrumbList',
    ) as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => crumb.item)).toEqual([
      `https://www.example.com${withLocalePrefix('/', 'ja')}`,
      `https://www.example.com${withLocalePrefix('/', 'ja')}#core-verticals`,
      `https://www.example.com${withLocalePrefix('/Fake_Vertical', 'ja')}`,
    ]);
  });
});

describe('an article added to the registry', () => {
  it('gets a route at /blogs/<id> that reads its own catalog', () => {
    const route = app.routeTable.find((page) => page.path === '/blogs/20');
    expect(route?.namespaces).toContain('article20');
    expect(app.prerenderPaths()).toEqual(
      expect.arrayContaining(['/blogs/20', withLocalePrefix('/blogs/20', 'ja')]),
    );
  });

  it('is listed on the blog and gets an Article head', async () => {
    await app.renderApp('/blogs');
    expect(screen.getByRole('link', { name: 'The twentieth article' })).toHaveAttribute(
      'href',
      '/blogs/20',
    );
    const head = await headOf('/blogs/20', 'en');
    expect(head.openGraph['article:published_time']).toBe('2026-11-26');
    expect(head.structuredData).toContainEqual(
      expect.objectContaining({ '@type': 'Article', headline: 'The twentieth article' }),
    );
  });
});
