// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeTable, locales, regionalTag } from '../../contract/locales';

describe('the locale registry (contract/locales.ts)', () => {
  it.each(locales)('names %s as the language names itself', (locale) => {
    const autonym = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    expect(localeTable[locale].name).toBe(autonym);
  });

  it.each(locales)('gives %s an Open Graph locale of its own language', (locale) => {
    expect(localeTable[locale].openGraph).toMatch(new RegExp(`^${locale}_[A-Z]{2}$`));
    expect(regionalTag(locale)).toBe(localeTable[locale].openGraph.replace('_', '-'));
  });

  it('leaves only the default locale without an address prefix', () => {
    expect(locales.filter((locale) => localeTable[locale].prefix === '')).toEqual([defaultLocale]);
    expect(locales[0]).toBe(defaultLocale);
  });
});
