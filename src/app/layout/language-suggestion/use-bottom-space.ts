import { useEffect, type RefObject } from 'react';

/**
 * While `notice` is shown, fixed over the bottom of the viewport, keeps as much room below the
 * page and in the window's scroll padding (`--bottom-notice-space`, read by src/styles/base.css), so an
 * element that receives focus is scrolled clear of it and the page's last links can scroll
 * above it (WCAG 2.4.11, focus not obscured).
 */
export function useBottomSpace(notice: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = notice.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    // The focus outline (3 px, 2 px away) must clear the notice too.
    const outline = 8;
    const update = () => {
      const space = window.innerHeight - element.getBoundingClientRect().top + outline;
      root.style.setProperty('--bottom-notice-space', `${Math.max(0, Math.ceil(space))}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--bottom-notice-space');
    };
  }, [notice, shown]);
}
