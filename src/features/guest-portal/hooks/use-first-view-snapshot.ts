import type { BookingDetails } from '@shared/api-types.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDoorCodeRequest, doorCodeRequestedEarly, saveFirstViewSnapshot } from '@/lib/saved-stays';

/**
 * Keeps the saved first view (src/lib/first-view-snapshot.ts) up to date: once the booking view has
 * painted, for the stay the app opens first (`validUntil` null otherwise), again whenever the stay
 * or the language changes.
 */
export function useFirstViewSnapshot({
  booking,
  validUntil,
  painted,
}: {
  booking: BookingDetails;
  validUntil: number | null;
  painted: boolean;
}): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!painted || validUntil === null) return;
    saveFirstViewSnapshot({ bookingId: booking.id, language: i18n.language, validUntil });
  }, [painted, booking, validUntil, i18n.language]);
}

/** Whether the door code was asked for on the saved first view before the app ran (asked once). */
export function useDoorCodeRequestedEarly(): boolean {
  const [requested] = useState(doorCodeRequestedEarly);
  useEffect(() => {
    if (requested) clearDoorCodeRequest();
  }, [requested]);
  return requested;
}
