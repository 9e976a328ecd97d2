import { useLocale, useT } from '@/i18n/locale-context';
import type { SiteConfig } from '@/site';

interface OfficeAddressProps {
  address: SiteConfig['address'];
}

/** The office's postal address, in the order and with the country name of the page's language. */
export function OfficeAddress({ address }: OfficeAddressProps) {
  const { t } = useT('common');
  const { locale } = useLocale();
  const country =
    new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode) ??
    address.countryCode;
  return <span>{t('footer.address', { ...address, country })}</span>;
}
