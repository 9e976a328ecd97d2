import { Link } from 'react-router-dom';
import { chooseLanguage } from '@/i18n/language-choice';
import { locales } from '@contract/locales';
import { useI18n, useLocale, usePage, useT } from '@/i18n/locale-context';

/** A link to this page in the other language, shown only when that translation is published. */
export function LanguageSwitch() {
  const { t } = useT('common');
  const i18n = useI18n();
  const { locale } = useLocale();
  const { alternates } = usePage();
  const other = locales.find((candidate) => candidate !== locale);
  const href = other ? alternates[other] : undefined;
  if (!other || !href) return null;
  return (
    <Link
      className="language-switch"
      to={href}
      hrefLang={other}
      onClick={() => chooseLanguage(i18n, other)}
    >
      <span lang={other}>{t('language.switchTo')}</span>
      <span className="visually-hidden"> {t('language.switchToLabel')}</span>
    </Link>
  );
}
