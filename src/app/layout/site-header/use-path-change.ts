import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Runs `callback` when the app moves to another page, and not when it first takes the page over:
 * a menu the visitor opened before the app loaded stays open.
 */
export function usePathChange(callback: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    latest.current();
  }, [pathname]);
}
