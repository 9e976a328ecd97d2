import { PersonName } from './person-name';
import previews from 'virtual:leader-previews';
import { displayName, leaderPreviewLength, type Leader } from './team';
import { PersonAvatar } from './person-avatar';
import { ellipsis, truncateText } from './text-preview';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

interface LeaderCardProps {
  leader: Leader;
  /** The leader's biography dialog, which Read more opens. */
  dialogId: string;
}

/**
 * One leader: avatar, name, designation (when there is one), the first 200 characters of the
 * biography, and a Read more button that covers the whole card and opens the full biography.
 */
export function LeaderCard({ leader, dialogId }: LeaderCardProps) {
  const { t } = useT('team');
  const { locale } = useLocale();
  const name = displayName(leader, locale);
  const biography = t(`leadership.people.${leader.id}.biography`);
  // Cut at build time (scripts/leader-previews.ts) so the page need not start a text segmenter;
  // cut here only when the catalog no longer starts that way (the pseudo-locale, a catalog
  // edited since the build).
  const built = previews[locale]?.[leader.id];
  const preview =
    built !== undefined && biography.startsWith(built.slice(0, -ellipsis.length))
      ? built
      : truncateText(biography, leaderPreviewLength, locale);
  return (
    <li className="team-leader">
      <PersonAvatar className="team-leader__avatar" src={leader.image} />
      <h3 className="team-leader__name">
        <PersonName name={name} />
      </h3>
      {leader.designation ? (
        <p className="team-leader__designation">
          {phrases(t, `leadership.designations.${leader.designation}`)}
        </p>
      ) : null}
      <p className="team-leader__preview">{preview}</p>
      <button
        type="button"
        className="team-leader__more"
        aria-haspopup="dialog"
        commandfor={dialogId}
        command="show-modal"
      >
        {phrases(t, 'leadership.readMore')}{' '}
        <span className="visually-hidden">
          {phrases(t, 'leadership.readMoreAbout', { name: name.name })}
        </span>
      </button>
    </li>
  );
}
