import type { ReactNode } from 'react';

interface CallToActionProps {
  /** The id of its heading, which names the section. */
  id: string;
  /** Texts as `phrases()` sets them (src/i18n/phrases.tsx). */
  heading: ReactNode;
  body: ReactNode;
  /** The action itself: a link styled as the primary button. */
  children: ReactNode;
}

/** The closing invitation of a page: a heading, a sentence and one button. */
export function CallToAction({ id, heading, body, children }: CallToActionProps) {
  return (
    <section className="section section--cta" aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        <p>{body}</p>
        {children}
      </div>
    </section>
  );
}
