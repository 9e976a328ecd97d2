import { verticals } from '@/features/verticals/verticals';

/** The home page's structure; its words live in `locales/<lng>/home.json`. */

/** The 'Core Verticals' cards: the nine verticals of the registry in order (docs/behaviour.md §6.1), each with its bullet ids. */
export const coreVerticals = verticals.map((vertical) => ({
  ...vertical,
  icon: `/images/home/verticals/${vertical.key}.svg`,
  points: ['first', 'second', 'third'] as const,
}));

/** 'Today': the eight figures of docs/behaviour.md §6.1. */
export const todayStats = [
  { key: 'teamSize', value: 100 },
  { key: 'nationalities', value: 20 },
  { key: 'aiModels', value: 100 },
  { key: 'continents', value: 4 },
  { key: 'aiProducts', value: 10 },
  { key: 'projects', value: 50 },
  { key: 'gccEngagements', value: 10 },
  { key: 'iotSolutions', value: 20 },
] as const;

/** The home claims (docs/behaviour.md §6.1). */
export const homeClaims = [
  { key: 'aiModels', value: 100 },
  { key: 'iotSolutions', value: 30 },
  { key: 'liveabilityParameters', value: 400 },
] as const;

/** 'Industries Implementations and their Impact': nine cases. */
export const industryCases = [
  'fintech',
  'realEstate',
  'fmcg',
  'edTech',
  'manufacturing',
  'healthcare',
  'retail',
  'logistics',
  'energy',
] as const;

/** Breakpoints of the industry carousel (docs/behaviour.md §6.2): 3, 2 below 1140 px, 1 below 857 px. */
export const industryCarousel = {
  responsive: {
    wide: { breakpoint: { max: 100_000, min: 1140 }, items: 3, slidesToSlide: 3 },
    medium: { breakpoint: { max: 1139, min: 857 }, items: 2, slidesToSlide: 2 },
    narrow: { breakpoint: { max: 856, min: 0 }, items: 1, slidesToSlide: 1 },
  },
  transitionMs: 500,
  autoPlayMs: 3000,
} as const;

/** Fictional clients and partners: 11 wordmarks drawn for this site. */
export const clientLogos = [
  'aravalli-foods',
  'kaveri-finserv',
  'sakura-trading',
  'nilgiri-realty',
  'monsoon-retail',
  'tanaka-seiki',
  'deccan-logistics',
  'himalaya-health',
  'konkan-energy',
  'fuji-mobility',
  'ganga-edtech',
] as const;

/** Breakpoints of the logo carousel (docs/behaviour.md §6.2): 3, 3 below 1024 px, 2 below 560 px. */
export const logoCarousel = {
  responsive: {
    wide: { breakpoint: { max: 100_000, min: 1024 }, items: 3, slidesToSlide: 1 },
    medium: { breakpoint: { max: 1023, min: 560 }, items: 3, slidesToSlide: 1 },
    narrow: { breakpoint: { max: 559, min: 0 }, items: 2, slidesToSlide: 1 },
  },
  transitionMs: 600,
  autoPlayMs: 4000,
} as const;

/** 'Latest Updates & Insights': the three articles the home page features. */
export const featuredArticleIds = [16, 17, 18] as const;

/** The three numbered service points. */
export const servicePoints = ['dedicatedTeam', 'projectExpertise', 'marketingSupport'] as const;

export const heroMedia = {
  poster: '/media/hero-poster.jpg',
  // The H.264 file is the smaller of the two here, so it comes first.
  sources: [
    { src: '/media/hero.mp4', type: 'video/mp4' },
    { src: '/media/hero.webm', type: 'video/webm' },
  ],
} as const;
