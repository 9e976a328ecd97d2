import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { verticalMenuPaths, verticals } from '@/features/verticals/verticals';
import { homePath } from '@/features/home/paths';
import { resolveLocale } from '@/app/addresses';
import { useT } from '@/i18n/locale-context';
import { ChevronIcon } from '@/components/icons/chevron-icon';
import { LocalizedNavLink } from './localized-nav-link';
import { usePathChange } from './use-path-change';
import { phrases } from '@/i18n/phrases';

/**
 * The Our Verticals list: a `<details>` whose summary shows or hides the nine verticals, by
 * itself, at the first tap. In the phone menu the list opens in the flow; on a desktop it drops
 * down, and a click elsewhere, the keyboard focus leaving it or Escape closes it
 * (`data-light-dismiss`, src/behaviours/light-dismiss.ts).
 */
export function VerticalsMenu() {
  const { t } = useT('common');
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const current = verticalMenuPaths().includes(resolveLocale(pathname).path);

  // The list belongs to the page it was opened on: moving to another page closes it.
  usePathChange(() => {
    if (menu.current) menu.current.open = false;
  });

  return (
    <details ref={menu} className="verticals-menu" data-light-dismiss="">
      <summary
        className="site-nav__link verticals-menu__button"
        aria-current={current ? 'true' : undefined}
      >
        {phrases(t, 'header.verticals')}
        <ChevronIcon className="verticals-menu__arrow" />
      </summary>
      <ul className="verticals-menu__list">
        <li>
          <LocalizedNavLink className="verticals-menu__link" path={homePath}>
            {phrases(t, 'header.verticalsOverview')}
          </LocalizedNavLink>
        </li>
        {verticals.map((vertical) => (
          <li key={vertical.key}>
            <LocalizedNavLink className="verticals-menu__link" path={vertical.path}>
              {phrases(t, `verticals.${vertical.key}`)}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
