/** The Japan desk's structure; its words live in `locales/<lng>/japanDesk.json`. */
export const japanDeskServices = ['marketEntry', 'capabilityCentre', 'talent', 'delivery'] as const;

/** The five FAQ entries, in order (docs/behaviour.md §6.8). */
export const japanDeskFaq = [
  'audience',
  'language',
  'engagement',
  'capabilityCentre',
  'talent',
] as const;
