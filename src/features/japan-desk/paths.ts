import type { PageRoute } from '@/features/feature';

/**
 * The Japan desk's addresses: `/japan` in the route table (English), and an address of its own,
 * `/japanese`, in Japanese. Read here, never from the registry (`feature.ts`), which loads the
 * page (docs/architecture.md).
 */
export const japanDeskPath = '/japan';
export const japanDeskLocalePaths: PageRoute['localePaths'] = { ja: '/japanese' };
