import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { headerLinks } from '@/content/navigation';
import { paths } from '@/content/paths';
import { useLocale, useT } from '@/i18n/locale-context';
import { BrandMark } from '../brand-mark';
import { LanguageSwitch } from './language-switch';
import { LocalizedNavLink } from './localized-nav-link';
import { useScrolledPast } from './use-scrolled-past';
import { VerticalsMenu } from './verticals-menu';

export function SiteHeader() {
  const { t } = useT('common');
  const { localize } = useLocale();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className="site-header__bar">
        <Link
          className="site-header__logo"
          to={localize(paths.home).href}
          aria-label={t('header.homeLabel')}
        >
          <BrandMark />
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" data-open={menuOpen} />
          {menuOpen ? t('header.menuClose') : t('header.menuOpen')}
        </button>
        <nav id={navId} className="site-nav" data-open={menuOpen} aria-label={t('header.navLabel')}>
          <ul className="site-nav__list">
            <li className="site-nav__item">
              <VerticalsMenu />
            </li>
            {headerLinks.map((link) => (
              <li key={link.key} className="site-nav__item">
                <LocalizedNavLink className="site-nav__link" path={link.path}>
                  {t(`header.links.${link.key}`)}
                </LocalizedNavLink>
              </li>
            ))}
            <li className="site-nav__item site-nav__item--language">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
