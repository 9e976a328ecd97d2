import { CallToAction } from '@/components/call-to-action';
import { PageHero } from '@/components/page-hero';
import { ContactLink } from '@/features/contact/contact-link';
import { products } from './products';
import { useT } from '@/i18n/locale-context';
import { ProductCard } from './product-card';
import { phrases } from '@/i18n/phrases';

/** Our Products: the four products, each with its own card and call to action. */
export default function ProductsPage() {
  const { t } = useT('products');
  return (
    <div className="page products-page">
      <PageHero
        id="products-heading"
        className="products-page__hero"
        eyebrow={phrases(t, 'hero.eyebrow')}
        heading={phrases(t, 'heading')}
        lead={phrases(t, 'hero.lead')}
      />

      <div className="section container">
        <ul className="products-page__list" aria-label={t('listLabel')}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>

      <CallToAction
        id="products-cta"
        heading={phrases(t, 'cta.heading')}
        body={phrases(t, 'cta.body')}
      >
        <ContactLink className="button button--primary">{phrases(t, 'cta.button')}</ContactLink>
      </CallToAction>
    </div>
  );
}
