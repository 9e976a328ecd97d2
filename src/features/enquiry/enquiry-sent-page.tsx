import { Link } from '@/components/link';
import { blogPaths } from '@/features/blog/paths';
import { homePath } from '@/features/home/paths';
import { useLocale, useT } from '@/i18n/locale-context';
import { phrases } from '@/i18n/phrases';

/**
 * Where a visitor lands after sending the form without JavaScript: the form's own success
 * message (the words the form shows in place when the app sends it), then the way on.
 */
export default function EnquirySentPage() {
  const { t } = useT('enquirySent');
  const { t: form } = useT('enquiryForm');
  const { localize } = useLocale();
  return (
    <div className="page enquiry-sent-page">
      <section className="enquiry-sent-page__body" aria-labelledby="enquiry-sent-heading">
        <div className="container">
          <h1 id="enquiry-sent-heading">{phrases(t, 'heading')}</h1>
          <p className="lead enquiry-sent-page__success">{phrases(form, 'messages.success')}</p>
          <p>{phrases(form, 'messages.successNext')}</p>
          <ul className="enquiry-sent-page__links">
            <li>
              <Link className="button button--primary" to={localize(homePath).href}>
                {phrases(t, 'home')}
              </Link>
            </li>
            <li>
              <Link to={localize(blogPaths.listing).href}>{phrases(t, 'insights')}</Link>
            </li>
          </ul>
        </div>
      </section>
    </div>
  );
}
