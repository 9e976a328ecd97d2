import { servicePoints } from './home';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/** The three numbered ways to work with the company. */
export function ServicePoints() {
  const { t } = useT('home');
  return (
    <section className="section home-services" aria-labelledby="services-heading">
      <div className="container">
        <h2 id="services-heading">{phrases(t, 'services.heading')}</h2>
        <ol className="home-services__list">
          {servicePoints.map((key) => (
            <li key={key} className="home-service">
              <h3>{phrases(t, `services.items.${key}.title`)}</h3>
              <p>{phrases(t, `services.items.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
