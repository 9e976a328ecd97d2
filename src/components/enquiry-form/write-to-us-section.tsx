import { useT } from '@/i18n/locale-context';
import { EnquiryForm } from './enquiry-form';

/** The 'Write to us' section that ends every vertical page; the footer's #Contact link lands here. */
export function WriteToUsSection() {
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
        </div>
        <EnquiryForm />
      </div>
    </section>
  );
}
