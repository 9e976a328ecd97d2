import type { TFunction } from 'i18next';

/** The months as the catalogs name them (`common:date.months.*`). */
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/**
 * A date (`yyyy-mm-dd`, as the content gives it) as the page's language writes it, from the
 * catalogs' words and order (`common:date`): "August 22, 2025", 「2025年8月22日」. Not
 * Intl.DateTimeFormat: the first one a page makes sets up the browser's date formatting, measured
 * at over 100 ms of main thread on a phone (4x slowdown) while the app takes the page over, and
 * a translator sets the form here.
 */
export function formatDate(t: TFunction, iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return t('date.format', {
    year,
    month: t(`date.months.${months[month - 1] ?? 'january'}`),
    day,
  });
}
