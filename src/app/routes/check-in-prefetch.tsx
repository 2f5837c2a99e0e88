/**
 * Keeps the online check-in page on the device for the plane: while a stay whose check-in is not
 * complete is shown with a connection, the check-in page's code and texts are fetched a few seconds
 * after the first view, and the service worker keeps them (runtime cache: the page is not in the
 * precache, whose budget it would break). Side effect: network, through the router's page loaders.
 */
import type { BookingDetails } from '@shared/api-types.ts';
import i18next from 'i18next';
import { useEffect } from 'react';
import { routes } from '@/config/routes';
import { afterLoadWhenIdle } from '@/lib/idle';
import { routeModules, routeNamespaces } from '../router';

/** Well after the first view (and the bench's window of it): the door code comes first. */
const prefetchDelayMs = 5000;

export function CheckInPrefetch({ booking, online }: { booking: BookingDetails; online: boolean }) {
  const needed = Boolean(booking.checkIn) && booking.checkIn?.status !== 'complete';
  useEffect(() => {
    if (!online || !needed) return;
    let cancelled = false;
    afterLoadWhenIdle(() => {
      if (cancelled) return;
      const path = `${routes.guestCheckIn}/${booking.bookingId}`;
      routeModules(path).catch(() => undefined);
      i18next.loadNamespaces(routeNamespaces(path)).catch(() => undefined);
    }, prefetchDelayMs);
    return () => {
      cancelled = true;
    };
  }, [online, needed, booking.bookingId]);
  return null;
}
