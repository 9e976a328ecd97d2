import { Link } from '@/components/link';
import { verticalsAnchor } from '@/features/verticals/verticals';
import { coreVerticals } from './home';
import { useLocale, useT } from '@/i18n/locale-context';

/** 'Core Verticals': nine cards, each leading to its vertical page. */
export function CoreVerticals() {
  const { t } = useT('home');
  const { t: common } = useT('common');
  const { localize } = useLocale();
  return (
    <section
      id={verticalsAnchor}
      className="section home-verticals"
      aria-labelledby="core-verticals-heading"
      tabIndex={-1}
    >
      <div className="container">
        <h2 id="core-verticals-heading">{t('verticals.heading')}</h2>
        <p className="lead">{t('verticals.lead')}</p>
        <ul className="home-verticals__grid">
          {coreVerticals.map((vertical) => {
            const title = common(`verticals.${vertical.key}`);
            return (
              <li key={vertical.key} className="home-vertical">
                <img
                  src={vertical.icon}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
                <h3>{title}</h3>
                <ul className="home-vertical__points">
                  {vertical.points.map((point) => (
                    <li key={point}>{t(`verticals.items.${vertical.key}.points.${point}`)}</li>
                  ))}
                </ul>
                <div className="home-vertical__impact">
                  <p className="home-vertical__impact-label">{t('verticals.impactLabel')}</p>
                  <p>{t(`verticals.items.${vertical.key}.impact`)}</p>
                </div>
                <Link
                  className="button button--primary home-vertical__link"
                  to={localize(vertical.path).href}
                  aria-label={t('verticals.exploreLabel', { title })}
                >
                  {t('verticals.explore')}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
