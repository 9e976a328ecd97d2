import { japanDeskLead } from './desk-lead';
import { MailLink } from '@/components/mail-link';
import { ContactLink } from '@/features/contact/contact-link';
import { PersonName } from '@/features/team/person-name';
import { PersonAvatar } from '@/features/team/person-avatar';
import { displayName } from '@/features/team/team';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/**
 * The desk's named contact: the person who leads it (from the team), the languages and hours of
 * the desk, the company's e-mail address and a link to the contact page's form.
 */
export function DeskContactSection() {
  const { t } = useT('japanDesk');
  const { t: common } = useT('common');
  const { locale } = useLocale();
  const lead = japanDeskLead();
  return (
    <section className="section section--tinted" aria-labelledby="japan-desk-contact">
      <div className="container">
        <h2 id="japan-desk-contact">{phrases(t, 'contact.heading')}</h2>
        <p className="prose">{phrases(t, 'contact.lead')}</p>
        <div className="card japan-desk-contact">
          <PersonAvatar className="japan-desk-contact__avatar" src={lead.image} />
          <div>
            <h3 className="japan-desk-contact__name">
              <PersonName name={displayName(lead, locale)} />
            </h3>
            <p className="japan-desk-contact__role">{phrases(t, 'contact.role')}</p>
            <dl className="japan-desk-contact__details">
              <div>
                <dt>{phrases(t, 'contact.languagesLabel')}</dt>
                <dd>{phrases(t, 'contact.languages')}</dd>
              </div>
              <div>
                <dt>{phrases(t, 'contact.hoursLabel')}</dt>
                <dd>{phrases(t, 'contact.hours')}</dd>
              </div>
              <div>
                <dt>{phrases(common, 'footer.emailLabel')}</dt>
                <dd>
                  <MailLink />
                </dd>
              </div>
            </dl>
            <ContactLink className="button button--primary">
              {phrases(t, 'contact.button')}
            </ContactLink>
          </div>
        </div>
      </div>
    </section>
  );
}
