import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/privacy.json';
import ja from '../../../locales/ja/privacy.json';
import { privacySectionKeys, privacySections } from './privacy';

function lookup(catalog: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalog,
    );
}

describe('privacy policy content', () => {
  it.each([
    ['en', en],
    ['ja', ja],
  ])('finds every key the sections read in the %s catalog', (_locale, catalog) => {
    for (const key of privacySectionKeys()) {
      expect(typeof lookup(catalog, key), key).toBe('string');
    }
  });

  it('shows every section the catalog has, each once', () => {
    expect(privacySections.map((section) => section.id).sort()).toEqual(
      Object.keys(en.sections).sort(),
    );
  });
});
