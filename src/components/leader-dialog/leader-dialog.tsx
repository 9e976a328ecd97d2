import { useEffect, useId, useRef } from 'react';
import type { DisplayName } from '@/content/team';
import { useT } from '@/i18n/locale-context';
import { PersonName } from '../person-name/person-name';
import { trapTabKey } from './focus-trap';

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
  person: LeaderDialogPerson;
  /** Called once the dialog has closed, however it was closed. */
  onClose: () => void;
}

/**
 * A leader's full biography in a modal `<dialog>`, open from the moment it mounts. It closes with
 * the × button, the Close button, a click on the backdrop or Escape; while open, the page behind
 * it is inert and Tab stays inside it. The opener is responsible for taking focus back.
 */
export function LeaderDialog({ person, onClose }: LeaderDialogProps) {
  const { t } = useT('team');
  const { t: common } = useT('common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dismissRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const headingId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const page = dialog.ownerDocument;
    if (!dialog.open) dialog.showModal();
    dismissRef.current?.focus();

    // A click closes the dialog only when it both starts and ends on the backdrop (the dialog
    // element itself, outside its panel): selecting text and releasing outside does not.
    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog && pressedOnBackdrop) dialog.close();
      pressedOnBackdrop = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog.open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        dialog.close();
      } else {
        trapTabKey(dialog, event);
      }
    };
    const onDialogClose = () => onCloseRef.current();

    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onDialogClose);
    page.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onDialogClose);
      page.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const close = () => dialogRef.current?.close();

  return (
    <dialog ref={dialogRef} className="team-dialog" aria-labelledby={headingId}>
      <div className="team-dialog__panel">
        <button
          ref={dismissRef}
          type="button"
          className="team-dialog__dismiss"
          aria-label={t('leaderDialog.closeIcon')}
          onClick={close}
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
                  {t('leaderDialog.linkedin')}{' '}
                  <span className="visually-hidden">
                    {t('leaderDialog.linkedinOf', { name: person.name.name })}{' '}
                    {common('footer.newTab')}
                  </span>
                </a>
              </li>
            ) : null}
            {person.email ? (
              <li>
                <a href={`mailto:${person.email}`}>
                  <span className="visually-hidden">
                    {t('leaderDialog.emailTo', { name: person.name.name })}
                  </span>{' '}
                  {person.email}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="team-dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('leaderDialog.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
