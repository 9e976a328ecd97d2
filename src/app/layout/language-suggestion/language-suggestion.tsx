import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { ensureNamespaces, preferredLocale } from '@/i18n/create-i18n';
import { chooseLanguage } from '@/i18n/language-choice';
import type { Locale } from '@contract/locales';
import { useI18n, useLocale, usePage } from '@/i18n/locale-context';
import { useBottomSpace } from './use-bottom-space';
import { phrases } from '@/i18n/phrases';

interface Suggestion {
  locale: Locale;
  href: string;
  t: TFunction;
}

/**
 * A small, dismissible offer to read this page in the visitor's preferred language. It never
 * redirects: the address decides the language, the visitor decides whether to switch. Shown only
 * in the browser, after hydration, and written in the language it offers.
 */
export function LanguageSuggestion() {
  const i18n = useI18n();
  const { locale } = useLocale();
  const { alternates } = usePage();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const notice = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    const preferred = preferredLocale(i18n);
    const href = alternates[preferred];
    if (preferred === locale || !href) return undefined;
    ensureNamespaces(i18n, preferred, ['common']).then(
      () => {
        if (!cancelled) {
          setSuggestion({ locale: preferred, href, t: i18n.getFixedT(preferred, 'common') });
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [i18n, locale, alternates]);

  // A suggestion made for another page (or language) is stale until the effect runs again.
  const current =
    suggestion && suggestion.locale !== locale && alternates[suggestion.locale] === suggestion.href
      ? suggestion
      : null;
  useBottomSpace(notice, current !== null);
  if (!current) return null;
  const { t } = current;
  return (
    <aside
      ref={notice}
      className="language-suggestion"
      lang={current.locale}
      aria-label={t('language.suggestionLabel')}
    >
      <p>{phrases(t, 'language.suggestion')}</p>
      <div className="language-suggestion__actions">
        <Link
          className="button button--primary"
          to={current.href}
          hrefLang={current.locale}
          onClick={() => chooseLanguage(i18n, current.locale)}
        >
          {phrases(t, 'language.suggestionAction')}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            chooseLanguage(i18n, locale);
            setSuggestion(null);
          }}
        >
          {phrases(t, 'language.suggestionDismiss')}
        </button>
      </div>
    </aside>
  );
}
