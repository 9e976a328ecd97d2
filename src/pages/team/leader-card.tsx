import { PersonName } from '@/components/person-name/person-name';
import { avatarSize, displayName, leaderPreviewLength, type Leader } from '@/content/team';
import { truncateText } from '@/content/text-preview';
import { useLocale, useT } from '@/i18n/locale-context';

interface LeaderCardProps {
  leader: Leader;
  onSelect: (leader: Leader, opener: HTMLButtonElement) => void;
}

/**
 * One leader: avatar, name, designation (when there is one), the first 200 characters of the
 * biography, and a Read more button that covers the whole card and opens the full biography.
 */
export function LeaderCard({ leader, onSelect }: LeaderCardProps) {
  const { t } = useT('team');
  const { locale } = useLocale();
  const biography = t(`leadership.people.${leader.id}.biography`);
  const name = displayName(leader, locale);
  return (
    <li className="team-leader">
      <img
        className="team-leader__avatar"
        src={leader.image}
        width={avatarSize}
        height={avatarSize}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <h3 className="team-leader__name">
        <PersonName name={name} />
      </h3>
      {leader.designation ? (
        <p className="team-leader__designation">
          {t(`leadership.designations.${leader.designation}`)}
        </p>
      ) : null}
      <p className="team-leader__preview">{truncateText(biography, leaderPreviewLength, locale)}</p>
      <button
        type="button"
        className="team-leader__more"
        aria-haspopup="dialog"
        onClick={(event) => onSelect(leader, event.currentTarget)}
      >
        {t('leadership.readMore')}{' '}
        <span className="visually-hidden">
          {t('leadership.readMoreAbout', { name: name.name })}
        </span>
      </button>
    </li>
  );
}
