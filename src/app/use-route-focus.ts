import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After every navigation (not the first load): scroll to the top, or to the `#hash` target, and
 * move focus to the new page's heading (or to `main`) so keyboard and screen-reader users start
 * reading the new page.
 */
export function useRouteFocus(): void {
  const { pathname, hash, key } = useLocation();
  // The location the page was loaded at: no focus move for it (also when StrictMode runs the
  // effect twice in development).
  const handled = useRef(key);

  useEffect(() => {
    if (handled.current === key) return;
    handled.current = key;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    const focusTarget = heading ?? document.querySelector<HTMLElement>('main');
    if (!focusTarget) return;
    if (focusTarget === heading && !heading.hasAttribute('tabindex')) {
      heading.setAttribute('tabindex', '-1');
    }
    focusTarget.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}
