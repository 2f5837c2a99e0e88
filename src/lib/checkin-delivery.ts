/**
 * Sends the check-in forms kept on the device (submitted offline) from whatever page the guest is
 * on: at start and whenever the connection returns. The outbox code (and IndexedDB) loads only when
 * the hint says something is waiting. `onDelivered` hears how many forms the server took.
 */
import { useEffect, useRef } from 'react';
import { hasPendingCheckIns } from './pending-checkins-flag';

/** Sends what waits, if anything does and the device is online; answers how many forms went. */
export async function deliverPendingCheckIns(): Promise<number> {
  if (!hasPendingCheckIns() || !navigator.onLine) return 0;
  const { flushCheckInOutbox } = await import('./checkin-outbox');
  return flushCheckInOutbox().catch(() => 0);
}

export function useCheckInDelivery(onDelivered?: (count: number) => void): void {
  const listener = useRef(onDelivered);
  listener.current = onDelivered;
  useEffect(() => {
    let cancelled = false;
    const deliver = () => {
      void deliverPendingCheckIns().then((count) => {
        if (!cancelled && count > 0) listener.current?.(count);
      });
    };
    deliver();
    window.addEventListener('online', deliver);
    return () => {
      cancelled = true;
      window.removeEventListener('online', deliver);
    };
  }, []);
}
