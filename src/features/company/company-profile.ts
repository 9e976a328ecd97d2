import { withLocalePrefix, type Locale } from '@contract/locales';
import { formatCount } from '@/i18n/format-count';
import { site } from '@/site';
import recordedBytes from './profile-pdf.json' with { type: 'json' };

/**
 * The company profile's address and its PDF (docs/behaviour.md §6.15). Plain data, free of the
 * DOM: the build's PDF step (scripts/company-profile-pdf.ts) reads it too.
 */
export const companyProfilePath = '/company-profile';

/** What a PDF's file name calls it, in its language's own word, in ASCII: 会社案内 is kaisha annai. */
const documentNames: Partial<Record<Locale, string>> = {
  en: 'company-profile',
  ja: 'kaisha-annai',
};

/** The PDF's file name: `setu-ventures-company-profile.pdf`, `setu-ventures-kaisha-annai.pdf`. */
export function profilePdfName(locale: Locale): string {
  const brand = site.brand
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${brand}-${documentNames[locale] ?? `company-profile-${locale}`}.pdf`;
}

/** Where the build writes a language's PDF: beside its profile page, `/ja/company-profile/…`. */
export function profilePdfPath(locale: Locale): string {
  return `${withLocalePrefix(companyProfilePath, locale)}/${profilePdfName(locale)}`;
}

/** A PDF must stay below this many bytes (1 MB): it goes by e-mail and into approval files. */
export const profilePdfMaxBytes = 1_000_000;

/** How far a PDF's size may drift from the size its links state (a fraction of it). */
export const profilePdfTolerance = 0.1;

/**
 * Each PDF's size in bytes, as `npm run profile:sizes` last measured it
 * (`profile-pdf.json`): the pages are built before the PDFs, so the links state this size, and
 * the build fails when the real one differs from it by more than `profilePdfTolerance`.
 */
export const profilePdfBytes: Partial<Record<Locale, number>> = recordedBytes;

/** A size as the links state it: kilobytes of 1,024 bytes, as Windows and most viewers count. */
export function profilePdfKilobytes(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

/** The size's number as the language writes it (`412`, `1,024`), for `common:profilePdf.link`. */
export function formatProfilePdfSize(bytes: number, locale: Locale): string {
  return formatCount(profilePdfKilobytes(bytes), locale);
}
