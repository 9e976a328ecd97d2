import { displayName, leaders } from '@/features/team/team';
import type { ArticleRecord } from './articles';

/** The article's author as a reader of `locale` writes the name (no reading: it runs in a line). */
export function authorName(article: ArticleRecord, locale: string): string | null {
  const leader = leaders.find((person) => person.id === article.author);
  return leader ? displayName(leader, locale).name : null;
}
