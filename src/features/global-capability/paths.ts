import type { NavEntry } from '@/features/feature';

/**
 * The global capability page's address, and the keys of its labels in the header and the footer.
 * Other features read them here, never from the registry (`feature.ts`), which loads the page
 * (docs/architecture.md).
 */
export const globalCapabilityPath = '/Global_capability';
export const globalCapabilityNav = {
  header: 'globalCapability',
  footer: 'globalCapability',
} as const satisfies NavEntry;
