/**
 * The privacy policy's address: the footer and the enquiry form's consent link here. Read here,
 * never from the registry (`feature.ts`), which loads the page (docs/architecture.md).
 */
export const privacyPath = '/privacy';
