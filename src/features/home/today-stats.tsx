import { Trans } from 'react-i18next';
import { homeClaims, todayStats } from './home';
import { formatCount } from '@/i18n/format-count';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases, transPhrases } from '@/i18n/phrases';

/**
 * 'Today': the company's figures, and the claims the home page makes. Each figure has its own
 * catalog entry (`today.values.*`), so a language can give it its counter (100名以上, 20か国以上);
 * a claim is one sentence with its figure in bold (`<0>…</0>`), so the figure can sit where the
 * language puts it.
 */
export function TodayStats() {
  const { t } = useT('home');
  const { locale } = useLocale();
  return (
    <section className="section section--brand home-today" aria-labelledby="today-heading">
      <div className="container">
        <h2 id="today-heading">{phrases(t, 'today.heading')}</h2>
        <p className="lead">{phrases(t, 'today.lead')}</p>
        <dl className="home-today__stats">
          {todayStats.map((stat) => (
            <div key={stat.key} className="home-today__stat">
              <dt>{phrases(t, `today.stats.${stat.key}`)}</dt>
              <dd>
                {phrases(t, `today.values.${stat.key}`, { value: formatCount(stat.value, locale) })}
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="home-today__claims-heading">{phrases(t, 'today.claimsHeading')}</h3>
        <ul className="home-today__claims">
          {homeClaims.map((claim) => (
            <li key={claim.key}>
              <Trans
                t={transPhrases(t)}
                i18nKey={`today.claims.${claim.key}`}
                values={{ value: formatCount(claim.value, locale) }}
                components={[<strong key="figure" />]}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
