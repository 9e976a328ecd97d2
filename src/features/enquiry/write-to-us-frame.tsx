import type { ReactNode } from 'react';
import { useT } from '@/i18n/locale-context';
import { ContactLink } from '@/features/contact/contact-link';
import { phrases } from '@/i18n/phrases';

/**
 * The 'Write to us' section, around what it offers: the enquiry form (`WriteToUsSection`, which
 * ends every vertical page) or a button to the contact page (`WriteToUsLinkSection`). The
 * footer's #Contact link lands here. Kept apart from the form, so that a page with the button
 * loads none of the form's code.
 */
export function WriteToUsFrame({
  illustrated = false,
  children,
}: {
  /** Show the parrot illustration (the vertical pages do), loaded only when scrolled near. */
  illustrated?: boolean;
  children: ReactNode;
}) {
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
          <h2 id="write-to-us-heading">{phrases(t, 'writeToUs.heading')}</h2>
          <p>{phrases(t, 'writeToUs.intro')}</p>
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
        {children}
      </div>
    </section>
  );
}

/**
 * The section with a button to the contact page in place of the form: for the home page, the
 * heaviest, whose first response must stay within TCP's first round trip (README, performance),
 * as Japanese corporate home pages do.
 */
export function WriteToUsLinkSection() {
  const { t } = useT('enquiryForm');
  return (
    <WriteToUsFrame>
      <p className="write-to-us__action">
        <ContactLink className="button button--primary">
          {phrases(t, 'writeToUs.button')}
        </ContactLink>
      </p>
    </WriteToUsFrame>
  );
}
