import { useT, usePage } from '@/i18n/locale-context';

/** A page whose content a later issue writes: its heading and a short line from the catalogs. */
export default function PlaceholderPage() {
  const { text } = usePage();
  const { t } = useT('common');
  return (
    <div className="page page--placeholder">
      <div className="container">
        <h1>{text.heading}</h1>
        <p className="lead">{t('placeholder')}</p>
      </div>
    </div>
  );
}
