import { PageHero } from '@/components/page-hero';
import { useT } from '@/i18n/locale-context';
import { AboutSection } from './about-section';
import { LeadershipSection } from './leadership-section';
import { StaffSection } from './staff-section';
import { phrases } from '@/i18n/phrases';

/** Who We Are: the banner, About Us, Our Leadership and Meet our team. */
export default function TeamPage() {
  const { t } = useT('team');
  return (
    <div className="page team-page">
      <PageHero
        id="team-heading"
        className="team-page__hero"
        eyebrow={phrases(t, 'hero.eyebrow')}
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'hero.lead')}
      />
      <AboutSection />
      <LeadershipSection />
      <StaffSection />
    </div>
  );
}
