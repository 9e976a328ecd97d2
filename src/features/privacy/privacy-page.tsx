import { Trans } from 'react-i18next';
import { MailLink } from '@/components/mail-link';
import { useOfficeAddress } from '@/components/office-address';
import { PageHero } from '@/components/page-hero';
import { formatDate } from '@/i18n/format-date';
import { useLocale, useLooseT, useT } from '@/i18n/locale-context';
import { site } from '@/site';
import { privacySections, privacyUpdated } from './privacy';
import { phrases } from '@/i18n/phrases';

/** The privacy policy (docs/behaviour.md §6.13): what the enquiry form collects and why. */
export default function PrivacyPage() {
  const { t } = useT('privacy');
  const { t: common } = useT('common');
  const policy = useLooseT('privacy');
  const { locale } = useLocale();
  const values = { email: site.email, address: useOfficeAddress(site.address) };
  // Catalog text names its markup (privacyMarkup); only these elements can come of it, never HTML.
  const components = { mail: <MailLink /> };
  const sectionId = (id: string) => `privacy-${id}`;

  return (
    <div className="page privacy-page">
      <PageHero
        id="privacy-heading"
        className="privacy-page__hero"
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'lead')}
      >
        <p className="privacy-page__updated">
          <Trans
            t={t}
            i18nKey="updated"
            values={{ date: formatDate(common, privacyUpdated) }}
            components={{ time: <time dateTime={privacyUpdated} /> }}
            tOptions={{ lng: locale }}
          />
        </p>
      </PageHero>
      <div className="container privacy-page__body">
        <nav className="privacy-page__contents" aria-labelledby="privacy-contents">
          <h2 id="privacy-contents">{phrases(t, 'contentsLabel')}</h2>
          <ol>
            {privacySections.map(({ id }) => (
              <li key={id}>
                <a href={`#${sectionId(id)}`}>{phrases(policy, `sections.${id}.heading`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {privacySections.map(({ id, blocks }) => (
          <section
            key={id}
            id={sectionId(id)}
            className="privacy-page__section"
            aria-labelledby={`${sectionId(id)}-heading`}
          >
            <h2 id={`${sectionId(id)}-heading`}>{phrases(policy, `sections.${id}.heading`)}</h2>
            {blocks.map((block) =>
              typeof block === 'string' && !policy(`sections.${id}.${block}`).includes('<') ? (
                // A sentence without a link: set between its phrases, as the other short texts.
                <p key={block}>{phrases(policy, `sections.${id}.${block}`, values)}</p>
              ) : typeof block === 'string' ? (
                <p key={block}>
                  {/* Keys are data (privacy.ts); privacy.test.ts proves each exists. */}
                  <Trans
                    t={policy as never}
                    i18nKey={`sections.${id}.${block}` as never}
                    values={values}
                    components={components}
                    tOptions={{ lng: locale }}
                  />
                </p>
              ) : (
                <ul key="items">
                  {block.map((item) => (
                    <li key={item}>{phrases(policy, `sections.${id}.items.${item}`)}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
