import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { isPageHandle, pageTextOf } from '@/app/route-handle';
import { createRoutes } from '@/app/routes';
import { createI18n, ensureNamespaces } from '@/i18n/create-i18n';
import { locales, type Locale } from '@contract/locales';
import { pinnedRedirects } from '@/app/addresses';
import { site } from './site';

import { pageHead, type PageHead } from '@/app/page-head';
import { alternatesOf, publishedRoutes } from '@/app/published-routes';
import { blogPaths } from '@/features/blog/paths';
import { atomFeed, blogFeed, rssFeed } from '@/features/blog/feeds';

export { prerenderPaths } from '@/app/published-routes';

/** Where the site lives (for absolute URLs in the sitemap and robots.txt). */
export const siteOrigin = site.origin;

export interface RenderedPage {
  html: string;
  locale: Locale;
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute address of this page in every language it is published in. */
  alternates: Partial<Record<Locale, string>>;
  head: PageHead;
}

/** Renders one address to HTML, with its catalogs loaded first (used by the prerenderer). */
export async function render(pathname: string): Promise<RenderedPage> {
  const i18n = await createI18n();
  const handler = createStaticHandler(createRoutes(i18n));
  const context = await handler.query(new Request(new URL(pathname, site.origin)));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect`);

  const handle = context.matches
    .map((match) => match.route.handle as unknown)
    .findLast(isPageHandle);
  if (!handle) throw new Error(`${pathname} matched no page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  const text = pageTextOf(i18n, handle);
  return {
    html,
    locale: handle.locale,
    status: handle.notFound ? 404 : 200,
    title: text.documentTitle,
    description: text.description,
    head: handle.notFound ? { openGraph: {}, structuredData: [] } : await pageHead(i18n, handle),
    alternates: handle.notFound
      ? {}
      : Object.fromEntries(
          Object.entries(alternatesOf(handle.page)).map(([locale, path]) => [
            locale,
            new URL(path, site.origin).href,
          ]),
        ),
  };
}

export interface RedirectPage {
  from: string;
  /** Absolute address the visitor is sent on to. */
  to: string;
  locale: Locale;
  title: string;
  link: string;
}

/**
 * Addresses that lead elsewhere (a pinned page guessed under a language's prefix, to the page's
 * own address: pinnedRedirects), with their words for a static page.
 */
export async function redirectPages(): Promise<RedirectPage[]> {
  const i18n = await createI18n();
  const pages: RedirectPage[] = [];
  for (const { from, to, locale } of pinnedRedirects()) {
    await ensureNamespaces(i18n, locale, ['common']);
    const t = i18n.getFixedT(locale, 'common');
    pages.push({
      from,
      to: new URL(to, site.origin).href,
      locale,
      title: t('redirect.title'),
      link: t('redirect.link'),
    });
  }
  return pages;
}

/** A file the build writes besides the pages: its address (its path under dist/) and text. */
export interface SiteFile {
  path: string;
  body: string;
}

/** The blog's Atom and RSS feeds in every language its listing is published in. */
export async function feedFiles(): Promise<SiteFile[]> {
  const i18n = await createI18n();
  const files: SiteFile[] = [];
  for (const locale of locales) {
    const published = new Set(publishedRoutes(locale).map((page) => page.path));
    if (!published.has(blogPaths.listing)) continue;
    await ensureNamespaces(i18n, locale, ['common', 'blog', 'articles']);
    const blog = blogFeed(i18n, locale, published);
    if (!blog) continue;
    files.push(
      { path: new URL(blog.atom).pathname, body: atomFeed(blog) },
      { path: new URL(blog.rss).pathname, body: rssFeed(blog) },
    );
  }
  return files;
}
