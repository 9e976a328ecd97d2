import { Link } from '@/components/link';
import { articleById } from '@/features/blog/articles';
import { featuredArticleIds } from './home';
import { blogPaths } from '@/features/blog/paths';
import { formatDate } from '@/i18n/format-date';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/** 'Latest Updates & Insights': the featured articles, from the blog's own records. */
export function InsightsSection() {
  const { t } = useT('home');
  const { t: articles } = useT('articles');
  const { t: common } = useT('common');
  const { localize } = useLocale();
  return (
    <section className="section section--tinted home-insights" aria-labelledby="insights-heading">
      <div className="container">
        <h2 id="insights-heading">{phrases(t, 'insights.heading')}</h2>
        <p className="lead">{phrases(t, 'insights.lead')}</p>
        <ul className="home-insights__grid">
          {featuredArticleIds.map((id) => {
            const article = articleById(id);
            const title = articles(`items.${id}.title`);
            return (
              <li key={id} className="home-insight">
                {article.image ? (
                  <img
                    src={article.image.src}
                    alt={articles(`items.${id}.imageAlt`)}
                    width={article.image.width}
                    height={article.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <div className="home-insight__body">
                  <p className="home-insight__meta">
                    <span>{phrases(articles, `categories.${article.category}`)}</span>
                    <time dateTime={article.date}>{formatDate(common, article.date)}</time>
                  </p>
                  <h3>{phrases(articles, `items.${id}.title`)}</h3>
                  <p>{phrases(articles, `items.${id}.excerpt`)}</p>
                  <Link
                    to={localize(blogPaths.article(id)).href}
                    aria-label={t('insights.readMoreLabel', { title })}
                  >
                    {phrases(t, 'insights.readMore')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
        <p>
          <Link className="button button--ghost" to={localize(blogPaths.listing).href}>
            {phrases(t, 'insights.allArticles')}
          </Link>
        </p>
      </div>
    </section>
  );
}
