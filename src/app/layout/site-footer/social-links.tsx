import { useT } from '@/i18n/locale-context';
import type { SiteConfig } from '@/site';
import { SocialIcon } from '@/components/icons/social-icon';

interface SocialLinksProps {
  social: SiteConfig['social'];
}

const networks = ['linkedin', 'facebook', 'whatsapp'] as const;

/** Icons for the company's social profiles; a profile without an address is left out. */
export function SocialLinks({ social }: SocialLinksProps) {
  const { t } = useT('common');
  const present = networks.filter((network) => social[network]);
  if (present.length === 0) return null;
  // One text node, space included: as two, React writes `<!-- -->` between them.
  const label = (network: (typeof networks)[number]) =>
    `${t(`footer.social.${network}`)} ${t('footer.newTab')}`;
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
            <span className="visually-hidden">{label(network)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
