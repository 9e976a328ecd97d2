import { site } from '@/site';

/**
 * The products page's structure; its words (product names included) live in
 * `locales/<lng>/products.json` under `items.<id>`, so another page can reuse a product's name as
 * `products:items.<id>.name`.
 */
export const productIds = [
  'talentPlatform',
  'commercePricing',
  'salesAgent',
  'esgDataLake',
] as const;

export type ProductId = (typeof productIds)[number];

/** Each product's three benefits, in the order its card lists them. */
export const productBenefits = {
  talentPlatform: ['vetted', 'bilingual', 'flexible'],
  commercePricing: ['dynamicPricing', 'forecasting', 'guardrails'],
  salesAgent: ['everyChannel', 'languages', 'handover'],
  esgDataLake: ['oneSource', 'auditReady', 'reporting'],
} as const satisfies Record<ProductId, readonly [string, string, string]>;

export type ProductBenefit<P extends ProductId> = (typeof productBenefits)[P][number];

/** Where a product's call to action leads: an outside site (new tab) or the contact page. */
export type ProductAction = { kind: 'external'; href: string } | { kind: 'contact' };

export interface Product {
  id: ProductId;
  /** Illustration under `public/`, drawn at `productImageSize`. */
  image: string;
  action: ProductAction;
}

/** Every product illustration has the same intrinsic size. */
export const productImageSize = { width: 480, height: 320 } as const;

/** The four products, in order (docs/behaviour.md §6.4). */
export const products: readonly Product[] = [
  {
    id: 'talentPlatform',
    image: '/images/products/talent-platform.svg',
    action: { kind: 'external', href: site.talentPlatformUrl },
  },
  {
    id: 'commercePricing',
    image: '/images/products/commerce-pricing.svg',
    action: { kind: 'contact' },
  },
  {
    id: 'salesAgent',
    image: '/images/products/sales-agent.svg',
    action: { kind: 'contact' },
  },
  {
    id: 'esgDataLake',
    image: '/images/products/esg-data-lake.svg',
    action: { kind: 'contact' },
  },
];
