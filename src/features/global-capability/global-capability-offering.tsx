import { DrawnImage } from '@/components/drawn-image/drawn-image';
import { globalCapabilityDrawings } from './global-capability-drawings';
import {
  globalCapabilityImageSize,
  globalCapabilityImages,
  type GlobalCapabilityOfferingId,
} from './global-capability';
import { useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

interface GlobalCapabilityOfferingProps {
  id: GlobalCapabilityOfferingId;
  /** Even positions show the image on the left, odd ones on the right (on wide screens). */
  index: number;
}

/** One offering: its illustration beside its title and description. */
export function GlobalCapabilityOffering({ id, index }: GlobalCapabilityOfferingProps) {
  const { t } = useT('globalCapability');
  const side = index % 2 === 0 ? 'left' : 'right';
  return (
    <li className={`global-capability__offering global-capability__offering--image-${side}`}>
      <DrawnImage
        className="global-capability__offering-image"
        drawing={globalCapabilityDrawings.get(globalCapabilityImages[id])}
        alt={t(`offerings.items.${id}.imageAlt`)}
        width={globalCapabilityImageSize.width}
        height={globalCapabilityImageSize.height}
      />
      <div className="global-capability__offering-text">
        <h3>{phrases(t, `offerings.items.${id}.title`)}</h3>
        <p>{phrases(t, `offerings.items.${id}.body`)}</p>
      </div>
    </li>
  );
}
