import { useId, useState } from 'react';
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
 * Disclosure buttons, one answer open at a time: opening one closes the other, and activating
 * the open one closes it.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className="faq-accordion">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className="faq-accordion__item" data-open={open}>
            <Heading className="faq-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="faq-accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <ChevronIcon className="faq-accordion__arrow" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq-accordion__panel"
              hidden={!open}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
