import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

export function SkipLink() {
  const { t } = useT('common');
  return (
    <a className="skip-link" href="#main">
      {phrases(t, 'skipLink')}
    </a>
  );
}
