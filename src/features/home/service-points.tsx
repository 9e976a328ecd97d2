import { servicePoints } from './home';
import { useT } from '@/i18n/locale-context';

/** The three numbered ways to work with the company. */
export function ServicePoints() {
  const { t } = useT('home');
  return (
    <section className="section home-services" aria-labelledby="services-heading">
      <div className="container">
        <h2 id="services-heading">{t('services.heading')}</h2>
        <ol className="home-services__list">
          {servicePoints.map((key) => (
            <li key={key} className="home-service">
              <h3>{t(`services.items.${key}.title`)}</h3>
              <p>{t(`services.items.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
