import { industryCarousel, industryCases } from './home';
import { useT } from '@/i18n/locale-context';
import { CarouselSection } from './carousel-section';
import { phrases } from '@/i18n/phrases';

/** 'Industries Implementations and their Impact': nine cases in a carousel. */
export function IndustriesSection() {
  const { t } = useT('home');
  return (
    <CarouselSection
      name="industries"
      className="section section--tinted home-industries"
      carouselClassName="carousel--industries"
      settings={industryCarousel}
    >
      {industryCases.map((key, index) => (
        <article key={key} className="home-case" aria-labelledby={`case-${key}`}>
          <p className="home-case__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </p>
          <h3 id={`case-${key}`}>{phrases(t, `industries.items.${key}.title`)}</h3>
          <p>{phrases(t, `industries.items.${key}.description`)}</p>
          <p className="home-case__result">{phrases(t, `industries.items.${key}.result`)}</p>
        </article>
      ))}
    </CarouselSection>
  );
}
