import {
  page,
  type Feature,
  type HeadContext,
  type HeadExtras,
  type PageRoute,
} from '@/features/feature';
import { verticals, verticalsAnchor, type Vertical } from './verticals';

const verticalPage = () => import('./vertical-page');

/** Every vertical page sits under Our Verticals, the home page's Core Verticals section. */
function head({ i18n, locale, href }: HeadContext): Promise<HeadExtras> {
  const common = i18n.getFixedT(locale, 'common');
  return Promise.resolve({
    crumbs: [[common('header.verticals'), `${href('/')}#${verticalsAnchor}`]],
  });
}

function verticalPages(vertical: Vertical): PageRoute[] {
  const addresses = [
    {
      id: vertical.key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      path: vertical.path,
    },
    ...(vertical.aliases ?? []),
  ];
  return addresses.map(({ id, path }) =>
    page({
      id,
      path,
      namespaces: [vertical.key, 'enquiryForm'],
      load: verticalPage,
      hasContactSection: true,
      head,
    }),
  );
}

/** The vertical pages, one per entry of the registry in `verticals.ts` (and one per alias). */
export const verticalsFeature: Feature = {
  pages: verticals.flatMap(verticalPages),
};
