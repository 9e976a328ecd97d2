import { useId } from 'react';
import { ChevronIcon } from '../icons/chevron-icon';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question inside the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Questions that show their answers, one at a time: `<details>` elements sharing a `name` (an
 * exclusive accordion, built into browsers), so an answer opens at the first tap, before any
 * script has run, and the browser's find-in-page opens the answer it finds. Each question is a
 * heading inside its summary, so the page's outline lists them.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="faq-accordion">
      {items.map((item) => (
        <details key={item.id} name={group} className="faq-accordion__item">
          <summary className="faq-accordion__question">
            <Heading className="faq-accordion__heading">{item.question}</Heading>
            <ChevronIcon className="faq-accordion__arrow" />
          </summary>
          <div className="faq-accordion__panel">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
