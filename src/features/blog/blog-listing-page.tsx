import { PageHero } from '@/components/page-hero';
import { Link } from '@/components/link';
import { articlesNewestFirst } from './articles';
import { blogPaths } from './paths';
import { FirstScreenImage } from '@/components/first-screen-image/first-screen-image';
import { useLocale, useLooseT, usePage, useT } from '@/i18n/locale-context';
import { ArticleMeta } from './article-meta';
import { Phrases, phrases } from '@/i18n/phrases';

/** /blogs: every article as a card, newest first. */
export default function BlogListingPage() {
  const { text } = usePage();
  const { t } = useT('blog');
  const items = useLooseT('articles');
  const { localize } = useLocale();
  return (
    <div className="page blog-listing">
      <PageHero
        id="blog-heading"
        className="blog-listing__hero"
        heading={<Phrases>{text.headingPhrases}</Phrases>}
        lead={phrases(t, 'intro')}
      />
      <div className="container section">
        <ul className="blog-listing__grid">
          {articlesNewestFirst().map((article, index) => {
            const image = article.image && {
              className: 'blog-card__image',
              src: article.image.src,
              alt: items(`items.${article.id}.imageAlt`),
              width: article.image.width,
              height: article.image.height,
            };
            return (
              <li key={article.id} className="blog-card">
                {!image ? (
                  <div className="blog-card__image blog-card__image--none" aria-hidden="true" />
                ) : index === 0 ? (
                  <FirstScreenImage {...image} />
                ) : (
                  <img
                    {...image}
                    alt={image.alt}
                    loading={index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                )}
                <div className="blog-card__body">
                  <p className="blog-card__id">{phrases(t, 'card.id', { id: article.id })}</p>
                  <h2 className="blog-card__title">
                    <Link to={localize(blogPaths.article(article.id)).href}>
                      {phrases(items, `items.${article.id}.title`)}
                    </Link>
                  </h2>
                  <p>{phrases(items, `items.${article.id}.excerpt`)}</p>
                  <ArticleMeta article={article} className="blog-card__meta article-meta" />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
