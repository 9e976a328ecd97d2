import { Carousel } from '@/components/carousel/carousel';
import { clientLogos, logoCarousel } from './home';
import { useT } from '@/i18n/locale-context';

/** 'Clients & Partners': eleven fictional wordmarks in a slower carousel. */
export function ClientsSection() {
  const { t } = useT('home');
  return (
    // The carousel inside is the region this heading names (one landmark, not two).
    <section className="section home-clients">
      <div className="container">
        <h2 id="clients-heading">{t('clients.heading')}</h2>
        <p className="lead">{t('clients.lead')}</p>
        <Carousel
          labelledBy="clients-heading"
          className="carousel--logos"
          settings={logoCarousel}
          labels={{
            previous: t('clients.previous'),
            next: t('clients.next'),
            pause: t('clients.pause'),
            rangeOne: t('clients.single', { current: '{from}', total: '{total}' }),
            rangeMany: t('clients.range', { from: '{from}', to: '{to}', total: '{total}' }),
          }}
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
        </Carousel>
      </div>
    </section>
  );
}
