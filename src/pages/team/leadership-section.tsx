import { useCallback, useRef, useState } from 'react';
import { LeaderDialog, type LeaderDialogPerson } from '@/components/leader-dialog/leader-dialog';
import { avatarSize, displayName, leaders, type Leader } from '@/content/team';
import { useLocale, useT } from '@/i18n/locale-context';
import { LeaderCard } from './leader-card';

/** Our Leadership: the seven leader cards and, for the one selected, the biography dialog. */
export function LeadershipSection() {
  const { t } = useT('team');
  const { locale } = useLocale();
  // Each opening is a new selection with its own dialog: pressing Escape and then at once Enter
  // or Space on the same card must open it again, even before the closing has rendered.
  const [selection, setSelection] = useState<{ leader: Leader; serial: number } | null>(null);
  const serial = useRef(0);
  const opener = useRef<HTMLButtonElement | null>(null);
  const selected = selection?.leader ?? null;

  const select = useCallback((leader: Leader, button: HTMLButtonElement) => {
    opener.current = button;
    serial.current += 1;
    setSelection({ leader, serial: serial.current });
  }, []);
  const close = useCallback(() => {
    setSelection(null);
    opener.current?.focus();
  }, []);

  const person: LeaderDialogPerson | null = selected
    ? {
        name: displayName(selected, locale),
        designation: selected.designation
          ? t(`leadership.designations.${selected.designation}`)
          : '',
        biography: t(`leadership.people.${selected.id}.biography`),
        image: selected.image,
        imageAlt: t(`leadership.people.${selected.id}.imageAlt`),
        imageSize: avatarSize,
        linkedin: selected.linkedin,
        email: selected.email,
      }
    : null;

  return (
    <section className="section section--tinted" aria-labelledby="team-leadership-heading">
      <div className="container">
        <h2 id="team-leadership-heading">{t('leadership.heading')}</h2>
        <p className="lead">{t('leadership.intro')}</p>
        <ul className="team-leaders">
          {leaders.map((leader) => (
            <LeaderCard key={leader.id} leader={leader} onSelect={select} />
          ))}
        </ul>
      </div>
      {person ? <LeaderDialog key={selection?.serial} person={person} onClose={close} /> : null}
    </section>
  );
}
