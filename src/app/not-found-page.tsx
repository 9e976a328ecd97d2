import { Link } from '@/components/link';
import { ContactLink } from '@/features/contact/contact-link';
import { homePath } from '@/features/home/feature';
import { useLocale, usePage, useT } from '@/i18n/locale-context';

export default function NotFoundPage() {
  const { text } = usePage();
  const { t } = useT('common');
  const { localize } = useLocale();
  return (
    <div className="page page--not-found">
      <div className="container">
        <h1>{text.heading}</h1>
        <p className="lead">{t('notFound.body')}</p>
        <ul className="not-found__links">
          <li>
            <Link to={localize(homePath).href}>{t('notFound.home')}</Link>
          </li>
          <li>
            <ContactLink>{t('notFound.contact')}</ContactLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
