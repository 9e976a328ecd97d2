import { PageHero } from '@/components/page-hero';
import { MailLink } from '@/components/mail-link';
import { Link } from '@/components/link';
import { EnquiryForm } from '@/features/enquiry/enquiry-form';
import { OfficeAddress } from '@/components/office-address';
import { japanDeskPath } from '@/features/japan-desk/paths';
import { useLocale, useT } from '@/i18n/locale-context';
import { site } from '@/site';
import { phrases } from '@/i18n/phrases';

export default function ContactPage() {
  const { t } = useT('contact');
  const { t: common } = useT('common');
  const { localize } = useLocale();
  return (
    <div className="page contact-page">
      <PageHero
        id="contact-heading"
        className="contact-page__hero"
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'intro')}
      />
      <div className="container contact-page__body">
        <section
          id="Contact"
          tabIndex={-1}
          aria-labelledby="contact-form-heading"
          className="contact-page__form"
        >
          <h2 id="contact-form-heading">{phrases(t, 'formHeading')}</h2>
          <EnquiryForm />
        </section>
        <aside className="contact-page__details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">{phrases(t, 'detailsHeading')}</h2>
          <dl>
            <dt>{phrases(common, 'footer.addressHeading')}</dt>
            <dd>
              <OfficeAddress address={site.address} />
            </dd>
            <dt>{phrases(common, 'footer.emailLabel')}</dt>
            <dd>
              <MailLink />
            </dd>
            <dt>{phrases(common, 'footer.phoneLabel')}</dt>
            <dd>
              <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
            </dd>
          </dl>
          <p>
            <Link to={localize(japanDeskPath).href}>{phrases(t, 'japanDesk')}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
