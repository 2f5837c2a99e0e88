/**
 * The time the stay view judges the door code by: now, taken again at the next release or expiry
 * moment (a timer) and whenever the page comes back into view, so an open page takes the code away
 * at its expiry, offline too.
 */
import type { BookingDetails } from '@shared/api-types.ts';
import { useEffect, useState } from 'react';
import { nextArrivalChange } from '../arrival-rules';

/** setTimeout's longest delay (about 24.8 days): a later moment is waited for in steps. */
const longestDelay = 2 ** 31 - 1;

export function useArrivalClock(booking: BookingDetails, onChange?: () => void): number {
  const [now, setNow] = useState(Date.now);
  const next = nextArrivalChange(booking, now);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` re-arms the timer after each step of a long wait
  useEffect(() => {
    const update = () => setNow(Date.now());
    const onVisible = () => {
      if (document.visibilityState === 'visible') update();
    };
    document.addEventListener('visibilitychange', onVisible);
    const timer =
      next === null
        ? undefined
        : setTimeout(
            () => {
              update();
              if (Date.now() >= next) onChange?.();
            },
            Math.min(Math.max(next - Date.now(), 0), longestDelay),
          );
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [now, next, onChange]);

  return now;
}
