import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageContext, type PageContextValue } from '@/i18n/locale-context';
import type { Locale } from '@contract/locales';
import { renderWithCatalogs } from '../../../../tests/render-app';
import { LanguageSwitch } from './language-switch';

// A third language in the registry, as `contract/locales.ts` would list it. Added to the real
// table (this file's own copy of the module), so that every function of the module sees it. Its
// words are not needed: this test is about the links the switch makes, while
// tests/unit/third-language-site.test.ts builds a whole third language.
vi.mock('@contract/locales', async (importOriginal) => {
  const real = await importOriginal<typeof import('@contract/locales')>();
  Object.assign(real.localeTable, { ko: { prefix: '/ko', openGraph: 'ko_KR', name: '한국어' } });
  real.locales.push('ko' as Locale);
  return real;
});

const ko = 'ko' as Locale;

async function renderSwitch(locale: Locale, alternates: PageContextValue['alternates']) {
  const page: PageContextValue = {
    namespace: 'team',
    values: {},
    text: { documentTitle: '', title: '', description: '', heading: '', headingPhrases: '' },
    alternates,
    notFound: false,
  };
  await renderWithCatalogs(
    <MemoryRouter>
      <PageContext.Provider value={page}>
        <LanguageSwitch />
      </PageContext.Provider>
    </MemoryRouter>,
    { locale },
  );
}

function linksOf(container: HTMLElement = document.body) {
  return within(container)
    .queryAllByRole('link')
    .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href'), link.textContent]);
}

describe('the language switch', () => {
  it('is one link, named in its own language, where one other language has the page', async () => {
    await renderSwitch('en', { en: '/team', ja: '/ja/team' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(linksOf()).toEqual([['ja', '/ja/team', '日本語 Read this page in this language']]);
    const link = screen.getByRole('link', { name: /^日本語/ });
    expect(within(link).getByText('日本語')).toHaveAttribute('lang', 'ja');
  });

  it('lists every other language that has the page, in the registry’s order', async () => {
    await renderSwitch('en', { en: '/team', ja: '/ja/team', [ko]: '/ko/team' });
    const list = screen.getByRole('list', { name: 'This page in other languages' });
    expect(linksOf(list)).toEqual([
      ['ja', '/ja/team', '日本語 Read this page in this language'],
      ['ko', '/ko/team', '한국어 Read this page in this language'],
    ]);
    expect(within(list).getByText('한국어')).toHaveAttribute('lang', 'ko');
  });

  it('leaves out a language the page is not published in', async () => {
    await renderSwitch('ja', { en: '/team', ja: '/ja/team' });
    expect(linksOf()).toEqual([['en', '/team', 'English このページをこの言語で表示']]);
  });

  it('shows nothing where no other language has the page', async () => {
    await renderSwitch('en', { en: '/team' });
    expect(linksOf()).toEqual([]);
  });
});
