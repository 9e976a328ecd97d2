import type { VerticalItem } from '@/content/verticals';
import type { LooseT } from '@/i18n/locale-context';

interface VerticalResultsProps {
  t: LooseT;
  id: string;
  items: readonly VerticalItem[];
}

/** 'Client Implementations and Impact': what was done for each client and what it changed. */
export function VerticalResults({ t, id, items }: VerticalResultsProps) {
  const headingId = `vertical-${id}`;
  return (
    <section className="section section--tinted vertical-results" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{t(`sections.${id}.heading`)}</h2>
        <ul className="vertical-results__list">
          {items.map((item, index) => {
            const base = `sections.${id}.items.${item.id}`;
            return (
              <li
                key={item.id}
                className={`vertical-result vertical-result--${index % 2 === 0 ? 'image-left' : 'image-right'}`}
              >
                <img
                  className="vertical-result__image"
                  src={item.image}
                  alt={t(`${base}.imageAlt`)}
                  width={320}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
                <div className="vertical-result__body">
                  <h3>{t(`${base}.title`)}</h3>
                  <p>{t(`${base}.description`)}</p>
                  <p className="vertical-result__impact">{t(`${base}.result`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
