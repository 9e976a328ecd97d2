import { useEffect } from 'react';
import { LocalizedNavLink } from '@/app/layout/site-header/localized-nav-link';
import { privacyPath } from '@/features/privacy/paths';
import { useT } from '@/i18n/locale-context';
import type { SiteConfig } from '@/site';
import { phrases } from '@/i18n/phrases';

interface FooterDocumentsProps {
  documents: SiteConfig['documents'];
}

const documentKeys = ['terms'] as const;

/**
 * The terms, opening their document in a new tab (a missing URL is logged, not linked), and the
 * site's own privacy policy page.
 */
export function FooterDocuments({ documents }: FooterDocumentsProps) {
  const { t } = useT('common');
  // One text node, space included: as two, React writes `<!-- -->` between them.
  const newTab = ` ${t('footer.newTab')}`;

  useEffect(() => {
    for (const key of documentKeys) {
      if (!documents[key]) console.warn('document required', key);
    }
  }, [documents]);

  return (
    <ul className="site-footer__legal" aria-label={t('footer.legalLabel')}>
      {documentKeys.map((key) => (
        <li key={key}>
          {documents[key] ? (
            <a href={documents[key]} target="_blank" rel="noopener noreferrer">
              {phrases(t, `footer.${key}`)}
              <span className="visually-hidden">{newTab}</span>
            </a>
          ) : (
            <span>{phrases(t, `footer.${key}`)}</span>
          )}
        </li>
      ))}
      <li>
        <LocalizedNavLink className="site-footer__legal-link" path={privacyPath}>
          {phrases(t, 'footer.policy')}
        </LocalizedNavLink>
      </li>
    </ul>
  );
}
