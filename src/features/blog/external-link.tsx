import type { ReactNode } from 'react';
import { useT } from '@/i18n/locale-context';

/** A link inside article text that opens an outside page in a new tab, safely. */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useT('blog');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('article.newTab')}</span>
    </a>
  );
}
