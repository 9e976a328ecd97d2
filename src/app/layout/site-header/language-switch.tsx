import { Link } from '@/components/link';
import { chooseLanguage } from '@/i18n/language-choice';
import { localeTable, locales, type Locale } from '@contract/locales';
import { useI18n, useLocale, usePage, useT } from '@/i18n/locale-context';

interface LanguageLinkProps {
  locale: Locale;
  href: string;
}

/**
 * A link to this page in another language: the language's own name (from the locale registry,
 * marked with its language so it is read in its own voice) and, for screen readers, what the link
 * does, in the page's language.
 */
function LanguageLink({ locale, href }: LanguageLinkProps) {
  const { t } = useT('common');
  const i18n = useI18n();
  // One text node, space included: as two, React writes `<!-- -->` between them.
  const label = ` ${t('language.switchToLabel')}`;
  return (
    <Link
      className="language-switch"
      to={href}
      hrefLang={locale}
      onClick={() => chooseLanguage(i18n, locale)}
    >
      <span lang={locale}>{localeTable[locale].name}</span>
      <span className="visually-hidden">{label}</span>
    </Link>
  );
}

/**
 * Links to this page in every other language it is published in, in the registry's order: plain
 * links, which work before any script has loaded. One other language is one link (the site of
 * two languages); more are a small list named for what it holds.
 */
export function LanguageSwitch() {
  const { t } = useT('common');
  const { locale } = useLocale();
  const { alternates } = usePage();
  const others = locales.flatMap((other) => {
    const href = alternates[other];
    return other !== locale && href ? [{ locale: other, href }] : [];
  });
  const [only] = others;
  if (!only) return null;
  if (others.length === 1) return <LanguageLink {...only} />;
  return (
    <ul className="language-switch-list" aria-label={t('language.listLabel')}>
      {others.map((other) => (
        <li key={other.locale}>
          <LanguageLink {...other} />
        </li>
      ))}
    </ul>
  );
}
