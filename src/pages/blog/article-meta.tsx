import { authorName, type ArticleRecord } from '@/content/articles';
import { useLocale, useT } from '@/i18n/locale-context';

/** Category, date and author of an article, as the listing and the article page show them. */
export function ArticleMeta({ article, className }: { article: ArticleRecord; className: string }) {
  const { t } = useT('articles');
  const { t: blog } = useT('blog');
  const { locale } = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const author = authorName(article, locale);
  return (
    <p className={className}>
      <span className="article-meta__category">{t(`categories.${article.category}`)}</span>
      <time dateTime={article.date}>{date.format(new Date(`${article.date}T00:00:00Z`))}</time>
      {author ? <span>{blog('card.author', { author })}</span> : null}
    </p>
  );
}
