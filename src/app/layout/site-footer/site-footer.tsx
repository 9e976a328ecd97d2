import { footerLinks } from '@/app/navigation';
import { MailLink } from '@/components/mail-link';
import { ContactLink } from '@/features/contact/contact-link';
import { useT } from '@/i18n/locale-context';
import type { SiteConfig } from '@/site';
import { BrandMark } from '@/components/brand-mark';
import { OfficeAddress } from '@/components/office-address';
import { LocalizedNavLink } from '@/app/layout/site-header/localized-nav-link';
import { FooterDocuments } from './footer-documents';
import { SocialLinks } from './social-links';
import { phrases } from '@/i18n/phrases';

interface SiteFooterProps {
  site: SiteConfig;
  /** True when the page has no `#Contact` section of its own: the footer's contact block is it. */
  isContactTarget: boolean;
}

export function SiteFooter({ site, isContactTarget }: SiteFooterProps) {
  const { t } = useT('common');

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark />
          <p>{phrases(t, 'footer.tagline')}</p>
        </div>
        <nav className="site-footer__links" aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="site-footer__heading">
            {phrases(t, 'footer.linksHeading')}
          </h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.key}>
                <LocalizedNavLink className="site-footer__link" path={link.path}>
                  {phrases(t, `footer.links.${link.key}`)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section
          className="site-footer__contact"
          id={isContactTarget ? 'Contact' : undefined}
          tabIndex={isContactTarget ? -1 : undefined}
          aria-labelledby="footer-contact-heading"
        >
          <h2 id="footer-contact-heading" className="site-footer__heading">
            {phrases(t, 'footer.contactHeading')}
          </h2>
          <address className="site-footer__address">
            <span className="site-footer__label">{phrases(t, 'footer.addressHeading')}</span>
            <OfficeAddress address={site.address} />
            <span className="site-footer__label">{phrases(t, 'footer.emailLabel')}</span>
            <MailLink />
            <span className="site-footer__label">{phrases(t, 'footer.phoneLabel')}</span>
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
          </address>
          <p className="site-footer__contact-actions">
            <a className="site-footer__link" href="#Contact">
              {phrases(t, 'footer.contactAnchor')}
            </a>
            <ContactLink className="button button--primary">
              {phrases(t, 'footer.contactButton')}
            </ContactLink>
          </p>
          <SocialLinks social={site.social} />
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>{phrases(t, 'footer.copyright', { year: site.copyrightYear })}</p>
        <FooterDocuments documents={site.documents} />
      </div>
    </footer>
  );
}
