import { useId } from 'react';
import { LeaderDialog } from './leader-dialog';
import { avatarSize, displayName, leaders } from './team';
import { useLocale, useT } from '@/i18n/locale-context';
import { LeaderCard } from './leader-card';
import { phrases } from '@/i18n/phrases';

/**
 * Our Leadership: the seven leader cards and each leader's biography dialog, written into the
 * page closed, for the card's Read more button to open.
 */
export function LeadershipSection() {
  const { t } = useT('team');
  const { locale } = useLocale();
  const idPrefix = useId();
  const dialogId = (id: string) => `${idPrefix}-${id}`;

  return (
    <section className="section section--tinted" aria-labelledby="team-leadership-heading">
      <div className="container">
        <h2 id="team-leadership-heading">{phrases(t, 'leadership.heading')}</h2>
        <p className="lead">{phrases(t, 'leadership.intro')}</p>
        <ul className="team-leaders">
          {leaders.map((leader) => (
            <LeaderCard key={leader.id} leader={leader} dialogId={dialogId(leader.id)} />
          ))}
        </ul>
      </div>
      {leaders.map((leader) => (
        <LeaderDialog
          key={leader.id}
          id={dialogId(leader.id)}
          person={{
            name: displayName(leader, locale),
            designation: leader.designation
              ? t(`leadership.designations.${leader.designation}`)
              : '',
            biography: t(`leadership.people.${leader.id}.biography`),
            image: leader.image,
            imageAlt: t(`leadership.people.${leader.id}.imageAlt`),
            imageSize: avatarSize,
            linkedin: leader.linkedin,
            email: leader.email,
          }}
        />
      ))}
    </section>
  );
}
