import { useEffect, useState } from 'react';

/** Scroll distance after which the header takes its scrolled style (docs/behaviour.md §4.5). */
const headerScrollThreshold = 50;

/** Whether the window is scrolled more than `threshold` pixels (false while prerendering). */
export function useScrolledPast(threshold = headerScrollThreshold): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
