import { useT } from '@/i18n/locale-context';
import type { SiteConfig } from '@/site';

interface OfficeAddressProps {
  address: SiteConfig['address'];
}

/**
 * The office's postal address, in the order and with the country name of the page's language,
 * both from the catalogs (`footer.address`, `countries.*`). Not Intl.DisplayNames: the first one
 * a page makes sets up the browser's region names, measured at 200 ms of main thread on a phone
 * (4x slowdown) while the app takes the page over.
 */
export function OfficeAddress({ address }: OfficeAddressProps) {
  const { t } = useT('common');
  const country = t(`countries.${address.countryCode}`, { defaultValue: address.countryCode });
  return <span>{t('footer.address', { ...address, country })}</span>;
}
