import type { ComponentType } from 'react';
import { articleIds, paths } from '@/content/paths';
import type { Namespace } from '@/i18n/namespaces';
import { defaultPageTextKeys, type PageTextKeys } from '@/i18n/page-text';

type PageModule = Promise<{ default: ComponentType }>;

/** One screen of the site. Locale-free: the app composes these with every published locale. */
export interface PageRoute {
  /** Stable id, used for route ids and tests. */
  id: string;
  path: string;
  /** Catalogs the page reads; the first holds its title, description and heading. */
  namespaces: readonly [Namespace, ...Namespace[]];
  load: () => PageModule;
  textKeys: PageTextKeys;
  textValues?: Readonly<Record<string, string | number>>;
  /** Whether the page has its own `#Contact` enquiry section (the footer link's target). */
  hasContactSection: boolean;
}

type PageRouteInput = Omit<PageRoute, 'textKeys' | 'hasContactSection'> &
  Partial<Pick<PageRoute, 'textKeys' | 'hasContactSection'>>;

function page(input: PageRouteInput): PageRoute {
  return { textKeys: defaultPageTextKeys, hasContactSection: false, ...input };
}

const verticalPage = () => import('@/features/verticals/vertical-page');

/** Every screen of SPEC.md section 2, in its order. */
export const routeTable: readonly PageRoute[] = [
  page({
    id: 'home',
    path: paths.home,
    namespaces: ['home', 'articles', 'enquiryForm'],
    load: () => import('@/features/home/home-page'),
    hasContactSection: true,
  }),
  ...(
    [
      ['digital-transformation', paths.digitalTransformation, 'digitalTransformation'],
      ['data-ai', paths.dataAi, 'dataAi'],
      ['cloud-services', paths.cloudServices, 'cloudServices'],
      ['iot', paths.iot, 'iot'],
      ['esg', paths.esg, 'esg'],
      ['ai-marketing', paths.aiMarketing, 'aiMarketing'],
      ['ai-agents', paths.aiAgents, 'aiMarketing'],
      ['growth-marketing', paths.growthMarketing, 'growthMarketing'],
      ['global-index', paths.globalIndex, 'globalIndex'],
      ['cyber-security', paths.cyberSecurity, 'cyberSecurity'],
    ] as const
  ).map(([id, path, namespace]) =>
    page({
      id,
      path,
      namespaces: [namespace, 'enquiryForm'],
      load: verticalPage,
      hasContactSection: true,
    }),
  ),
  page({
    id: 'products',
    path: paths.products,
    namespaces: ['products'],
    load: () => import('@/features/products/products-page'),
  }),
  page({
    id: 'global-capability',
    path: paths.globalCapability,
    namespaces: ['globalCapability', 'enquiryForm'],
    load: () => import('@/features/global-capability/global-capability-page'),
    hasContactSection: true,
  }),
  page({
    id: 'team',
    path: paths.team,
    namespaces: ['team'],
    load: () => import('@/features/team/team-page'),
  }),
  page({
    id: 'japan-desk',
    path: paths.japanDesk,
    namespaces: ['japanDesk'],
    load: () => import('@/features/japan-desk/japan-desk-page'),
    textKeys: { ...defaultPageTextKeys, heading: 'hero.heading' },
  }),
  page({
    id: 'ai-trainings',
    path: paths.aiTrainings,
    namespaces: ['aiTrainings'],
    load: () => import('@/features/ai-trainings/ai-trainings-page'),
  }),
  page({
    id: 'blogs',
    path: paths.blogs,
    namespaces: ['blog', 'articles'],
    load: () => import('@/features/blog/blog-listing-page'),
  }),
  ...articleIds.map((id) =>
    page({
      id: `article-${id}`,
      path: paths.article(id),
      namespaces: ['articles', `article${id}` as Namespace, 'blog'],
      load: () => import('@/features/blog/article-page'),
      textKeys: {
        title: `items.${id}.title`,
        description: `items.${id}.excerpt`,
        heading: `items.${id}.title`,
      },
      textValues: { id },
    }),
  ),
  page({
    id: 'contact',
    path: paths.contact,
    namespaces: ['contact', 'enquiryForm'],
    load: () => import('@/features/contact/contact-page'),
    hasContactSection: true,
  }),
];

/** What every unknown address shows. */
export const notFoundRoute: PageRoute = page({
  id: 'not-found',
  path: '*',
  namespaces: ['common'],
  load: () => import('@/app/not-found-page'),
  textKeys: {
    title: 'notFound.meta.title',
    description: 'notFound.meta.description',
    heading: 'notFound.heading',
  },
});
