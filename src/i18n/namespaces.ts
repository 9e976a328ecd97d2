import type resources from './resources.generated';

/**
 * The English catalogs are the source of truth: their shapes type every key, so a wrong key fails
 * `npm run typecheck`. `resources.generated.ts` lists them; `npm run i18n:types` writes it anew
 * after a catalog is added or removed under `locales/en/` (a unit test fails until you do).
 */
export type Resources = typeof resources;

export type Namespace = keyof Resources;
