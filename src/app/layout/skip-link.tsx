import { useT } from '@/i18n/locale-context';

export function SkipLink() {
  const { t } = useT('common');
  return (
    <a className="skip-link" href="#main">
      {t('skipLink')}
    </a>
  );
}
