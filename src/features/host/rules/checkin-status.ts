/**
 * A booking's online check-in as the host screens show it (issue 31): when its badge is worth
 * showing, the "2 of 2 adults" line, and the forms' history (issue 41). Pure.
 */
import type { CheckInChange, CheckInStatus, StayStatus } from '@shared/host-api-types-guests.ts';
import type { TextKey } from '@/i18n/text-keys';

export const checkInStatuses = ['not_started', 'partial', 'complete'] as const satisfies CheckInStatus[];

/**
 * Whether a listed booking shows its check-in badge: not on a cancelled stay, nor on a past stay
 * whose guests never started it (nothing to chase any more), nor on an answer saved on the tablet
 * before the status existed (it has none).
 */
export function showsCheckInBadge(booking: { status: StayStatus; checkInStatus?: CheckInStatus }): boolean {
  const { checkInStatus } = booking;
  if (!checkInStatus || !checkInStatuses.includes(checkInStatus)) return false;
  if (booking.status === 'cancelled') return false;
  return !(booking.status === 'checkedOut' && checkInStatus === 'not_started');
}

/** A text of host.json and its values. */
export interface HostText {
  key: TextKey<'host'>;
  values?: Record<string, number>;
}

/**
 * How many forms are in: "No form received yet" before the first one, then "1 of 2 adults" (the
 * adults the guest declared; `count` picks the plural form).
 */
export function formsReceivedText(summary: { adults: number | null; received: number }): HostText {
  if (summary.adults === null || summary.adults < 1) return { key: 'checkIn.noForms' };
  return {
    key: 'checkIn.formsOf',
    values: { received: Math.min(summary.received, summary.adults), count: summary.adults },
  };
}

/** One line of View Details' check-in history: its text, when, and whether it came after completion. */
export interface CheckInHistoryLine {
  key: 'checkIn.history.submitted' | 'checkIn.history.replaced';
  values: { index: number; address: string };
  /** Milliseconds since the epoch. */
  at: number;
  afterComplete: boolean;
}

/**
 * The forms received, as View Details lists them (issue 41): oldest first, a form sent again said
 * as such; entries an older server or a damaged cache could not give are left out.
 */
export function checkInHistoryLines(history: readonly CheckInChange[] | undefined): CheckInHistoryLine[] {
  return (history ?? [])
    .filter((entry) => Number.isInteger(entry.guestIndex) && !Number.isNaN(Date.parse(entry.at)))
    .map(
      (entry): CheckInHistoryLine => ({
        key: entry.action === 'replaced' ? 'checkIn.history.replaced' : 'checkIn.history.submitted',
        values: { index: entry.guestIndex, address: entry.clientIp },
        at: Date.parse(entry.at),
        afterComplete: entry.afterComplete === true,
      }),
    )
    .sort((a, b) => a.at - b.at);
}
