import type { Locale } from '@contract/locales';
import { useLocale, useT } from '@/i18n/locale-context';
import {
  companyProfilePath,
  formatProfilePdfSize,
  profilePdfBytes,
  profilePdfPath,
} from './company-profile';

interface ProfilePdf {
  href: string;
  /** The PDF's language, when it is not the page's. */
  hrefLang: Locale | undefined;
  /** 「会社案内（PDF、412 KB）」 */
  label: string;
}

/**
 * The company profile's PDF for a reader of this page: in the page's language where its profile
 * is published (else the default language's), with its size. Null until a size is recorded for
 * that language (`npm run profile:sizes`), so no page links a PDF without saying how large it is.
 */
export function useProfilePdf(): ProfilePdf | null {
  const { t } = useT('common');
  const { locale, localize } = useLocale();
  const pdfLocale = localize(companyProfilePath).locale;
  const bytes = profilePdfBytes[pdfLocale];
  if (!bytes) return null;
  return {
    href: profilePdfPath(pdfLocale),
    hrefLang: pdfLocale === locale ? undefined : pdfLocale,
    label: t('profilePdf.link', { size: formatProfilePdfSize(bytes, locale) }),
  };
}

/** A link that downloads the PDF, saying what it is and how large. */
export function ProfilePdfLink({ pdf, className }: { pdf: ProfilePdf; className?: string }) {
  return (
    <a
      className={className}
      href={pdf.href}
      type="application/pdf"
      hrefLang={pdf.hrefLang}
      download
    >
      {pdf.label}
    </a>
  );
}
