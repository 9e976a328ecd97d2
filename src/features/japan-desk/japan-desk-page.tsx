import { CallToAction } from '@/components/call-to-action';
import { PageHero } from '@/components/page-hero';
import { Link } from '@/components/link';
import { FaqAccordion } from '@/components/faq-accordion/faq-accordion';
import { deskLanguageLink, japanDeskFaq } from './japan-desk';
import { DeskServices } from './desk-services';
import { DeskContactSection } from './desk-contact-section';
import { EngagementStepsSection } from './engagement-steps-section';
import { ContactLink } from '@/features/contact/contact-link';
import { ProfilePdfLink, useProfilePdf } from '@/features/company/profile-pdf-link';
import { useLocale, usePage, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/** The Japan desk: one component, shown in English at `/japan` and in Japanese at `/japanese`. */
export default function JapanDeskPage() {
  const { t } = useT('japanDesk');
  const { locale } = useLocale();
  const { alternates } = usePage();
  const other = deskLanguageLink(locale);
  const otherHref = alternates[other];
  const pdf = useProfilePdf();
  const faq = japanDeskFaq.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`),
    answer: t(`faq.items.${id}.answer`),
  }));

  return (
    <div className="page japan-desk">
      <PageHero
        id="japan-desk-heading"
        className="japan-desk__hero"
        eyebrow={phrases(t, 'hero.eyebrow')}
        heading={phrases(t, 'hero.heading')}
        lead={phrases(t, 'hero.lead')}
      >
        {otherHref ? (
          <Link className="japan-desk__language" to={otherHref} hrefLang={other}>
            {phrases(t, 'hero.languageLink')}
          </Link>
        ) : null}
      </PageHero>

      <section className="section container" aria-labelledby="japan-desk-intro">
        <h2 id="japan-desk-intro">{phrases(t, 'intro.heading')}</h2>
        <p className="prose">{phrases(t, 'intro.body')}</p>
      </section>

      <section className="section section--tinted" aria-labelledby="japan-desk-services">
        <div className="container">
          <h2 id="japan-desk-services">{phrases(t, 'services.heading')}</h2>
          <DeskServices />
        </div>
      </section>

      <EngagementStepsSection />

      <DeskContactSection />

      <section className="section container" aria-labelledby="japan-desk-faq">
        <h2 id="japan-desk-faq">{phrases(t, 'faq.heading')}</h2>
        <FaqAccordion items={faq} />
      </section>

      <CallToAction
        id="japan-desk-cta"
        heading={phrases(t, 'cta.heading')}
        body={phrases(t, 'cta.body')}
      >
        <ContactLink className="button button--primary">{phrases(t, 'cta.button')}</ContactLink>
        {pdf ? (
          <p className="japan-desk__profile">
            <ProfilePdfLink pdf={pdf} />
          </p>
        ) : null}
      </CallToAction>
    </div>
  );
}
