import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { verticalMenuPaths, verticals } from '@/content/navigation';
import { paths } from '@/content/paths';
import { resolveLocale } from '@/i18n/locales';
import { useT } from '@/i18n/locale-context';
import { ChevronIcon } from '../icons/chevron-icon';
import { LocalizedNavLink } from './localized-nav-link';

/** The Our Verticals disclosure: a button that shows or hides the list of the nine verticals. */
export function VerticalsMenu() {
  const { t } = useT('common');
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = verticalMenuPaths.includes(resolveLocale(pathname).path);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpenOn(null);
      button.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    container.current?.addEventListener('keydown', onKeyDown);
    const element = container.current;
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
      element?.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="verticals-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="site-nav__link verticals-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('header.verticals')}
        <ChevronIcon className="verticals-menu__arrow" />
      </button>
      <ul id={listId} className="verticals-menu__list" hidden={!open}>
        <li>
          <LocalizedNavLink className="verticals-menu__link" path={paths.home}>
            {t('header.verticalsOverview')}
          </LocalizedNavLink>
        </li>
        {verticals.map((vertical) => (
          <li key={vertical.key}>
            <LocalizedNavLink className="verticals-menu__link" path={vertical.path}>
              {t(`verticals.${vertical.key}`)}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
