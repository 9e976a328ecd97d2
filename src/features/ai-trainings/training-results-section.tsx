import { trainingStats, trainingUsps } from './ai-trainings';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/** The figures of the training (docs/behaviour.md §6.9) and the three reasons to choose it. */
export function TrainingResultsSection() {
  const { t } = useT('aiTrainings');
  return (
    <section className="section section--tinted" aria-labelledby="ai-trainings-results">
      <div className="container">
        <h2 id="ai-trainings-results">{phrases(t, 'results.heading')}</h2>
        <p className="prose">{phrases(t, 'results.intro')}</p>
        <ul className="ai-trainings-stats" aria-label={t('results.statsLabel')}>
          {trainingStats.map((id) => (
            <li key={id} className="ai-trainings-stats__item">
              <span className="ai-trainings-stats__value">
                {phrases(t, `results.stats.${id}.value`)}
              </span>{' '}
              <span className="ai-trainings-stats__label">
                {phrases(t, `results.stats.${id}.label`)}
              </span>
            </li>
          ))}
        </ul>
        <ul className="card-grid ai-trainings-usps">
          {trainingUsps.map((id) => (
            <li key={id} className="card">
              <h3>{phrases(t, `results.usps.${id}.title`)}</h3>
              <p>{phrases(t, `results.usps.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
