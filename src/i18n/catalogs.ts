import { defaultLocale, type Locale } from '@contract/locales';
import type { Namespace } from './namespaces';

type Catalog = Record<string, unknown>;

/**
 * Every catalog file, bundled by Vite as its own content-hashed chunk and loaded only when a page
 * needs it. The keys of this map are also the list of what exists: a page is published in a
 * locale exactly when all its namespaces have a file there.
 */
const catalogLoaders = import.meta.glob<Catalog>('/locales/*/*.json', { import: 'default' });

function catalogKey(locale: Locale, namespace: string): string {
  return `/locales/${locale}/${namespace}.json`;
}

export function hasCatalog(locale: Locale, namespace: Namespace): boolean {
  return catalogKey(locale, namespace) in catalogLoaders;
}

export function hasCatalogs(locale: Locale, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((namespace) => hasCatalog(locale, namespace));
}

export async function loadCatalog(locale: Locale, namespace: string): Promise<Catalog> {
  const load = catalogLoaders[catalogKey(locale, namespace)];
  if (!load) throw new Error(`No catalog ${locale}/${namespace}`);
  // Views for translators on the dev server: `npm run dev:pseudo` shows the source catalogs (English) pseudo-localized
  // (pseudo-locale.ts), `npm run dev:keys` shows every string's key in its place (key-view.ts).
  // `import.meta.env.DEV` is `false` in a build, so these branches and their imports are left
  // out of it. Tests run with DEV too: they see the real catalogs unless they ask for a view.
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    if (import.meta.env.VITE_KEY_VIEW === '1') {
      const [catalog, { keyViewCatalog }] = await Promise.all([load(), import('./key-view')]);
      return keyViewCatalog(namespace, catalog);
    }
    if (import.meta.env.VITE_PSEUDO_LOCALE === '1' && locale === defaultLocale) {
      const [catalog, { pseudoCatalog }] = await Promise.all([load(), import('./pseudo-locale')]);
      return pseudoCatalog(catalog);
    }
  }
  return load();
}
