import { Link } from '@/components/link';
import { ContactLink } from '@/features/contact/contact-link';
import { homePath } from '@/features/home/paths';
import { useLocale, usePage, useT } from '@/i18n/locale-context';
import { Phrases, phrases } from '@/i18n/phrases';

export default function NotFoundPage() {
  const { text } = usePage();
  const { t } = useT('common');
  const { localize } = useLocale();
  return (
    <div className="page page--not-found">
      <div className="container">
        <h1>
          <Phrases>{text.headingPhrases}</Phrases>
        </h1>
        <p className="lead">{phrases(t, 'notFound.body')}</p>
        <ul className="not-found__links">
          <li>
            <Link to={localize(homePath).href}>{phrases(t, 'notFound.home')}</Link>
          </li>
          <li>
            <ContactLink>{phrases(t, 'notFound.contact')}</ContactLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
