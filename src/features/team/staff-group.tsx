import { PersonName } from './person-name';
import { displayName, type StaffGroupId, type StaffMember } from './team';
import { PersonAvatar } from './person-avatar';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

interface StaffGroupProps {
  id: StaffGroupId;
  members: readonly StaffMember[];
}

/** One group of Meet our team: its heading and a card per person (name, role, avatar). */
export function StaffGroup({ id, members }: StaffGroupProps) {
  const { t } = useT('team');
  const { locale } = useLocale();
  const headingId = `team-staff-${id}`;
  return (
    <div className="team-staff__group">
      <h3 id={headingId} className="team-staff__group-heading">
        {phrases(t, `staff.groups.${id}`)}
      </h3>
      <ul className="team-staff__grid" aria-labelledby={headingId}>
        {members.map((member) => (
          <li key={member.id} className="team-member">
            <PersonAvatar className="team-member__avatar" src={member.image} />
            <div>
              <p className="team-member__name">
                <PersonName name={displayName(member, locale)} />
              </p>
              <p className="team-member__role">{phrases(t, `staff.roles.${member.role}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
