import { DrawnImage } from '@/components/drawn-image/drawn-image';
import { productDrawings } from './product-drawings';
import {
  productBenefits,
  productImageSize,
  type Product,
  type ProductBenefit,
  type ProductId,
} from './products';
import { useT } from '@/i18n/locale-context';
import { ProductAction } from './product-action';
import { phrases } from '@/i18n/phrases';

/** Every `items.<id>.benefits.<benefit>` key of the catalog, for exactly the benefits each product has. */
type BenefitKey = { [P in ProductId]: `items.${P}.benefits.${ProductBenefit<P>}` }[ProductId];

function benefitKeys(id: ProductId): BenefitKey[] {
  const benefits: readonly string[] = productBenefits[id];
  // Correct by construction: `benefits` are the benefits of `id` (TypeScript cannot correlate them).
  return benefits.map((benefit) => `items.${id}.benefits.${benefit}` as BenefitKey);
}

interface ProductCardProps {
  product: Product;
}

/** One product: illustration, name, tagline, description, three benefits and a call to action. */
export function ProductCard({ product }: ProductCardProps) {
  const { t } = useT('products');
  const { id } = product;
  const name = t(`items.${id}.name`);
  const headingId = `product-${id}`;
  return (
    <article className="products-card" aria-labelledby={headingId}>
      <div className="products-card__media">
        <DrawnImage
          className="products-card__image"
          drawing={productDrawings.get(product.image)}
          alt={t(`items.${id}.imageAlt`)}
          width={productImageSize.width}
          height={productImageSize.height}
        />
      </div>
      <div className="products-card__body">
        <p className="eyebrow">{phrases(t, `items.${id}.category`)}</p>
        <h2 id={headingId}>{name}</h2>
        <p className="products-card__tagline">{phrases(t, `items.${id}.tagline`)}</p>
        <p>{phrases(t, `items.${id}.body`, { name })}</p>
        <ul className="products-card__benefits" aria-label={t('benefitsLabel', { name })}>
          {benefitKeys(id).map((key) => (
            <li key={key}>{phrases(t, key)}</li>
          ))}
        </ul>
        <ProductAction action={product.action} label={phrases(t, `items.${id}.action`, { name })} />
      </div>
    </article>
  );
}
