import { useEffect, type RefObject } from 'react';

const slideSelector = '.react-multi-carousel-item';

/**
 * Makes every slide the carousel marks `aria-hidden="true"` (off-screen) also `inert`, so neither
 * Tab nor a screen reader's virtual cursor reaches anything inside it, and keeps that in step as
 * the carousel moves (it rewrites `aria-hidden` on each move, and on resize).
 */
export function useInertHiddenSlides(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof MutationObserver !== 'function') return undefined;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>(slideSelector)) {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (slide.inert !== hidden) slide.inert = hidden;
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [container]);
}
