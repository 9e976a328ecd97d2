import { mailComposeUrl } from './ai-trainings';
import { useT } from '@/i18n/locale-context';
import { site } from '@/site';
import { phrases } from '@/i18n/phrases';

/** 'Get a Free Consultation': a new message to the company's contact address, in a new tab. */
export function ConsultationLink() {
  const { t } = useT('aiTrainings');
  const { t: common } = useT('common');
  const href = mailComposeUrl({ to: site.email, subject: t('consultation.subject') });
  return (
    <a className="button button--primary" href={href} target="_blank" rel="noopener noreferrer">
      {phrases(t, 'consultation.button')}{' '}
      <span className="visually-hidden">{common('footer.newTab')}</span>
    </a>
  );
}
