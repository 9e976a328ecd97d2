import { Link } from '@/components/link';
import { verticalsAnchor } from '@/features/verticals/verticals';
import { coreVerticals } from './home';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

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
        <h2 id="core-verticals-heading">{phrases(t, 'verticals.heading')}</h2>
        <p className="lead">{phrases(t, 'verticals.lead')}</p>
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
                <h3>{phrases(common, `verticals.${vertical.key}`)}</h3>
                <ul className="home-vertical__points">
                  {vertical.points.map((point) => (
                    <li key={point}>
                      {phrases(t, `verticals.items.${vertical.key}.points.${point}`)}
                    </li>
                  ))}
                </ul>
                <div className="home-vertical__impact">
                  <p className="home-vertical__impact-label">
                    {phrases(t, 'verticals.impactLabel')}
                  </p>
                  <p>{phrases(t, `verticals.items.${vertical.key}.impact`)}</p>
                </div>
                <Link
                  className="button button--primary home-vertical__link"
                  to={localize(vertical.path).href}
                  aria-label={t('verticals.exploreLabel', { title })}
                >
                  {phrases(t, 'verticals.explore')}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
