import { useEffect } from 'react';
import type { Locale } from '@contract/locales';
import type { PageText } from '@/i18n/page-text';

/** Keeps `<html lang>`, `<title>` and the meta description in step with the page on screen. */
export function useDocumentMeta(locale: Locale, text: PageText): void {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = text.documentTitle;
    let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = text.description;
  }, [locale, text]);
}
