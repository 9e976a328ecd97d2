import { Link } from 'react-router-dom';
import { useCountryName } from '@/components/office-address';
import { aiTrainingsNav, aiTrainingsPath } from '@/features/ai-trainings/paths';
import { contactPath } from '@/features/contact/paths';
import { globalCapabilityNav, globalCapabilityPath } from '@/features/global-capability/paths';
import { japanDeskPath } from '@/features/japan-desk/paths';
import { productsNav, productsPath } from '@/features/products/paths';
import { verticals } from '@/features/verticals/verticals';
import { useLocale, useLooseT, useT } from '@/i18n/locale-context';
import { site } from '@/site';
import { phrases } from '@/i18n/phrases';

/** The offerings beside the verticals, each a feature's page with its header label. */
const offeringPages = [
  { path: productsPath, nav: productsNav },
  { path: globalCapabilityPath, nav: globalCapabilityNav },
  { path: aiTrainingsPath, nav: aiTrainingsNav },
] as const;

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
    ...offeringPages.map(({ path, nav }) => ({
      path,
      label: phrases(common, `header.links.${nav.header}`),
    })),
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
