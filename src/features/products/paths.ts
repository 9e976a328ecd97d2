import type { NavEntry } from '@/features/feature';

/**
 * The products page's address, and the keys of its labels in the header and the footer.
 * Other features read them here, never from the registry (`feature.ts`), which loads the page
 * (docs/architecture.md).
 */
export const productsPath = '/Our_products';
export const productsNav = { header: 'products', footer: 'products' } as const satisfies NavEntry;
