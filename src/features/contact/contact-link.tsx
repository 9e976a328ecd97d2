import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { useLocale } from '@/i18n/locale-context';
import { contactPath } from './paths';

/** A link to the contact page in the reader's language (a button wherever a page invites contact). */
export function ContactLink({ className, children }: { className?: string; children: ReactNode }) {
  const { localize } = useLocale();
  return (
    <Link className={className} to={localize(contactPath).href}>
      {children}
    </Link>
  );
}
