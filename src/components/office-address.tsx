import { useT } from '@/i18n/locale-context';
import type { SiteConfig } from '@/site';

interface OfficeAddressProps {
  address: SiteConfig['address'];
}

/**
 * The name of a country in the page's language, from the catalogs (`common:countries.*`), or its
 * code when the catalogs lack it. Not Intl.DisplayNames: the first one a page makes sets up the
 * browser's region names, measured at 200 ms of main thread on a phone (4x slowdown) while the
 * app takes the page over.
 */
export function useCountryName(countryCode: string): string {
  const { t } = useT('common');
  return t(`countries.${countryCode}`, { defaultValue: countryCode });
}

/**
 * The office's postal address as one line, in the order it is posted in (`footer.address`) and
 * with the country name of the page's language.
 */
export function useOfficeAddress(address: SiteConfig['address']): string {
  const { t } = useT('common');
  const country = useCountryName(address.countryCode);
  return t('footer.address', { ...address, country });
}

/** The office's postal address (see useOfficeAddress). */
export function OfficeAddress({ address }: OfficeAddressProps) {
  return <span>{useOfficeAddress(address)}</span>;
}
