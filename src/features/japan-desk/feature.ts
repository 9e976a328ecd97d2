import { page, type Feature, type HeadContext, type HeadExtras } from '@/features/feature';
import { defaultPageTextKeys } from '@/i18n/page-text';
import { japanDeskFaq } from './japan-desk';
import { japanDeskLocalePaths, japanDeskPath } from './paths';

/** The FAQ's questions and answers, for search engines (docs/behaviour.md §9.4). */
function head({ i18n, locale, url }: HeadContext): Promise<HeadExtras> {
  const desk = i18n.getFixedT(locale, 'japanDesk');
  return Promise.resolve({
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        url,
        inLanguage: locale,
        mainEntity: japanDeskFaq.map((entry) => ({
          '@type': 'Question',
          name: desk(`faq.items.${entry}.question`),
          acceptedAnswer: { '@type': 'Answer', text: desk(`faq.items.${entry}.answer`) },
        })),
      },
    ],
  });
}

/** The Japan desk: `/japan` in English, and an address of its own, `/japanese`, in Japanese. */
export const japanDeskFeature: Feature = {
  nav: { header: 'japanDesk', footer: 'japanDesk' },
  pages: [
    page({
      id: 'japan-desk',
      path: japanDeskPath,
      localePaths: japanDeskLocalePaths,
      namespaces: ['japanDesk'],
      load: () => import('./japan-desk-page'),
      textKeys: { ...defaultPageTextKeys, heading: 'hero.heading' },
      head,
    }),
  ],
};
