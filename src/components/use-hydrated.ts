import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the build prerenders a page and while the browser hydrates it, true otherwise (and
 * right after hydration). What depends on this device (the installed app, a stored dismissal, the
 * browser) waits for it, so that hydration finds exactly the HTML the build made (issue 32).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
