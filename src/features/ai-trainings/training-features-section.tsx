import { trainingFeatureIconSize, trainingFeatures } from './ai-trainings';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/** How the training is given: workshops, instructors and the support that follows. */
export function TrainingFeaturesSection() {
  const { t } = useT('aiTrainings');
  return (
    <section className="section container" aria-labelledby="ai-trainings-features">
      <h2 id="ai-trainings-features">{phrases(t, 'features.heading')}</h2>
      <ul className="ai-trainings-features">
        {trainingFeatures.map(({ id, icon }) => (
          <li key={id} className="ai-trainings-features__item">
            <img
              className="ai-trainings-features__icon"
              src={icon}
              alt=""
              width={trainingFeatureIconSize.width}
              height={trainingFeatureIconSize.height}
              loading="lazy"
              decoding="async"
            />
            <h3>{phrases(t, `features.items.${id}.title`)}</h3>
            <p>{phrases(t, `features.items.${id}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
