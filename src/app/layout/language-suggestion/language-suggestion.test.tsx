import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/render-app';

// These tests need a page without a Japanese translation: pretend `team` has none.
vi.mock('@/i18n/catalogs', async (importOriginal) =>
  (await import('../../../../tests/catalog-mock')).withoutJapanese(await importOriginal(), [
    'team',
  ]),
);

function preferLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

afterEach(() => preferLanguages(['en-US']));

/**
 * The header's navigation as a wide screen shows it, always in the bar. jsdom applies none of the
 * site's stylesheet and keeps a popover hidden (the phone menu, which it cannot open): the
 * navigation is given the `display: block` src/app/layout/site-header/site-header.css gives it from 1280 px on.
 */
function headerNavigation() {
  const banner = within(screen.getByRole('banner'));
  banner.getByRole('navigation', { hidden: true }).style.display = 'block';
  return within(banner.getByRole('navigation'));
}

describe('language suggestion', () => {
  it('offers a Japanese-preferring visitor the Japanese page, in Japanese, without redirecting', async () => {
    preferLanguages(['ja-JP', 'ja']);
    const { router } = await renderApp('/japan', { detectPreference: true });
    const notice = await screen.findByRole('complementary', { name: '表示言語のご案内' });
    expect(notice).toHaveAttribute('lang', 'ja');
    expect(screen.getByRole('link', { name: '日本語で読む' })).toHaveAttribute('href', '/japanese');
    expect(router.state.location.pathname).toBe('/japan');
    expect(document.documentElement.lang).toBe('en');
  });

  it('remembers a dismissal as the visitor choosing this page’s language', async () => {
    const user = userEvent.setup();
    preferLanguages(['ja-JP']);
    await renderApp('/japan', { detectPreference: true });
    await user.click(await screen.findByRole('button', { name: 'このまま読み続ける' }));
    expect(screen.queryByRole('complementary', { name: '表示言語のご案内' })).toBeNull();
    expect(window.localStorage.getItem('setu.language')).toBe('en');
  });

  it('lets a remembered choice outweigh the browser languages', async () => {
    preferLanguages(['ja-JP']);
    window.localStorage.setItem('setu.language', 'en');
    await renderApp('/japan', { detectPreference: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('suggests nothing where the page has no translation', async () => {
    preferLanguages(['ja-JP']);
    await renderApp('/team', { detectPreference: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('remembers a switch made from the header', async () => {
    const user = userEvent.setup();
    await renderApp('/japan', { detectPreference: true });
    await user.click(headerNavigation().getByRole('link', { name: /日本語/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /日本とインド/ })).toBeVisible();
    expect(window.localStorage.getItem('setu.language')).toBe('ja');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });
});
