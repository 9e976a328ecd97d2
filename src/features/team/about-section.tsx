import { aboutFacts, aboutParagraphs } from './team';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/** About Us: who the company is, and its figures from docs/behaviour.md §6.6. */
export function AboutSection() {
  const { t } = useT('team');
  return (
    <section className="section container team-about" aria-labelledby="team-about-heading">
      <div className="team-about__text">
        <h2 id="team-about-heading">{phrases(t, 'about.heading')}</h2>
        {aboutParagraphs.map((id) => (
          <p key={id}>{phrases(t, `about.paragraphs.${id}`)}</p>
        ))}
      </div>
      <ul className="team-about__facts" aria-label={t('about.factsLabel')}>
        {aboutFacts.map((id) => (
          <li key={id} className="team-about__fact">
            <span className="team-about__value">{phrases(t, `about.facts.${id}.value`)}</span>
            <span className="team-about__label">{phrases(t, `about.facts.${id}.label`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
