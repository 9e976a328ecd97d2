import { Carousel } from '@/components/carousel/carousel';
import { industryCarousel, industryCases } from './home';
import { useT } from '@/i18n/locale-context';

/** 'Industries Implementations and their Impact': nine cases in a carousel. */
export function IndustriesSection() {
  const { t } = useT('home');
  return (
    // The carousel inside is the region this heading names (one landmark, not two).
    <section className="section section--tinted home-industries">
      <div className="container">
        <h2 id="industries-heading">{t('industries.heading')}</h2>
        <p className="lead">{t('industries.lead')}</p>
        <Carousel
          labelledBy="industries-heading"
          className="carousel--industries"
          settings={industryCarousel}
          labels={{
            previous: t('industries.previous'),
            next: t('industries.next'),
            pause: t('industries.pause'),
            rangeOne: t('industries.single', { current: '{from}', total: '{total}' }),
            rangeMany: t('industries.page', { from: '{from}', to: '{to}', total: '{total}' }),
          }}
        >
          {industryCases.map((key, index) => (
            <article key={key} className="home-case" aria-labelledby={`case-${key}`}>
              <p className="home-case__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 id={`case-${key}`}>{t(`industries.items.${key}.title`)}</h3>
              <p>{t(`industries.items.${key}.description`)}</p>
              <p className="home-case__result">{t(`industries.items.${key}.result`)}</p>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
