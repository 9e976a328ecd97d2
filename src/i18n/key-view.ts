/**
 * The key-names view for translators (`npm run dev:keys`): every string of a catalog becomes its
 * own address, `namespace:key`, so the dev server shows on each page which key says what, in
 * place, in every language. Like i18next's `cimode` with `appendNamespaceToCIMode`, but the
 * page's language, address and layout stay as they are.
 *
 * Trans tags stay (`<0>…</0>` keeps its link, with the key inside it), so a key inside a
 * sentence with a link shows where the link is.
 */
type Catalog = Record<string, unknown>;

/** The Trans tags of a text, in order: what a link or line break inside it needs. */
function tagsOf(text: string): string {
  return (text.match(/<\/?[A-Za-z0-9][\w.-]*\s*\/?>/g) ?? []).join('');
}

/** `Welcome to <0>{{brand}}</0>` in `home` at `hero.title` becomes `⟨home:hero.title⟩<0></0>`. */
export function keyViewText(namespace: string, key: string, text: string): string {
  const tags = tagsOf(text);
  // A tag pair stays a pair with the key between its halves, so Trans renders the link with text.
  const wrapped = tags.replace(/^(<([\w.-]+)>)(<\/\2>)$/, `$1⟨${namespace}:${key}⟩$3`);
  return wrapped === tags ? `⟨${namespace}:${key}⟩${tags}` : wrapped;
}

export function keyViewCatalog(namespace: string, catalog: Catalog, prefix = ''): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([name, value]) => {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') return [name, keyViewText(namespace, key, value)];
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        return [name, keyViewCatalog(namespace, value as Catalog, key)];
      }
      return [name, value];
    }),
  );
}
