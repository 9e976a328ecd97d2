/**
 * The structure of the Global Capability Centre Advisory page (`/Global_capability`); its words
 * live in `locales/<lng>/globalCapability.json`.
 */

/** The four offerings, in order (docs/behaviour.md §6.5). */
export const globalCapabilityOfferingIds = [
  'companySetup',
  'infrastructure',
  'officeLocations',
  'talentAcquisition',
] as const;

export type GlobalCapabilityOfferingId = (typeof globalCapabilityOfferingIds)[number];

/** The intrinsic size of every offering illustration (they share one 3:2 canvas). */
export const globalCapabilityImageSize = { width: 480, height: 320 } as const;

/** Each offering's illustration, drawn for this page. */
export const globalCapabilityImages: Record<GlobalCapabilityOfferingId, string> = {
  companySetup: '/images/global-capability/company-setup.svg',
  infrastructure: '/images/global-capability/infrastructure.svg',
  officeLocations: '/images/global-capability/office-locations.svg',
  talentAcquisition: '/images/global-capability/talent-acquisition.svg',
};

/** The figure the intro quotes: GCC advisory engagements (docs/behaviour.md §6.5). */
export const globalCapabilityEngagements = '10+';
