import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while prerendering and while the app takes the prerendered page over, true once it has:
 * for what only the running app does (a carousel moving by itself), so the page it hydrates is
 * the page as prerendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
