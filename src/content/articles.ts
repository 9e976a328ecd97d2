/**
 * One record per blog article: the language-free facts. Titles, excerpts and bodies live in the
 * `articles` catalog under the same id, so the listing, the article page and the home page's
 * teasers read one source and cannot disagree. (The blog issue completes the other articles.)
 */
export interface ArticleRecord {
  id: number;
  /** ISO date of publication. */
  date: string;
  /** Illustration, or null when the article has none. */
  image: { src: string; width: number; height: number } | null;
  category:
    | 'awards'
    | 'events'
    | 'partnerships'
    | 'aiAgents'
    | 'knowledgeGraphs'
    | 'offices'
    | 'caseStudies'
    | 'dataAi';
}

export const articles: readonly ArticleRecord[] = [
  {
    id: 16,
    date: '2025-08-22',
    image: { src: '/images/blog/16.svg', width: 640, height: 360 },
    category: 'awards',
  },
  {
    id: 17,
    date: '2025-09-12',
    image: { src: '/images/blog/17.svg', width: 640, height: 360 },
    category: 'events',
  },
  {
    id: 18,
    date: '2025-10-03',
    image: { src: '/images/blog/18.svg', width: 640, height: 360 },
    category: 'partnerships',
  },
];

export function articleById(id: number): ArticleRecord {
  const article = articles.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`No article ${id}`);
  return article;
}
