import { useT } from '@/i18n/locale-context';
import type { SiteConfig } from '@/site';
import { SocialIcon } from '@/components/icons/social-icon';
import { phrases } from '@/i18n/phrases';

interface SocialLinksProps {
  social: SiteConfig['social'];
}

const networks = ['linkedin', 'facebook', 'whatsapp'] as const;

/** Icons for the company's social profiles; a profile without an address is left out. */
export function SocialLinks({ social }: SocialLinksProps) {
  const { t } = useT('common');
  const present = networks.filter((network) => social[network]);
  if (present.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('footer.socialHeading')}>
      {present.map((network) => (
        <li key={network}>
          <a
            className="social-links__link"
            href={social[network]}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network={network} />
            <span className="visually-hidden">
              {phrases(t, `footer.social.${network}`)} {phrases(t, 'footer.newTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
