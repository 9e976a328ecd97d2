import type { LeaderId } from '@/features/team/team';

/**
 * One record per blog article: the language-free facts. Titles, excerpts and image alt texts
 * live in the `articles` catalog under the same id, and each article's paragraphs in its own
 * catalog (`article<id>`), so the listing, the article page and the home page's teasers read one
 * source and cannot disagree.
 */
export type ArticleCategory =
  | 'dataAi'
  | 'aiAgents'
  | 'knowledgeGraphs'
  | 'partnerships'
  | 'offices'
  | 'awards'
  | 'events'
  | 'caseStudies'
  | 'press';

export interface ArticleRecord {
  id: number;
  /** ISO date of publication. */
  date: string;
  /** Illustration, or null when the article has none (article 14). */
  image: { src: string; width: number; height: number } | null;
  /** A leader from the team page, or null when the article is unsigned. */
  author: LeaderId | null;
  category: ArticleCategory;
  /** Paragraph ids, in order (the catalog holds their words). */
  paragraphs: readonly string[];
  /** Outside links the paragraphs use, by the name of their tag in the catalog text. */
  links: Readonly<Record<string, string>>;
}

const image = (id: number) => ({ src: `/images/blog/${id}.svg`, width: 640, height: 360 });
const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

export const articles: readonly ArticleRecord[] = [
  {
    id: 1,
    date: '2025-04-01',
    image: image(1),
    author: 'arjunMehta',
    category: 'dataAi',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 2,
    date: '2025-04-14',
    image: image(2),
    author: 'priyaRaghavan',
    category: 'dataAi',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 3,
    date: '2025-04-28',
    image: image(3),
    author: 'danielOkafor',
    category: 'knowledgeGraphs',
    paragraphs: paragraphs(5),
    links: {},
  },
  {
    id: 4,
    date: '2025-05-09',
    image: image(4),
    author: 'leilaHaddad',
    category: 'aiAgents',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 5,
    date: '2025-05-21',
    image: image(5),
    author: 'vikramRathore',
    category: 'offices',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 6,
    date: '2025-05-30',
    image: image(6),
    author: 'arjunMehta',
    category: 'partnerships',
    paragraphs: paragraphs(4),
    links: { college: 'https://www.example.edu/' },
  },
  {
    id: 7,
    date: '2025-06-10',
    image: image(7),
    author: 'danielOkafor',
    category: 'caseStudies',
    paragraphs: paragraphs(5),
    links: {},
  },
  {
    id: 8,
    date: '2025-06-19',
    image: image(8),
    author: 'priyaRaghavan',
    category: 'aiAgents',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 9,
    date: '2025-06-27',
    image: image(9),
    author: 'harukaSato',
    category: 'events',
    paragraphs: paragraphs(3),
    links: {},
  },
  {
    id: 10,
    date: '2025-07-03',
    image: image(10),
    author: 'leilaHaddad',
    category: 'caseStudies',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 11,
    date: '2025-07-09',
    image: image(11),
    author: 'danielOkafor',
    category: 'knowledgeGraphs',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 12,
    date: '2025-07-16',
    image: image(12),
    author: 'kenjiWatanabe',
    category: 'partnerships',
    paragraphs: paragraphs(4),
    links: { pressRelease: 'https://www.example.com/press/2025-07-16-partnership' },
  },
  {
    id: 13,
    date: '2025-07-24',
    image: image(13),
    author: null,
    category: 'press',
    paragraphs: paragraphs(3),
    links: { acn: 'https://news.example.com/acn/setu-ventures-interview' },
  },
  {
    id: 14,
    date: '2025-07-30',
    image: null,
    author: 'harukaSato',
    category: 'caseStudies',
    paragraphs: paragraphs(5),
    links: {},
  },
  {
    id: 15,
    date: '2025-08-08',
    image: image(15),
    author: 'vikramRathore',
    category: 'events',
    paragraphs: paragraphs(3),
    links: {},
  },
  {
    id: 16,
    date: '2025-08-22',
    image: image(16),
    author: null,
    category: 'awards',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 17,
    date: '2025-09-12',
    image: image(17),
    author: 'priyaRaghavan',
    category: 'events',
    paragraphs: paragraphs(4),
    links: {},
  },
  {
    id: 18,
    date: '2025-10-03',
    image: image(18),
    author: 'arjunMehta',
    category: 'partnerships',
    paragraphs: paragraphs(4),
    links: { programme: 'https://www.example.org/msme-cyber-hygiene' },
  },
  {
    id: 19,
    date: '2025-10-20',
    image: image(19),
    author: 'leilaHaddad',
    category: 'aiAgents',
    paragraphs: paragraphs(5),
    links: {},
  },
];

/**
 * The articles as the blog lists them: newest first, as news is read (a later id first when two
 * share a date).
 */
export function articlesNewestFirst(): ArticleRecord[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export function articleById(id: number): ArticleRecord {
  const article = articles.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`No article ${id}`);
  return article;
}
