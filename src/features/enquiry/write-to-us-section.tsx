import { useT } from '@/i18n/locale-context';
import { ContactLink } from '@/features/contact/contact-link';
import { EnquiryForm } from './enquiry-form';

interface WriteToUsSectionProps {
  /** Show the parrot illustration (the vertical pages do), loaded only when scrolled near. */
  illustrated?: boolean;
  /**
   * A button to the contact page in place of the form: for the home page, the heaviest, whose
   * first response must stay within TCP's first round trip (README, performance), as Japanese
   * corporate home pages do.
   */
  linkOnly?: boolean;
}

/** The 'Write to us' section that ends every vertical page; the footer's #Contact link lands here. */
export function WriteToUsSection({ illustrated = false, linkOnly = false }: WriteToUsSectionProps) {
  const { t } = useT('enquiryForm');
  return (
    <section
      id="Contact"
      tabIndex={-1}
      className="section section--tinted write-to-us"
      aria-labelledby="write-to-us-heading"
    >
      <div className="container write-to-us__inner">
        <div className="write-to-us__intro">
          <h2 id="write-to-us-heading">{t('writeToUs.heading')}</h2>
          <p>{t('writeToUs.intro')}</p>
          {illustrated ? (
            <img
              className="write-to-us__parrot"
              src="/images/parrot.svg"
              alt={t('writeToUs.parrotAlt')}
              width={280}
              height={280}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </div>
        {linkOnly ? (
          <p className="write-to-us__action">
            <ContactLink className="button button--primary">{t('writeToUs.button')}</ContactLink>
          </p>
        ) : (
          <EnquiryForm />
        )}
      </div>
    </section>
  );
}
