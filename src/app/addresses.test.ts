import { describe, expect, it } from 'vitest';
import { localizePath, pinnedRedirects, resolveLocale } from './addresses';

describe('locale resolution', () => {
  it.each([
    ['/', 'en', '/'],
    ['/team', 'en', '/team'],
    ['/japan', 'en', '/japan'],
    ['/japanese', 'ja', '/japan'],
    ['/ja', 'ja', '/'],
    ['/ja/', 'ja', '/'],
    ['/ja/team', 'ja', '/team'],
    ['/ja/blogs/3', 'ja', '/blogs/3'],
    ['/jam', 'en', '/jam'],
    ['/japan-desk', 'en', '/japan-desk'],
  ])('reads %s as %s %s', (pathname, locale, path) => {
    expect(resolveLocale(pathname)).toEqual({ locale, path });
  });

  it('never consults the browser: the address alone decides', () => {
    Object.defineProperty(window.navigator, 'languages', { value: ['ja-JP'], configurable: true });
    window.localStorage.setItem('setu.language', 'ja');
    expect(resolveLocale('/team').locale).toBe('en');
  });

  it.each([
    ['/', 'en', '/'],
    ['/', 'ja', '/ja'],
    ['/team', 'ja', '/ja/team'],
    ['/japan', 'ja', '/japanese'],
    ['/japan', 'en', '/japan'],
  ])('writes %s in %s as %s', (path, locale, expected) => {
    expect(localizePath(path, locale as 'en' | 'ja')).toBe(expected);
  });

  it('round-trips every localized path', () => {
    for (const path of ['/', '/team', '/japan', '/blogs/19']) {
      for (const locale of ['en', 'ja'] as const) {
        expect(resolveLocale(localizePath(path, locale))).toEqual({ locale, path });
      }
    }
  });

  it('leads the guessable Japanese addresses of the Japan desk to /japanese', () => {
    expect(pinnedRedirects()).toEqual([
      { from: '/ja/japan', to: '/japanese', locale: 'ja' },
      { from: '/ja/japanese', to: '/japanese', locale: 'ja' },
    ]);
  });
});
