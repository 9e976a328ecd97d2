import type { ComponentProps, ReactNode } from 'react';
import { Carousel } from '@/components/carousel/carousel';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

interface CarouselSectionProps {
  /** The section's words in the home catalog: heading, lead and the carousel's labels. */
  name: 'clients' | 'industries';
  className: string;
  carouselClassName: string;
  settings: ComponentProps<typeof Carousel>['settings'];
  children: ReactNode[];
}

/** A home section whose heading and lead introduce a carousel, which the heading names. */
export function CarouselSection({
  name,
  className,
  carouselClassName,
  settings,
  children,
}: CarouselSectionProps) {
  const { t } = useT('home');
  const headingId = `${name}-heading`;
  return (
    // The carousel inside is the region this heading names (one landmark, not two).
    <section className={className}>
      <div className="container">
        <h2 id={headingId}>{phrases(t, `${name}.heading`)}</h2>
        <p className="lead">{phrases(t, `${name}.lead`)}</p>
        <Carousel
          labelledBy={headingId}
          className={carouselClassName}
          settings={settings}
          labels={{
            previous: t(`${name}.previous`),
            next: t(`${name}.next`),
            pause: t(`${name}.pause`),
            rangeOne: t(`${name}.single`, { current: '{from}', total: '{total}' }),
            rangeMany: t(`${name}.range`, { from: '{from}', to: '{to}', total: '{total}' }),
          }}
        >
          {children}
        </Carousel>
      </div>
    </section>
  );
}
