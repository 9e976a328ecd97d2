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
    // Closed by a click elsewhere, not as a finger or button lands: in the phone menu the list
    // is in the flow, and closing it then would move the link being tapped from under it. For
    // the same reason the focus a press gives a link does not close it; keyboard focus does.
    let pressing = false;
    const onPointerDown = () => {
      pressing = true;
    };
    // The focus a press gives comes as it lands, before the press ends.
    const onPointerEnd = () => {
      pressing = false;
    };
    const onClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpenOn(null);
      button.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (pressing) return;
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerEnd, true);
    document.addEventListener('pointercancel', onPointerEnd, true);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocusIn);
    container.current?.addEventListener('keydown', onKeyDown);
    const element = container.current;
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerEnd, true);
      document.removeEventListener('pointercancel', onPointerEnd, true);
      document.removeEventListener('click', onClick);
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
