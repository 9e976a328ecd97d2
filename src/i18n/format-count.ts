import type { Locale } from '@contract/locales';

/**
 * A count as the page's language writes it. Below 1,000 every language the site speaks writes
 * the digits alone, and no formatter is made: the first `Intl.NumberFormat` a page makes sets up
 * the browser's number formatting, measured at 120 ms of main thread on a phone (4x slowdown),
 * in the middle of taking the page over.
 */
export function formatCount(value: number, locale: Locale): string {
  return Number.isInteger(value) && Math.abs(value) < 1000
    ? String(value)
    : new Intl.NumberFormat(locale).format(value);
}
