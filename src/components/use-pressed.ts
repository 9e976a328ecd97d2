import { useCallback, useSyncExternalStore, type RefObject } from 'react';
import { isPressed } from '@/behaviours/toggle-button';

/**
 * Whether a toggle button (`aria-pressed`) is pressed, read from the button itself: the press is
 * made by src/behaviours/toggle-button.ts, which may have happened before the app loaded. False
 * while prerendering, as the button is rendered.
 */
export function usePressed(button: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = button.current;
      if (!element) return () => undefined;
      const observer = new MutationObserver(onChange);
      observer.observe(element, { attributes: true, attributeFilter: ['aria-pressed'] });
      return () => observer.disconnect();
    },
    [button],
  );
  return useSyncExternalStore(
    subscribe,
    () => (button.current ? isPressed(button.current) : false),
    () => false,
  );
}
