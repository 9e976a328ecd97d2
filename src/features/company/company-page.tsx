import { Link } from '@/components/link';
import { useCountryName } from '@/components/office-address';
import { PageHero } from '@/components/page-hero';
import { aiTrainingsFeature } from '@/features/ai-trainings/feature';
import { contactPath } from '@/features/contact/feature';
import type { Feature } from '@/features/feature';
import { globalCapabilityFeature } from '@/features/global-capability/feature';
import { japanDeskPath } from '@/features/japan-desk/feature';
import { productsFeature } from '@/features/products/feature';
import { verticals } from '@/features/verticals/verticals';
import { useLocale, useLooseT, useT } from '@/i18n/locale-context';
import { site } from '@/site';

/** The offerings beside the verticals, each a feature's first page with its header label. */
const offeringFeatures: readonly Feature[] = [
  productsFeature,
  globalCapabilityFeature,
  aiTrainingsFeature,
];

/**
 * The head office's address in the order the page's language writes addresses
 * (`facts.headOffice.address`: street first in English, country first in Japanese), with
 * the names of its places from the catalog where it has them.
 */
function useHeadOffice(): string {
  const { t } = useT('company');
  const places = useLooseT('company');
  const { address } = site;
  const place = (name: string) => {
    const key = `facts.headOffice.places.${name}`;
    const named = places(key);
    return named === key ? name : named;
  };
  return t('facts.headOffice.address', {
    ...address,
    locality: place(address.locality),
    region: place(address.region),
    country: useCountryName(address.countryCode),
  });
}

/** The company overview, 会社概要 (docs/behaviour.md §6.12): the facts the site states, no more. */
export default function CompanyPage() {
  const { t } = useT('company');
  const { t: common } = useT('common');
  const { localize } = useLocale();
  const headOffice = useHeadOffice();
  const offerings = [
    ...verticals.map((vertical) => ({
      path: vertical.path,
      label: common(`verticals.${vertical.key}`),
    })),
    ...offeringFeatures.flatMap(({ nav, pages: [first] }) =>
      nav?.header && first
        ? [{ path: first.path, label: common(`header.links.${nav.header}`) }]
        : [],
    ),
  ];
  const facts = [
    { id: 'name', body: site.brand },
    { id: 'headOffice', body: headOffice },
    {
      id: 'business',
      body: (
        <>
          <p>{t('facts.business.intro')}</p>
          <ul className="company-page__offerings" aria-label={t('facts.business.listLabel')}>
            {offerings.map(({ path, label }) => (
              <li key={path}>
                <Link to={localize(path).href}>{label}</Link>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    { id: 'offices', body: t('facts.offices.body') },
    { id: 'people', body: t('facts.people.body') },
    {
      id: 'contact',
      body: (
        <ul className="company-page__contact">
          <li>
            <Link to={localize(contactPath).href}>{t('facts.contact.contactPage')}</Link>
          </li>
          <li>
            <Link to={localize(japanDeskPath).href}>{t('facts.contact.japanDesk')}</Link>
          </li>
        </ul>
      ),
    },
  ] as const;

  return (
    <div className="page company-page">
      <PageHero
        id="company-heading"
        className="company-page__hero"
        heading={t('heading')}
        lead={t('lead')}
      />
      <div className="container company-page__body">
        <dl className="company-page__facts">
          {facts.map(({ id, body }) => (
            <div key={id} className="company-page__fact">
              <dt>{t(`facts.${id}.term`)}</dt>
              <dd>{body}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
