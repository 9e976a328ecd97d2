import type { LooseT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

interface VerticalStepsProps {
  t: LooseT;
  id: string;
  items: readonly string[];
}

/** Numbered steps, in order. */
export function VerticalSteps({ t, id, items }: VerticalStepsProps) {
  const headingId = `vertical-${id}`;
  return (
    <section className="section section--tinted vertical-steps" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{phrases(t, `sections.${id}.heading`)}</h2>
        <ol className="vertical-steps__list">
          {items.map((step) => (
            <li key={step} className="vertical-step">
              <h3>{phrases(t, `sections.${id}.items.${step}.title`)}</h3>
              <p>{phrases(t, `sections.${id}.items.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
