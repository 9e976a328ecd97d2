import { staffGroupIds, staffGroups } from './team';
import { useT } from '@/i18n/locale-context';
import { StaffGroup } from './staff-group';
import { phrases } from '@/i18n/phrases';

/** Meet our team: every group that has people in it (an empty group shows nothing at all). */
export function StaffSection() {
  const { t } = useT('team');
  const groups = staffGroupIds.filter((id) => staffGroups[id].length > 0);
  return (
    <section className="section container team-staff" aria-labelledby="team-staff-heading">
      <h2 id="team-staff-heading">{phrases(t, 'staff.heading')}</h2>
      <p className="lead">{phrases(t, 'staff.intro')}</p>
      {groups.map((id) => (
        <StaffGroup key={id} id={id} members={staffGroups[id]} />
      ))}
    </section>
  );
}
