import type { ReactNode } from 'react';
import { site } from '@/site';

/**
 * The site's e-mail address as a link: around the words a catalog gives it (a `Trans` tag), or
 * showing the address itself.
 */
export function MailLink({ children }: { children?: ReactNode }) {
  return <a href={`mailto:${site.email}`}>{children ?? site.email}</a>;
}
