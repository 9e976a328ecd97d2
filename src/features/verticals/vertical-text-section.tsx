import type { LooseT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

interface VerticalTextSectionProps {
  t: LooseT;
  id: string;
  /** 'banner' sets the statement on the brand colour; 'plain' is an ordinary section. */
  tone: 'plain' | 'banner';
}

/** An intro, a headline or a closing statement: a heading and a paragraph. */
export function VerticalTextSection({ t, id, tone }: VerticalTextSectionProps) {
  const headingId = `vertical-${id}`;
  return (
    <section className={`section vertical-text vertical-text--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{phrases(t, `sections.${id}.heading`)}</h2>
        <p className="vertical-text__body">{phrases(t, `sections.${id}.body`)}</p>
      </div>
    </section>
  );
}
