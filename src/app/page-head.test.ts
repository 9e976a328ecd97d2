import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '@/features/blog/articles';
import { shareImage } from '@/content/brand-media';
import { japanDeskFaq } from '@/features/japan-desk/japan-desk';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { locales, type Locale } from '@contract/locales';
import { site } from '@/site';
import { canonicalPageOf, pageHead, type PageHead } from './page-head';
import { publishedRoutes } from './published-routes';
import { routeTable } from './route-table';
import { withLocalePrefix } from '@contract/locales';

type Json = Record<string, unknown>;

let i18n: I18n;

beforeAll(async () => {
  i18n = await createI18n();
  for (const locale of locales) {
    await ensureNamespaces(i18n, locale, [
      'common',
      ...new Set(routeTable.flatMap((page) => page.namespaces)),
    ]);
  }
});

async function headAt(path: string, locale: Locale = 'en'): Promise<PageHead> {
  const page = routeTable.find((route) => route.path === path);
  if (!page) throw new Error(`No route ${path}`);
  return pageHead(i18n, { kind: 'page', locale, page, notFound: false });
}

function dataOf(head: PageHead, type: string): Json[] {
  return (head.structuredData as Json[]).filter((data) => data['@type'] === type);
}

function crumbsOf(head: PageHead): [name: unknown, item: unknown][] {
  const [list] = dataOf(head, 'BreadcrumbList');
  const items = (list?.itemListElement ?? []) as Json[];
  items.forEach((item, index) => expect(item.position).toBe(index + 1));
  return items.map((item) => [item.name, item.item]);
}

const every = locales.flatMap((locale) =>
  publishedRoutes(locale).map((page) => ({ locale, page })),
);

describe('the head of every published page', () => {
  it.each(every.map(({ locale, page }) => [`${locale} ${page.path}`, locale, page] as const))(
    '%s has complete Open Graph and Twitter tags with the share image of its language',
    async (_, locale, page) => {
      const head = await pageHead(i18n, { kind: 'page', locale, page, notFound: false });
      const image = `${site.origin}${shareImage.path(locale)}`;
      expect(head.openGraph).toMatchObject({
        'og:site_name': site.brand,
        'og:title': expect.stringMatching(/\S/) as string,
        'og:description': expect.stringMatching(/\S/) as string,
        'og:url': head.canonical,
        'og:type': page.textValues?.id ? 'article' : 'website',
        'og:locale': locale === 'ja' ? 'ja_JP' : 'en_US',
        'og:locale:alternate': [locale === 'ja' ? 'en_US' : 'ja_JP'],
        'og:image': image,
        'og:image:type': 'image/png',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': i18n.getFixedT(locale, 'common')('seo.shareImageAlt'),
      });
      expect(head.twitter).toEqual({
        'twitter:card': 'summary_large_image',
        'twitter:title': head.openGraph['og:title'],
        'twitter:description': head.openGraph['og:description'],
        'twitter:image': image,
        'twitter:image:alt': head.openGraph['og:image:alt'],
      });
      expect(dataOf(head, 'Organization')).toHaveLength(1);
      expect(dataOf(head, 'BreadcrumbList')).toHaveLength(page.path === '/' ? 0 : 1);
      for (const data of head.structuredData as Json[]) {
        expect(data['@context']).toBe('https://schema.org');
      }
    },
  );

  it('names the page itself as canonical, except a page that repeats another', async () => {
    for (const { locale, page } of every) {
      const head = await pageHead(i18n, { kind: 'page', locale, page, notFound: false });
      const own = head.alternates?.[locale];
      if (page.path === '/ai-agents') {
        expect(head.canonical).toBe(`${site.origin}${withLocalePrefix('/AI-Driven', locale)}`);
      } else {
        expect(head.canonical, page.path).toBe(own);
      }
    }
  });

  it('points /ai-agents, which shows /AI-Driven word for word, at /AI-Driven and nothing else', async () => {
    const duplicates = routeTable.filter((page) => canonicalPageOf(page) !== page);
    expect(duplicates.map((page) => page.path)).toEqual(['/ai-agents']);
    expect((await headAt('/ai-agents', 'ja')).alternates).toEqual(
      (await headAt('/AI-Driven', 'ja')).alternates,
    );
    expect((await headAt('/ai-agents')).openGraph['og:url']).toBe(`${site.origin}/AI-Driven`);
  });
});

