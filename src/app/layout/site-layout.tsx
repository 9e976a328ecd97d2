import { useCallback, useLayoutEffect, useMemo } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { Island, markHydratedWhenDone } from '@/components/island';
import { LanguageSuggestion } from '@/app/layout/language-suggestion/language-suggestion';
import { SiteFooter } from '@/app/layout/site-footer/site-footer';
import { SkipLink } from './skip-link';
import { SiteHeader } from '@/app/layout/site-header/site-header';
import {
  LocaleContext,
  PageContext,
  useI18n,
  type LocaleContextValue,
  type PageContextValue,
} from '@/i18n/locale-context';
import { site } from '@/site';
import { alternatesOf, localizeHref } from '@/app/published-routes';
import { isPageHandle, pageTextOf } from '@/app/route-handle';
import { useDocumentMeta } from '@/app/use-document-meta';
import { useRouteFocus } from '@/app/use-route-focus';

/** Header, main and footer around every page of one locale. */
export function SiteLayout() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isPageHandle);
  if (!handle) throw new Error('SiteLayout rendered without a page route');
  const { locale, page, notFound } = handle;
  const i18n = useI18n();

  const localize = useCallback((path: string) => localizeHref(path, locale), [locale]);
  const localeValue = useMemo<LocaleContextValue>(() => ({ locale, localize }), [locale, localize]);
  const pageValue = useMemo<PageContextValue>(
    () => ({
      namespace: page.namespaces[0],
      values: page.textValues ?? {},
      text: pageTextOf(i18n, handle),
      alternates: notFound ? {} : alternatesOf(page),
      notFound,
    }),
    [i18n, handle, page, notFound],
  );

  useDocumentMeta(locale, pageValue.text);
  useLayoutEffect(() => {
    // Marks the document interactive once every island is hydrated too (at once on a page
    // without any): src/boot.ts hands the visitor's input to the app from then on (browser
    // tests wait for it too).
    markHydratedWhenDone();
  }, []);
  useRouteFocus();

  return (
    <LocaleContext.Provider value={localeValue}>
      <PageContext.Provider value={pageValue}>
        <SkipLink />
        {/* Each part taken over on its own, so that no one task takes the whole page over. */}
        <Island>
          <SiteHeader />
        </Island>
        <main id="main" className="site-main" tabIndex={-1}>
          <Island>
            <Outlet />
          </Island>
        </main>
        <Island>
          <SiteFooter site={site} isContactTarget={!page.hasContactSection} />
        </Island>
        <LanguageSuggestion />
      </PageContext.Provider>
    </LocaleContext.Provider>
  );
}
