import type { ReactNode } from 'react';
import { ContactLink } from '@/features/contact/contact-link';
import type { ProductAction as ProductActionTarget } from './products';
import { useT } from '@/i18n/locale-context';

interface ProductActionProps {
  action: ProductActionTarget;
  /** As `phrases()` sets it (src/i18n/phrases.tsx). */
  label: ReactNode;
}

/** A product's call to action: its own site in a new tab, or our contact page. */
export function ProductAction({ action, label }: ProductActionProps) {
  const { t: common } = useT('common');
  if (action.kind === 'external') {
    return (
      <a
        className="button button--primary products-card__action"
        href={action.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label} <span className="visually-hidden">{common('footer.newTab')}</span>
        <svg
          className="products-card__external"
          aria-hidden="true"
          focusable="false"
          width="16"
          height="16"
          viewBox="0 0 16 16"
        >
          <path
            d="M9 2h5v5M14 2 7 9M12 10v3a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </a>
    );
  }
  return (
    <ContactLink className="button button--primary products-card__action">{label}</ContactLink>
  );
}
