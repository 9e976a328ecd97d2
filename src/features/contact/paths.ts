/**
 * The contact page's address: the footer's button and the not-found page lead here. Read here,
 * never from the registry (`feature.ts`), which loads the page (docs/architecture.md).
 */
export const contactPath = '/Contact_Us';
