import { afterEach, describe, expect, it, vi } from 'vitest';
import { flatten, readCatalog, type Catalog } from '../../scripts/i18n/catalogs';
import { loadCatalog } from './catalogs';
import { keyViewCatalog, keyViewText } from './key-view';
import { phraseMark } from './phrase-mark';

describe('the key-names view (npm run dev:keys)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes each string as its namespace and key', () => {
    expect(keyViewText('contact', 'heading', "Let's Start a Conversation")).toBe(
      '⟨contact:heading⟩',
    );
  });

  it('keeps a link around the key, and other tags after it, so Trans still renders them', () => {
    expect(keyViewText('home', 'intro', 'Read <0>our story</0> today')).toBe('<0>⟨home:intro⟩</0>');
    expect(keyViewText('home', 'lines', 'One<br/>two')).toBe('⟨home:lines⟩<br/>');
  });

  it('turns every string of every catalog into its own key, in every language', async () => {
    vi.stubEnv('MODE', 'development');
    vi.stubEnv('VITE_KEY_VIEW', '1');
    for (const locale of ['en', 'ja'] as const) {
      const viewed = flatten((await loadCatalog(locale, 'common')) as Catalog);
      const real = flatten(readCatalog(locale, 'common'));
      expect([...viewed.keys()]).toEqual([...real.keys()]);
      for (const [key, text] of viewed) expect(text).toContain(`⟨common:${key}⟩`);
    }
  });

  it('is off in tests and without the variable', async () => {
    vi.stubEnv('VITE_KEY_VIEW', '1');
    // The bundled Japanese catalog differs from the file only by its phrase marks (phrase-mark.ts).
    const loaded = JSON.stringify(await loadCatalog('ja', 'common'));
    expect(JSON.parse(loaded.replaceAll(phraseMark, ''))).toEqual(readCatalog('ja', 'common'));
    expect(loaded).toContain(phraseMark);
    expect(keyViewCatalog('common', {})).toEqual({});
  });
});
