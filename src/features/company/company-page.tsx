import { Link } from '@/components/link';
import { PageHero } from '@/components/page-hero';
import { useLocale, useT } from '@/i18n/locale-context';
import { CompanyFacts } from './company-facts';
import { companyProfilePath } from './company-profile';
import { ProfilePdfLink, useProfilePdf } from './profile-pdf-link';
import { phrases } from '@/i18n/phrases';

/**
 * The company overview, 会社概要 (docs/behaviour.md §6.12): the facts the site states, no more,
 * then the way to the company profile.
 */
export default function CompanyPage() {
  const { t } = useT('company');
  const { localize } = useLocale();
  const pdf = useProfilePdf();

  return (
    <div className="page company-page">
      <PageHero
        id="company-heading"
        className="company-page__hero"
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'lead')}
      />
      <div className="container company-page__body">
        <CompanyFacts />
        <section className="company-page__profile" aria-labelledby="company-profile-link">
          <h2 id="company-profile-link">{phrases(t, 'profile.heading')}</h2>
          <p>{phrases(t, 'profile.body')}</p>
          <ul className="company-page__profile-links">
            <li>
              <Link to={localize(companyProfilePath).href}>{phrases(t, 'profile.pageLink')}</Link>
            </li>
            {pdf ? (
              <li>
                <ProfilePdfLink pdf={pdf} />
              </li>
            ) : null}
          </ul>
        </section>
      </div>
    </div>
  );
}
