import type { Locale } from './locales';
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
  return load();
}
