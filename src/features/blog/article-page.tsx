import { Trans } from 'react-i18next';
import { Link } from '@/components/link';
import { articleById } from './articles';
import { blogPaths } from './paths';
import { homePath } from '@/features/home/paths';
import type { Namespace } from '@/i18n/namespaces';
import { FirstScreenImage } from '@/components/first-screen-image/first-screen-image';
import { useLocale, useLooseT, usePage, useT } from '@/i18n/locale-context';
import { ArticleMeta } from './article-meta';
import { ExternalLink } from './external-link';
import { Phrases, phrases } from '@/i18n/phrases';

/** /blogs/1 to /blogs/19: one component, the article chosen by its route. */
export default function ArticlePage() {
  const { text, values } = usePage();
  const article = articleById(Number(values.id));
  const namespace = `article${article.id}` as Namespace;
  const body = useLooseT(namespace);
  const items = useLooseT('articles');
  const { t } = useT('blog');
  const { locale, localize } = useLocale();
  const links = Object.fromEntries(
    Object.entries(article.links).map(([name, href]) => [
      name,
      <ExternalLink key={name} href={href} />,
    ]),
  );

  return (
    <article className="page article-page" aria-labelledby="article-heading">
      <div className="container article-page__inner">
        <nav aria-label={t('article.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <Link to={localize(homePath).href}>{phrases(t, 'article.home')}</Link>
            </li>
            <li>
              <Link to={localize(blogPaths.listing).href}>{phrases(t, 'article.blogs')}</Link>
            </li>
            <li aria-current="page">
              <Phrases>{text.headingPhrases}</Phrases>
            </li>
          </ol>
        </nav>
        <header className="article-page__header">
          <ArticleMeta article={article} className="article-page__meta article-meta" />
          <h1 id="article-heading">
            <Phrases>{text.headingPhrases}</Phrases>
          </h1>
        </header>
        {article.image ? (
          <FirstScreenImage
            className="article-page__image"
            src={article.image.src}
            alt={items(`items.${article.id}.imageAlt`)}
            width={article.image.width}
            height={article.image.height}
          />
        ) : null}
        <div className="article-page__body">
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              {/* Paragraph ids are data (src/features/blog/articles.ts), so the key is untyped here;
                  the catalog test proves each exists. Links come in as named tags, never HTML. */}
              <Trans
                t={body as never}
                i18nKey={`paragraphs.${paragraph}` as never}
                components={links}
                tOptions={{ lng: locale }}
              />
            </p>
          ))}
        </div>
        <footer className="article-page__footer">
          <ArticleMeta article={article} className="article-meta" />
          <Link to={localize(blogPaths.listing).href}>{phrases(t, 'article.back')}</Link>
        </footer>
      </div>
    </article>
  );
}
