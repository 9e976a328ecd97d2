import { clientLogos, logoCarousel } from './home';
import { useT } from '@/i18n/locale-context';
import { CarouselSection } from './carousel-section';

/** 'Clients & Partners': eleven fictional wordmarks in a slower carousel. */
export function ClientsSection() {
  const { t } = useT('home');
  return (
    <CarouselSection
      name="clients"
      className="section home-clients"
      carouselClassName="carousel--logos"
      settings={logoCarousel}
    >
      {clientLogos.map((logo) => (
        <img
          key={logo}
          className="home-clients__logo"
          src={`/images/home/clients/${logo}.svg`}
          alt={t(`clients.logos.${logo}`)}
          width={200}
          height={64}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      ))}
    </CarouselSection>
  );
}
