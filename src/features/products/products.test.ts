import { describe, expect, it } from 'vitest';
import { site } from '@/site';
import { productBenefits, productIds, products } from './products';

describe('products', () => {
  it('lists the four products of docs/behaviour.md §6.4 once each, in order', () => {
    expect(products.map((product) => product.id)).toEqual([...productIds]);
    expect(new Set(products.map((product) => product.image)).size).toBe(4);
  });

  it('links only the talent platform outside, to the address in src/site.ts', () => {
    expect(products.map((product) => product.action)).toEqual([
      { kind: 'external', href: site.talentPlatformUrl },
      { kind: 'contact' },
      { kind: 'contact' },
      { kind: 'contact' },
    ]);
  });

  it('gives every product three distinct benefits', () => {
    for (const id of productIds) {
      expect(new Set(productBenefits[id]).size).toBe(3);
    }
  });
});
