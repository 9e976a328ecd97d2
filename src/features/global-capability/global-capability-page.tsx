import { PageHero } from '@/components/page-hero';
import { WriteToUsSection } from '@/features/enquiry/write-to-us-section';
import { globalCapabilityEngagements, globalCapabilityOfferingIds } from './global-capability';
import { useT } from '@/i18n/locale-context';
import { GlobalCapabilityOffering } from './global-capability-offering';
import { phrases } from '@/i18n/phrases';

/** Global Capability Centre Advisory (docs/behaviour.md §6.5): intro, four offerings, the form. */
export default function GlobalCapabilityPage() {
  const { t } = useT('globalCapability');
  return (
    <div className="page global-capability">
      <PageHero
        id="global-capability-heading"
        className="global-capability__hero"
        eyebrow={phrases(t, 'hero.eyebrow')}
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'hero.lead')}
      />

      <section
        className="section container global-capability__intro"
        aria-labelledby="global-capability-intro"
      >
        <div className="prose">
          <h2 id="global-capability-intro">{phrases(t, 'intro.heading')}</h2>
          <p>{phrases(t, 'intro.whatIs')}</p>
          <p>{phrases(t, 'intro.whyIndia')}</p>
          <p>{phrases(t, 'intro.approach')}</p>
        </div>
        <p className="global-capability__stat">
          <span className="global-capability__stat-value">{globalCapabilityEngagements}</span>
          <span className="global-capability__stat-label">{phrases(t, 'intro.statLabel')}</span>
        </p>
      </section>

      <section
        className="section section--tinted global-capability__offerings"
        aria-labelledby="global-capability-offerings"
      >
        <div className="container">
          <h2 id="global-capability-offerings">{phrases(t, 'offerings.heading')}</h2>
          <p className="lead">{phrases(t, 'offerings.intro')}</p>
          <ol className="global-capability__offering-list">
            {globalCapabilityOfferingIds.map((id, index) => (
              <GlobalCapabilityOffering key={id} id={id} index={index} />
            ))}
          </ol>
        </div>
      </section>

      <div className="section container global-capability__closing">
        <p className="global-capability__closing-text">{phrases(t, 'closing.text')}</p>
        <a className="button button--primary" href="#Contact">
          {phrases(t, 'closing.link')}
        </a>
      </div>

      <WriteToUsSection />
    </div>
  );
}
