// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizePath } from '@/app/addresses';
import { localizeHref } from '@/app/published-routes';
import { contactPath } from '@/features/contact/paths';
import { site } from '@/site';
import { locales } from '@contract/locales';
import { productBenefits, productIds, products } from './products';

const root = resolve(import.meta.dirname, '../../..');

type Item = Record<string, unknown> & { benefits?: Record<string, unknown> };

function items(locale: string): Record<string, Item> {
  const file = resolve(root, `locales/${locale}/products.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { items: Record<string, Item> }).items;
}

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What a product card reads besides its benefits (product-card.tsx, product-action.tsx). */
const cardFields = ['category', 'name', 'tagline', 'body', 'imageAlt', 'action'];

describe('products', () => {
  it('lists the four products of docs/behaviour.md §6.4 once each, in order, each drawn from a file of its own', () => {
    expect(products.map((product) => product.id)).toEqual([...productIds]);
    expect(new Set(products.map((product) => product.image)).size).toBe(4);
    for (const { image } of products) {
      expect(existsSync(resolve(root, `public${image}`)), image).toBe(true);
    }
  });

  it('links only the talent platform outside, over https to the address in src/site.ts', () => {
    const outside = products.filter((product) => product.action.kind === 'external');
    expect(outside.map(({ id, action }) => ({ id, action }))).toEqual([
      { id: 'talentPlatform', action: { kind: 'external', href: site.talentPlatformUrl } },
    ]);
    expect(new URL(site.talentPlatformUrl).protocol).toBe('https:');
  });

  it('sends the other three to the contact page, published in every language', () => {
    const contact = products.filter((product) => product.action.kind === 'contact');
    expect(contact.map((product) => product.id)).toEqual([
      'commercePricing',
      'salesAgent',
      'esgDataLake',
    ]);
    for (const locale of locales) {
      expect(localizeHref(contactPath, locale)).toEqual({
        href: localizePath(contactPath, locale),
        locale,
      });
    }
  });

  it('gives every product three distinct benefits', () => {
    for (const id of productIds) {
      expect(new Set(productBenefits[id]).size).toBe(3);
    }
  });

  it.each(locales)(
    '%s: the catalog has the words of every product card, and no product the registry lacks',
    (locale) => {
      const catalogItems = items(locale);
      expect(Object.keys(catalogItems)).toEqual([...productIds]);
      for (const id of productIds) {
        const item = catalogItems[id] ?? {};
        for (const field of cardFields) {
          expect(isText(item[field]), `${locale}: items.${id}.${field}`).toBe(true);
        }
        // Exactly the benefits the card lists (productBenefits), each with its text.
        expect(Object.keys(item.benefits ?? {}), `${locale}: items.${id}.benefits`).toEqual([
          ...productBenefits[id],
        ]);
        for (const text of Object.values(item.benefits ?? {})) expect(isText(text)).toBe(true);
      }
    },
  );
});
