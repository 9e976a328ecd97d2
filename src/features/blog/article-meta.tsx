import type { ArticleRecord } from './articles';
import { authorName } from './author-name';
import { formatDate } from '@/i18n/format-date';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/** Category, date and author of an article, as the listing and the article page show them. */
export function ArticleMeta({ article, className }: { article: ArticleRecord; className: string }) {
  const { t } = useT('articles');
  const { t: blog } = useT('blog');
  const { t: common } = useT('common');
  const { locale } = useLocale();
  const author = authorName(article, locale);
  return (
    <p className={className}>
      <span className="article-meta__category">{phrases(t, `categories.${article.category}`)}</span>
      <time dateTime={article.date}>{formatDate(common, article.date)}</time>
      {author ? <span>{phrases(blog, 'card.author', { author })}</span> : null}
    </p>
  );
}
