import { describe, expect, it } from 'vitest';
import { createI18n, ensureNamespaces } from './create-i18n';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it.each([
    ['en', '2025-08-22', 'August 22, 2025'],
    ['en', '2025-01-05', 'January 5, 2025'],
    ['ja', '2025-08-22', '2025年8月22日'],
    ['ja', '2025-12-01', '2025年12月1日'],
  ] as const)('writes a %s date as the catalogs say (%s)', async (locale, iso, expected) => {
    const i18n = await createI18n();
    await ensureNamespaces(i18n, locale, ['common']);
    expect(formatDate(i18n.getFixedT(locale, 'common'), iso)).toBe(expected);
  });

  it('reads as Intl.DateTimeFormat writes the long date, without making one', async () => {
    const i18n = await createI18n();
    for (const locale of ['en', 'ja'] as const) {
      await ensureNamespaces(i18n, locale, ['common']);
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      for (const iso of ['2025-04-01', '2025-06-27', '2025-11-30']) {
        expect(formatDate(i18n.getFixedT(locale, 'common'), iso)).toBe(
          intl.format(new Date(`${iso}T00:00:00Z`)),
        );
      }
    }
  });
});
