import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { articles } from '@/features/blog/articles';
import { verticals } from '@/features/verticals/verticals';
import { createI18n } from '@/i18n/create-i18n';
import en from '../../locales/en/common.json';
import { alternatesOf, localizeHref, prerenderPaths, publishedRoutes } from './published-routes';
import { isPageHandle } from './route-handle';
import { notFoundRoute, routeTable } from './route-table';
import { createRoutes } from './routes';
import { defaultLocale, splitLocalePrefix, withLocalePrefix } from '@contract/locales';

// These tests need a page without a Japanese translation: pretend `team` has none.
vi.mock('@/i18n/catalogs', async (importOriginal) =>
  (await import('../../tests/catalog-mock')).withoutJapanese(await importOriginal(), ['team']),
);

/**
 * docs/behaviour.md §2.1, route table: every address the site answers. The verticals and the
 * articles come from their registries (a new entry there is a new address); the rest is fixed.
 */
const specRoutes = [
  '/',
  ...verticals.flatMap((vertical) => [
    vertical.path,
    ...(vertical.aliases ?? []).map((alias) => alias.path),
  ]),
  '/Our_products',
  '/Global_capability',
  '/team',
  '/japan',
  '/japanese',
  '/ai-trainings',
  '/blogs',
  ...articles.map((article) => `/blogs/${article.id}`),
  '/Contact_Us',
  '/company',
  '/company-profile',
  '/privacy',
  '/search',
  '/thank-you',
];

async function pageAt(pathname: string) {
  const routes = createRoutes(await createI18n());
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.map((match) => match.route.handle as unknown).findLast(isPageHandle);
}

describe('route table', () => {
  it('holds every route of docs/behaviour.md §2.1, each once, and nothing else', () => {
    const englishAndPinned = [...prerenderPaths()].filter(
      (path) => splitLocalePrefix(path).locale === defaultLocale,
    );
    expect([...englishAndPinned].sort()).toEqual([...specRoutes].sort());
  });

  it('serves /ai-agents with the same screen and words as /AI-Driven', () => {
    const aiDriven = routeTable.find((page) => page.path === '/AI-Driven');
    const aiAgents = routeTable.find((page) => page.path === '/ai-agents');
    expect(aiAgents?.load).toBe(aiDriven?.load);
    expect(aiAgents?.namespaces).toEqual(aiDriven?.namespaces);
  });

  it.each([
    '/blogs/20',
    '/blogs/0',
    '/nope',
    '/vertical',
    '/team/extra',
    withLocalePrefix('/team', 'ja'),
  ])('shows the not-found page at %s', async (pathname) => {
    const handle = await pageAt(pathname);
    expect(handle?.notFound).toBe(true);
    expect(handle?.locale).toBe(splitLocalePrefix(pathname).locale);
  });

  it.each(specRoutes)('answers %s with its own page', async (pathname) => {
    const handle = await pageAt(pathname);
    expect(handle?.notFound).toBe(false);
    expect(handle?.page.path).toBe(pathname === '/japanese' ? '/japan' : pathname);
  });

  it('pins the Japan desk: /japan in English and /japanese in Japanese', async () => {
    expect((await pageAt('/japan'))?.locale).toBe('en');
    expect((await pageAt('/japanese'))?.locale).toBe('ja');
  });

  it("leads the Japan desk's English paths under the Japanese prefix to /japanese, also when a link inside the site goes there", async () => {
    const i18n = await createI18n();
    const router = createMemoryRouter(createRoutes(i18n), {
      initialEntries: [withLocalePrefix('/team', 'ja')],
    });
    for (const guess of ['/japan', '/japanese'].map((path) => withLocalePrefix(path, 'ja'))) {
      await router.navigate(guess);
      expect(router.state.location.pathname).toBe('/japanese');
      const page = router.state.matches
        .map((match) => match.route.handle as unknown)
        .findLast(isPageHandle);
      expect(page?.locale).toBe('ja');
      expect(page?.notFound).toBe(false);
    }
  });

  it('finds every page title, description and heading in the English catalogs', async () => {
    const i18n = await createI18n();
    for (const page of [...routeTable, notFoundRoute]) {
      const [namespace] = page.namespaces;
      await i18n.loadNamespaces(namespace);
      for (const key of Object.values(page.textKeys)) {
        expect(i18n.exists(`${namespace}:${key}`), `${page.id}: ${namespace}:${key}`).toBe(true);
      }
    }
  });
});

describe('published pages', () => {
  it('publishes a page in Japanese only when all its catalogs exist in Japanese', () => {
    const japanese = publishedRoutes('ja').map((page) => page.id);
    expect(japanese).toContain('japan-desk');
    expect(japanese).not.toContain('team');
  });

  it('lists the Japan desk under both of its addresses', () => {
    const desk = routeTable.find((page) => page.id === 'japan-desk');
    expect(desk && alternatesOf(desk)).toEqual({ en: '/japan', ja: '/japanese' });
  });

  it('links a Japanese reader to the English page while its translation is missing', () => {
    expect(localizeHref('/team', 'ja')).toEqual({ href: '/team', locale: 'en' });
    expect(localizeHref('/japan', 'ja')).toEqual({ href: '/japanese', locale: 'ja' });
    expect(localizeHref('/japan', 'en')).toEqual({ href: '/japan', locale: 'en' });
  });

  it('ships the shared catalog', () => {
    expect(en.header.verticals).toBe('Our Verticals');
  });
});