describe('Organization', () => {
  it('carries the contacts, address, logo and existing social profiles of src/site.ts', async () => {
    const [organization] = dataOf(await headAt('/team', 'ja'), 'Organization');
    expect(organization).toMatchObject({
      name: site.brand,
      url: `${site.origin}/`,
      logo: `${site.origin}/icon-512.png`,
      email: site.email,
      telephone: site.phone.e164,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: site.address.countryCode,
      },
    });
    expect(organization?.sameAs).toEqual([site.social.linkedin, site.social.facebook]);
  });

  it('leaves a social profile without an address out of sameAs', async () => {
    const saved = site.social;
    site.social = {
      linkedin: '',
      facebook: 'https://www.facebook.com/example',
      whatsapp: 'https://wa.example.com/1',
    };
    try {
      const [organization] = dataOf(await headAt('/'), 'Organization');
      expect(organization?.sameAs).toEqual([
        'https://www.facebook.com/example',
        'https://wa.example.com/1',
      ]);
    } finally {
      site.social = saved;
    }
  });
});

describe('BreadcrumbList', () => {
  it('leads from home to the page, in the page language', async () => {
    expect(crumbsOf(await headAt('/team'))).toEqual([
      ['Home', `${site.origin}/`],
      ['Who We Are', `${site.origin}/team`],
    ]);
    expect(crumbsOf(await headAt('/japan', 'ja'))).toEqual([
      ['ホーム', `${site.origin}${withLocalePrefix('/', 'ja')}`],
      [i18n.getFixedT('ja', 'japanDesk')('meta.title'), `${site.origin}/japanese`],
    ]);
  });

  it('puts a vertical under Our Verticals, the home page section that lists them', async () => {
    expect(crumbsOf(await headAt('/IOT', 'ja'))).toEqual([
      ['ホーム', `${site.origin}${withLocalePrefix('/', 'ja')}`],
      ['事業領域', `${site.origin}${withLocalePrefix('/', 'ja')}#core-verticals`],
      [
        i18n.getFixedT('ja', 'iot')('meta.title'),
        `${site.origin}${withLocalePrefix('/IOT', 'ja')}`,
      ],
    ]);
    expect(crumbsOf(await headAt('/Our_products'))).toHaveLength(2);
    expect(crumbsOf(await headAt('/Global_capability'))).toHaveLength(2);
  });

  it('puts an article under Blogs, with the words of the breadcrumb the article shows', async () => {
    for (const locale of locales) {
      const blog = i18n.getFixedT(locale, 'blog');
      const title = i18n.getFixedT(locale, 'articles')('items.3.title');
      expect(crumbsOf(await headAt('/blogs/3', locale))).toEqual([
        [blog('article.home'), expect.stringMatching(/^https:\/\//)],
        [blog('article.blogs'), `${site.origin}${withLocalePrefix('/blogs', locale)}`],
        [title, `${site.origin}${withLocalePrefix('/blogs/3', locale)}`],
      ]);
    }
  });
});

describe('Article', () => {
  it.each(articles.map((article) => [article.id, article] as const))(
    'article %i has headline, date, author, image, language and page',
    async (id, article) => {
      for (const locale of locales) {
        const head = await headAt(`/blogs/${id}`, locale);
        const [data] = dataOf(head, 'Article');
        const url = `${site.origin}${withLocalePrefix(`/blogs/${id}`, locale)}`;
        // Article keys are built from the id, so this `t` takes a plain string.
        const titles = i18n.getFixedT(locale, 'articles') as unknown as (key: string) => string;
        expect(data).toMatchObject({
          headline: titles(`items.${id}.title`),
          datePublished: article.date,
          inLanguage: locale,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          author: {
            '@type': article.author ? 'Person' : 'Organization',
            name: expect.any(String) as string,
          },
          publisher: { name: site.brand },
        });
        expect((data?.headline as string).length).toBeLessThanOrEqual(110);
        expect(data?.image).toEqual([
          ...(article.image ? [`${site.origin}${article.image.src}`] : []),
          `${site.origin}/images/share/${locale}.png`,
        ]);
        expect(head.openGraph['article:published_time']).toBe(article.date);
      }
    },
  );

  it('is on article pages only', async () => {
    expect(dataOf(await headAt('/blogs'), 'Article')).toEqual([]);
    expect(dataOf(await headAt('/japan'), 'Article')).toEqual([]);
  });
});

describe('FAQPage', () => {
  it.each(locales)('holds the Japan desk accordion entries in %s', async (locale) => {
    const head = await headAt('/japan', locale);
    const [faq] = dataOf(head, 'FAQPage');
    const t = i18n.getFixedT(locale, 'japanDesk');
    expect(faq?.inLanguage).toBe(locale);
    expect(faq?.mainEntity).toEqual(
      japanDeskFaq.map((id) => ({
        '@type': 'Question',
        name: t(`faq.items.${id}.question`),
        acceptedAnswer: { '@type': 'Answer', text: t(`faq.items.${id}.answer`) },
      })),
    );
  });

  it('is on the Japan desk only', async () => {
    const others = every.filter(({ page }) => page.path !== '/japan');
    for (const { locale, page } of others) {
      const head = await pageHead(i18n, { kind: 'page', locale, page, notFound: false });
      expect(dataOf(head, 'FAQPage')).toEqual([]);
    }
  });
});
