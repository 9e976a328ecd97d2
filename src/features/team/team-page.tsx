import { useT } from '@/i18n/locale-context';
import { AboutSection } from './about-section';
import { LeadershipSection } from './leadership-section';
import { StaffSection } from './staff-section';

/** Who We Are: the banner, About Us, Our Leadership and Meet our team. */
export default function TeamPage() {
  const { t } = useT('team');
  return (
    <div className="page team-page">
      <section className="team-page__hero" aria-labelledby="team-heading">
        <div className="container">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="team-heading">{t('heading')}</h1>
          <p className="lead">{t('hero.lead')}</p>
        </div>
      </section>
      <AboutSection />
      <LeadershipSection />
      <StaffSection />
    </div>
  );
}
