/**
 * Refreshes the saved stay on screen in the background when the phone comes back online, or the
 * page back into view after a while (issue 43, item 7: a door code changed since reaches the guest
 * without a reload). The door code shown stays the saved one until the answer is saved. Side
 * effects: window and document listeners.
 */
import { useEffect } from 'react';
import { isOnline } from '@/lib/network-status';

/** Back in view sooner than this after the last refresh: not asked again (switching apps at the door). */
export const refreshAgainAfterMs = 60_000;

/** `bookingId`: the saved stay on screen, if any. */
export function useRefreshWhenBack(
  bookingId: string | undefined,
  refresh: (bookingId: string) => unknown,
): void {
  useEffect(() => {
    if (!bookingId) return;
    let last = Date.now();
    const again = () => {
      last = Date.now();
      void refresh(bookingId);
    };
    const onOnline = () => again();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && isOnline() && Date.now() - last >= refreshAgainAfterMs)
        again();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [bookingId, refresh]);
}
