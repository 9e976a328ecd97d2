import { describe, expect, it } from 'vitest';
import { locales } from '@contract/locales';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each(locales)('writes a count as Intl.NumberFormat does in %s', (locale) => {
    for (const value of [0, 4, 20, 100, 400, 999, 1000, 12_500, 2.5, -7]) {
      expect(formatCount(value, locale)).toBe(new Intl.NumberFormat(locale).format(value));
    }
  });
});
