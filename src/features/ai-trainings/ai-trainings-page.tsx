import { CallToAction } from '@/components/call-to-action';
import { FirstScreenImage } from '@/components/first-screen-image/first-screen-image';
import { trainingHeroImage } from './ai-trainings';
import { useT } from '@/i18n/locale-context';
import { ConsultationLink } from './consultation-link';
import { TrainingFeaturesSection } from './training-features-section';
import { TrainingResultsSection } from './training-results-section';
import { phrases } from '@/i18n/phrases';

/** AI Trainings: hero with the consultation call to action, results and USPs, features. */
export default function AiTrainingsPage() {
  const { t } = useT('aiTrainings');
  return (
    <div className="page ai-trainings-page">
      <section className="ai-trainings-page__hero" aria-labelledby="ai-trainings-heading">
        <div className="container ai-trainings-page__hero-inner">
          <div className="ai-trainings-page__hero-text">
            <p className="eyebrow">{phrases(t, 'hero.eyebrow')}</p>
            <h1 id="ai-trainings-heading">{phrases(t, 'heading')}</h1>
            <p className="lead">{phrases(t, 'hero.lead')}</p>
            <ConsultationLink />
          </div>
          <FirstScreenImage
            className="ai-trainings-page__hero-image"
            src={trainingHeroImage.src}
            alt={t('hero.imageAlt')}
            width={trainingHeroImage.width}
            height={trainingHeroImage.height}
          />
        </div>
      </section>

      <TrainingResultsSection />
      <TrainingFeaturesSection />

      <CallToAction
        id="ai-trainings-cta"
        heading={phrases(t, 'cta.heading')}
        body={phrases(t, 'cta.body')}
      >
        <ConsultationLink />
      </CallToAction>
    </div>
  );
}
