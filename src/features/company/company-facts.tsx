import { Link } from 'react-router-dom';
import { useCountryName } from '@/components/office-address';
import { aiTrainingsFeature } from '@/features/ai-trainings/feature';
import { contactPath } from '@/features/contact/feature';
import type { Feature } from '@/features/feature';
import { globalCapabilityFeature } from '@/features/global-capability/feature';
import { japanDeskPath } from '@/features/japan-desk/feature';
import { productsFeature } from '@/features/products/feature';
import { verticals } from '@/features/verticals/verticals';
import { useLocale, useLooseT, useT } from '@/i18n/locale-context';
import { site } from '@/site';
import { phrases } from '@/i18n/phrases';

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
export function useHeadOffice(): string {
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

/**
 * The company's facts as a table (`<dl>`), the company overview's (docs/behaviour.md §6.12) and
 * the company profile's: what the site states elsewhere and nothing more. Its words are the
 * `company` catalog, which a page that shows it loads.
 */
export function CompanyFacts() {
  const { t } = useT('company');
  const { t: common } = useT('common');
  const { localize } = useLocale();
  const headOffice = useHeadOffice();
  const offerings = [
    ...verticals.map((vertical) => ({
      path: vertical.path,
      label: phrases(common, `verticals.${vertical.key}`),
    })),
    ...offeringFeatures.flatMap(({ nav, pages: [first] }) =>
      nav?.header && first
        ? [{ path: first.path, label: phrases(common, `header.links.${nav.header}`) }]
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
          <p>{phrases(t, 'facts.business.intro')}</p>
          <ul className="company-facts__offerings" aria-label={t('facts.business.listLabel')}>
            {offerings.map(({ path, label }) => (
              <li key={path}>
                <Link to={localize(path).href}>{label}</Link>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    { id: 'offices', body: phrases(t, 'facts.offices.body') },
    { id: 'people', body: phrases(t, 'facts.people.body') },
    {
      id: 'contact',
      body: (
        <ul className="company-facts__contact">
          <li>
            <Link to={localize(contactPath).href}>{phrases(t, 'facts.contact.contactPage')}</Link>
          </li>
          <li>
            <Link to={localize(japanDeskPath).href}>{phrases(t, 'facts.contact.japanDesk')}</Link>
          </li>
        </ul>
      ),
    },
  ] as const;

  return (
    <dl className="company-facts">
      {facts.map(({ id, body }) => (
        <div key={id} className="company-facts__fact">
          <dt>{phrases(t, `facts.${id}.term`)}</dt>
          <dd>{body}</dd>
        </div>
      ))}
    </dl>
  );
}
