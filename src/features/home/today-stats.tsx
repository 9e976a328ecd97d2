import { homeClaims, todayStats } from './home';
import { formatCount } from '@/i18n/format-count';
import { useLocale, useT } from '@/i18n/locale-context';

/** 'Today': the company's figures, and the claims the home page makes. */
export function TodayStats() {
  const { t } = useT('home');
  const { locale } = useLocale();
  return (
    <section className="section section--brand home-today" aria-labelledby="today-heading">
      <div className="container">
        <h2 id="today-heading">{t('today.heading')}</h2>
        <p className="lead">{t('today.lead')}</p>
        <dl className="home-today__stats">
          {todayStats.map((stat) => (
            <div key={stat.key} className="home-today__stat">
              <dt>{t(`today.stats.${stat.key}`)}</dt>
              <dd>{t('today.value', { value: formatCount(stat.value, locale) })}</dd>
            </div>
          ))}
        </dl>
        <h3 className="home-today__claims-heading">{t('today.claimsHeading')}</h3>
        <ul className="home-today__claims">
          {homeClaims.map((claim) => (
            <li key={claim.key}>
              <strong>{t('today.value', { value: formatCount(claim.value, locale) })}</strong>{' '}
              {t(`today.claims.${claim.key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
