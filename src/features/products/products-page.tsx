import { Link } from 'react-router-dom';
import { contactPath } from '@/features/contact/feature';
import { products } from './products';
import { useLocale, useT } from '@/i18n/locale-context';
import { ProductCard } from './product-card';

/** Our Products: the four products, each with its own card and call to action. */
export default function ProductsPage() {
  const { t } = useT('products');
  const { localize } = useLocale();
  return (
    <div className="page products-page">
      <section className="products-page__hero" aria-labelledby="products-heading">
        <div className="container">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="products-heading">{t('heading')}</h1>
          <p className="lead">{t('hero.lead')}</p>
        </div>
      </section>

      <div className="section container">
        <ul className="products-page__list" aria-label={t('listLabel')}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </div>

      <section className="section section--cta" aria-labelledby="products-cta">
        <div className="container">
          <h2 id="products-cta">{t('cta.heading')}</h2>
          <p>{t('cta.body')}</p>
          <Link className="button button--primary" to={localize(contactPath).href}>
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </div>
  );
}
