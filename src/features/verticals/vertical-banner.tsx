import { DrawnImage } from '@/components/drawn-image/drawn-image';
import { verticalDrawings } from './vertical-drawings';
import { usePage } from '@/i18n/locale-context';
import type { LooseT } from '@/i18n/locale-context';
import { Phrases, phrases } from '@/i18n/phrases';

interface VerticalBannerProps {
  t: LooseT;
  image: string;
}

/** The page's heading and lead beside its illustration. */
export function VerticalBanner({ t, image }: VerticalBannerProps) {
  const { text } = usePage();
  return (
    <section className="vertical-banner" aria-labelledby="vertical-heading">
      <div className="container vertical-banner__inner">
        <div>
          <h1 id="vertical-heading">
            <Phrases>{text.headingPhrases}</Phrases>
          </h1>
          <p className="lead">{phrases(t, 'banner.lead')}</p>
        </div>
        <DrawnImage
          className="vertical-banner__image"
          drawing={verticalDrawings.get(image)}
          alt={t('banner.imageAlt')}
          width={640}
          height={400}
        />
      </div>
    </section>
  );
}
