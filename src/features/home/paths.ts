/**
 * The home page's address, the root of every locale. Read here, never from the registry
 * (`feature.ts`), which loads the page (docs/architecture.md).
 */
export const homePath = '/';
