import { useId, useRef } from 'react';
import { Link } from '@/components/link';
import { searchPath } from '@contract/search';
import { headerLinks } from '@/app/navigation';
import { homePath } from '@/features/home/paths';
import { useLocale, useT } from '@/i18n/locale-context';
import { BrandMark } from '@/components/brand-mark';
import { SearchIcon } from '@/components/icons/search-icon';
import { LanguageSwitch } from './language-switch';
import { LocalizedNavLink } from './localized-nav-link';
import { usePathChange } from './use-path-change';
import { VerticalsMenu } from './verticals-menu';
import { phrases } from '@/i18n/phrases';

/**
 * The banner: the brand, the main navigation and, on narrow screens, the Menu button that shows
 * it. On those screens the navigation is a popover the button opens and closes by itself, with no
 * script (`popovertarget`): it answers the first tap before anything has loaded, closes with
 * Escape or a tap elsewhere, and assistive technology hears the button expanded or collapsed. The
 * button keeps its one label; its icon turns into a cross. On wide screens the navigation is
 * always shown. Its last link leads to the search page: "Search" in the menu, a magnifier on wide
 * screens.
 */
export function SiteHeader() {
  const { t } = useT('common');
  const { localize } = useLocale();
  const nav = useRef<HTMLElement>(null);
  const navId = useId();

  // The menu belongs to the page it was opened on: moving to another page closes it.
  usePathChange(() => {
    if (nav.current?.matches(':popover-open')) nav.current.hidePopover();
  });

  return (
    // Its scrolled style (`data-scrolled`) is src/behaviours/scrolled-header.ts's, from the boot
    // script on: before the app and after.
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          className="site-header__logo"
          to={localize(homePath).href}
          aria-label={t('header.homeLabel')}
        >
          <BrandMark />
        </Link>
        <button type="button" className="site-header__menu-button" popoverTarget={navId}>
          <span className="site-header__menu-icon" aria-hidden="true" />
          {phrases(t, 'header.menu')}
        </button>
        <nav
          ref={nav}
          id={navId}
          className="site-nav"
          popover="auto"
          aria-label={t('header.navLabel')}
        >
          <ul className="site-nav__list">
            <li className="site-nav__item">
              <VerticalsMenu />
            </li>
            {headerLinks.map((link) => (
              <li key={link.key} className="site-nav__item">
                <LocalizedNavLink className="site-nav__link" path={link.path}>
                  {phrases(t, `header.links.${link.key}`)}
                </LocalizedNavLink>
              </li>
            ))}
            <li className="site-nav__item">
              {/* Loaded afresh: only the search page's own policy lets it run the search. */}
              <LocalizedNavLink className="site-nav__link" path={searchPath} reloadDocument>
                <span className="site-nav__search-label">{phrases(t, 'header.search')}</span>
                <SearchIcon />
              </LocalizedNavLink>
            </li>
            <li className="site-nav__item site-nav__item--language">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
