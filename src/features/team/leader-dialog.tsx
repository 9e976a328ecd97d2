import { useId } from 'react';
import type { DisplayName } from './team';
import { useT } from '@/i18n/locale-context';
import { PersonName } from './person-name';
import { phrases } from '@/i18n/phrases';

/** Everything the dialog shows about one leader, already in the page's language. */
export interface LeaderDialogPerson {
  name: DisplayName;
  /** '' when the leader has no designation: the line is left out. */
  designation: string;
  biography: string;
  image: string;
  imageAlt: string;
  imageSize: number;
  /** '' when there is no profile: the link is left out. */
  linkedin: string;
  /** '' when there is no address: the link is left out. */
  email: string;
}

interface LeaderDialogProps {
  /** The dialog's id, which the buttons that open it name (`commandfor`). */
  id: string;
  person: LeaderDialogPerson;
}

/**
 * A leader's full biography in a modal `<dialog>`, written into the page closed, so that a button
 * with `commandfor` and `command="show-modal"` opens it at the first tap, before any script has
 * run (src/behaviours/dialog.ts covers older browsers). It closes with the × button, the Close
 * button, a click on the backdrop (`closedby="any"`) or Escape; while it is open the page behind it
 * is inert and Tab stays inside it, and when it closes the focus goes back to the button that
 * opened it. Its picture loads only when it opens.
 */
export function LeaderDialog({ id, person }: LeaderDialogProps) {
  const { t } = useT('team');
  const { t: common } = useT('common');
  const headingId = useId();

  return (
    <dialog id={id} className="team-dialog" aria-labelledby={headingId} closedby="any">
      <div className="team-dialog__panel">
        <button
          type="button"
          className="team-dialog__dismiss"
          aria-label={t('leaderDialog.closeIcon')}
          commandfor={id}
          command="close"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M4 4l12 12M16 4L4 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <div className="team-dialog__header">
          <img
            className="team-dialog__image"
            src={person.image}
            width={person.imageSize}
            height={person.imageSize}
            alt={person.imageAlt}
            loading="lazy"
            decoding="async"
          />
          <div>
            <h2 id={headingId} className="team-dialog__name">
              <PersonName name={person.name} />
            </h2>
            {person.designation ? (
              <p className="team-dialog__designation">{person.designation}</p>
            ) : null}
          </div>
        </div>
        <p className="team-dialog__biography">{person.biography}</p>
        {person.linkedin || person.email ? (
          <ul className="team-dialog__links">
            {person.linkedin ? (
              <li>
                <a href={person.linkedin} target="_blank" rel="noopener noreferrer">
                  {phrases(t, 'leaderDialog.linkedin')}{' '}
                  <span className="visually-hidden">
                    {phrases(t, 'leaderDialog.linkedinOf', { name: person.name.name })}{' '}
                    {phrases(common, 'footer.newTab')}
                  </span>
                </a>
              </li>
            ) : null}
            {person.email ? (
              <li>
                <a href={`mailto:${person.email}`}>
                  <span className="visually-hidden">
                    {phrases(t, 'leaderDialog.emailTo', { name: person.name.name })}
                  </span>{' '}
                  {person.email}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="team-dialog__actions">
          <button type="button" className="button button--ghost" commandfor={id} command="close">
            {phrases(t, 'leaderDialog.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
