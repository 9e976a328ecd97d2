import { japanDeskSteps } from './japan-desk';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/**
 * How an engagement proceeds: the five steps from the first enquiry to the start of work, as an
 * ordered list (one under another on a phone, one row on a wide screen).
 */
export function EngagementStepsSection() {
  const { t } = useT('japanDesk');
  return (
    <section className="section container" aria-labelledby="japan-desk-steps">
      <h2 id="japan-desk-steps">{phrases(t, 'steps.heading')}</h2>
      <p className="prose">{phrases(t, 'steps.lead')}</p>
      <ol className="japan-desk-steps">
        {japanDeskSteps.map((id, index) => (
          <li key={id} className="japan-desk-steps__step">
            {/* The list already tells a screen reader each step's place. */}
            <span className="japan-desk-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="japan-desk-steps__title">{phrases(t, `steps.items.${id}.title`)}</h3>
            <p className="japan-desk-steps__body">{phrases(t, `steps.items.${id}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
