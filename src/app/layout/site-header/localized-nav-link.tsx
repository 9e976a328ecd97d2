import type { ReactNode } from 'react';
import { NavLink } from '@/components/link';
import { useLocale } from '@/i18n/locale-context';

interface LocalizedNavLinkProps {
  /** A route-table path; the link leads to its translation when there is one. */
  path: string;
  className: string;
  children: ReactNode;
  /** Load the page afresh, with its own headers, rather than render it in this one. */
  reloadDocument?: boolean;
}

/** A header or menu link: marked `aria-current="page"` on its own page, in the reader's language. */
export function LocalizedNavLink({
  path,
  className,
  children,
  reloadDocument,
}: LocalizedNavLinkProps) {
  const { locale, localize } = useLocale();
  const target = localize(path);
  return (
    <NavLink
      className={className}
      to={target.href}
      end
      caseSensitive
      reloadDocument={reloadDocument}
      hrefLang={target.locale === locale ? undefined : target.locale}
    >
      {children}
    </NavLink>
  );
}
