import type { ReactNode } from 'react';

interface PageHeroProps {
  /** The id of the page's heading, which names the section. */
  id: string;
  /** The section's class (`<page>__hero`), for the page's own colours and spacing. */
  className: string;
  /** Texts as `phrases()` sets them (src/i18n/phrases.tsx). */
  eyebrow?: ReactNode;
  heading: ReactNode;
  lead: ReactNode;
  /** What follows the lead inside the hero (the Japan desk's link to its page in Japanese). */
  children?: ReactNode;
}

/** The top of a page: an eyebrow, the page's one `h1` and its lead paragraph. */
export function PageHero({ id, className, eyebrow, heading, lead, children }: PageHeroProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id={id}>{heading}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
