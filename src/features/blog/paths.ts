/**
 * The blog's addresses: the listing and one page per article id. Pages and other features read
 * them here, never from the registry (`feature.ts`), which loads the pages (docs/architecture.md).
 */
export const blogPaths = {
  listing: '/blogs',
  article: (id: number) => `/blogs/${id}`,
} as const;
