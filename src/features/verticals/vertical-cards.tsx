import { DrawnImage } from '@/components/drawn-image/drawn-image';
import { verticalDrawings } from './vertical-drawings';
import type { VerticalItem } from './verticals';
import type { LooseT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

interface VerticalCardsProps {
  t: LooseT;
  id: string;
  items: readonly VerticalItem[];
  numbered?: boolean;
  /** 'Client Implementations and Impact': each card ends with the result it achieved. */
  results?: boolean;
}

/**
 * Offerings, or client results, as cards whose image sits left on even and right on odd
 * positions (wide screens).
 */
export function VerticalCards({
  t,
  id,
  items,
  numbered = false,
  results = false,
}: VerticalCardsProps) {
  const headingId = `vertical-${id}`;
  const List = numbered ? 'ol' : 'ul';
  return (
    <section
      className={`section vertical-cards${results ? ' section--tinted vertical-cards--results' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <h2 id={headingId}>{phrases(t, `sections.${id}.heading`)}</h2>
        <List className="vertical-cards__list">
          {items.map((item, index) => {
            const base = `sections.${id}.items.${item.id}`;
            return (
              <li
                key={item.id}
                className={`vertical-card vertical-card--${index % 2 === 0 ? 'image-left' : 'image-right'}`}
              >
                <DrawnImage
                  className="vertical-card__image"
                  drawing={verticalDrawings.get(item.image)}
                  alt={t(`${base}.imageAlt`)}
                  width={320}
                  height={240}
                />
                <div className="vertical-card__body">
                  {numbered ? (
                    <p className="vertical-card__number" aria-hidden="true">
                      {String(index + 1).padStart(2, '0')}
                    </p>
                  ) : null}
                  <h3>{phrases(t, `${base}.title`)}</h3>
                  <p>{phrases(t, `${base}.description`)}</p>
                  {results ? (
                    <p className="vertical-card__impact">{phrases(t, `${base}.result`)}</p>
                  ) : null}
                  {item.points ? (
                    <ul className="vertical-card__points">
                      {item.points.map((point) => (
                        <li key={point}>{phrases(t, `${base}.points.${point}`)}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </List>
      </div>
    </section>
  );
}
