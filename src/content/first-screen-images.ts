import { drawingsOf, type InlineSvg } from './drawings';

/**
 * The illustrations that open a blog page or the trainings page (an article's picture, the first
 * blog cards, the trainings hero) are drawn inline (see drawings.ts), so the first screen paints
 * whole from the page's own response: no request, and the page's largest paint is its heading
 * and lead, not a picture arriving a round trip later. Cards further down link to the file.
 */
export const firstScreenSvg = drawingsOf(
  import.meta.glob<InlineSvg>(
    ['/public/images/blog/*.svg', '/public/images/ai-trainings/hero.svg'],
    {
      query: '?drawing',
      import: 'default',
      eager: true,
    },
  ),
);
