import { Link } from 'react-router-dom';
import { MailLink } from '@/components/mail-link';
import { PageHero } from '@/components/page-hero';
import { aiTrainingsNav } from '@/features/ai-trainings/paths';
import { contactPath } from '@/features/contact/paths';
import { globalCapabilityNav } from '@/features/global-capability/paths';
import { DeskContactSection } from '@/features/japan-desk/desk-contact-section';
import { DeskServices } from '@/features/japan-desk/desk-services';
import { EngagementStepsSection } from '@/features/japan-desk/engagement-steps-section';
import { japanDeskPath } from '@/features/japan-desk/paths';
import { productIds } from '@/features/products/products';
import { verticals } from '@/features/verticals/verticals';
import { defaultPageTextKeys } from '@/i18n/page-text';
import type { Namespace } from '@/i18n/namespaces';
import { useLocale, useLooseT, useT } from '@/i18n/locale-context';
import { site } from '@/site';
import { CompanyFacts, useHeadOffice } from './company-facts';
import { ProfilePdfLink, useProfilePdf } from './profile-pdf-link';
import { phrases } from '@/i18n/phrases';

/**
 * The offerings after the verticals and the products: each a feature's page, by its catalog (the
 * first of the page's namespaces) and its header label.
 */
const moreOfferings = [
  { namespace: 'globalCapability', nav: globalCapabilityNav },
  { namespace: 'aiTrainings', nav: aiTrainingsNav },
] as const;

/** One offering's line: its own page's description, in the page's language. */
function PageSummary({ namespace, textKey }: { namespace: Namespace; textKey: string }) {
  const t = useLooseT(namespace);
  return phrases(t, textKey);
}

/** The offerings, each named as the menus name it, with the one line its page gives itself. */
function Offerings() {
  const { t } = useT('companyProfile');
  const { t: common } = useT('common');
  const { t: products } = useT('products');
  const more = moreOfferings.map(({ namespace, nav }) => ({
    label: phrases(common, `header.links.${nav.header}`),
    namespace,
  }));
  return (
    <section className="section container" aria-labelledby="company-profile-offerings">
      <h2 id="company-profile-offerings">{phrases(t, 'offerings.heading')}</h2>
      <p className="prose">{phrases(t, 'offerings.lead')}</p>
      <h3>{phrases(common, 'header.verticals')}</h3>
      <dl className="company-profile__offerings">
        {verticals.map((vertical) => (
          <div key={vertical.key}>
            <dt>{phrases(common, `verticals.${vertical.key}`)}</dt>
            <dd>
              <PageSummary namespace={vertical.key} textKey={defaultPageTextKeys.description} />
            </dd>
          </div>
        ))}
      </dl>
      <h3>{phrases(common, 'header.links.products')}</h3>
      <dl className="company-profile__offerings">
        {productIds.map((id) => (
          <div key={id}>
            <dt>{phrases(products, `items.${id}.name`)}</dt>
            <dd>{phrases(products, `items.${id}.tagline`)}</dd>
          </div>
        ))}
      </dl>
      <h3>{phrases(t, 'offerings.more')}</h3>
      <dl className="company-profile__offerings">
        {more.map(({ label, namespace }) => (
          <div key={namespace}>
            <dt>{label}</dt>
            <dd>
              <PageSummary namespace={namespace} textKey={defaultPageTextKeys.description} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** How to reach us, with the addresses of the contact and desk pages written out for paper. */
function ContactDetails() {
  const { t } = useT('companyProfile');
  const { t: common } = useT('common');
  const { t: company } = useT('company');
  const { localize } = useLocale();
  const headOffice = useHeadOffice();
  const pages = [
    { label: phrases(company, 'facts.contact.contactPage'), href: localize(contactPath).href },
    { label: phrases(company, 'facts.contact.japanDesk'), href: localize(japanDeskPath).href },
  ].map((entry) => ({ ...entry, address: site.origin + entry.href }));
  return (
    <section className="section container" aria-labelledby="company-profile-contact">
      <h2 id="company-profile-contact">{phrases(t, 'contact.heading')}</h2>
      <p className="prose">{phrases(t, 'contact.lead')}</p>
      <dl className="company-profile__details">
        <div>
          <dt>{phrases(company, 'facts.headOffice.term')}</dt>
          <dd>{headOffice}</dd>
        </div>
        <div>
          <dt>{phrases(common, 'footer.phoneLabel')}</dt>
          <dd>
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
          </dd>
        </div>
        <div>
          <dt>{phrases(common, 'footer.emailLabel')}</dt>
          <dd>
            <MailLink />
          </dd>
        </div>
        {pages.map(({ label, href, address }) => (
          <div key={href}>
            <dt>{label}</dt>
            <dd>
              <Link to={href}>{address}</Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The company profile, 会社案内 (docs/behaviour.md §6.15): the overview's facts, what we do, the
 * Japan desk and how an engagement proceeds, and how to reach us, on one page to read, print or
 * pass around. Everything on it is said by the catalogs of the pages it sums up.
 */
export default function CompanyProfilePage() {
  const { t } = useT('companyProfile');
  const { t: company } = useT('company');
  const { t: common } = useT('common');
  const { t: desk } = useT('japanDesk');
  const pdf = useProfilePdf();

  return (
    <div className="page company-profile">
      <PageHero
        id="company-profile-heading"
        className="company-profile__hero"
        eyebrow={site.brand}
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'lead')}
      >
        {pdf ? (
          <p className="company-profile__download">
            <ProfilePdfLink pdf={pdf} />
          </p>
        ) : null}
      </PageHero>

      <section className="section container" aria-labelledby="company-profile-overview">
        <h2 id="company-profile-overview">{phrases(company, 'heading')}</h2>
        <CompanyFacts />
      </section>

      <Offerings />

      <section className="section container" aria-labelledby="company-profile-desk">
        <h2 id="company-profile-desk">{phrases(common, 'header.links.japanDesk')}</h2>
        <p className="prose">{phrases(desk, 'hero.lead')}</p>
        <DeskServices />
      </section>

      <EngagementStepsSection />

      <DeskContactSection />

      <ContactDetails />
    </div>
  );
}
