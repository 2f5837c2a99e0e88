import type { BookingDetails, GuestCheckInSummary } from '@shared/api-types.ts';
import { codeHasExpired, codeReleaseOf } from '@/lib/saved-stays';

/**
 * How the guest gets in: the door code (with its backup), a code waiting for its release time or for
 * online check-in, a code gone after the stay, a code still to come (no release data), a key box, or
 * the host meeting them.
 */
export type Arrival =
  | { kind: 'code'; code: string; backupCode: string | null; keyBox?: true }
  | {
      kind: 'codeWaiting';
      /** The code opens a key box (the property's way in), not a smart lock. */
      keyBox?: true;
      /** The release instant (ms since epoch), shown in `timeZone`. */
      releasesAt: number;
      /** The release as the property's clock reads it (YYYY-MM-DDTHH:mm), from the server; null in older answers. */
      releasesAtLocal: string | null;
      timeZone: string;
      /** Online check-in must still be completed before the code appears. */
      needsCheckIn: boolean;
      /** The release time has passed: the code only waits for check-in, or for the server. */
      due: boolean;
    }
  | { kind: 'codeExpired'; keyBox?: true }
  | { kind: 'codeLater'; date: string | null }
  | { kind: 'keyBox' }
  | { kind: 'hostMeets' };

/**
 * The way in, from the booking's data at `now`. The property's way in decides (issue 43): the host
 * meeting the guests shows no code at all (one left on the booking is not theirs to use); a key
 * box's code is the booking's code, with the same release, worded for the box; a smart lock's is the
 * door code. The server releases the code; the device only takes it away once `expiresAt` has passed,
 * offline too. A stay saved on a device before the arrival fields existed has no method: a smart
 * lock, the product's default (with no code, its code is still to come); one saved before the
 * release fields existed shows its code as it did.
 */
export function arrivalOf(booking: BookingDetails, now: number = Date.now()): Arrival {
  if (booking.arrivalMethod === 'host_meets') return { kind: 'hostMeets' };
  const keyBox = booking.arrivalMethod === 'key_box' ? ({ keyBox: true } as const) : {};
  const release = codeReleaseOf(booking);
  const expired = codeHasExpired(booking, now);
  if (booking.smartLockCode && !expired) {
    return {
      kind: 'code',
      code: booking.smartLockCode,
      backupCode: booking.backupDoorCode || null,
      ...keyBox,
    };
  }
  if (expired) return { kind: 'codeExpired', ...keyBox };
  if (release?.state === 'waiting') {
    const releasesAt = Date.parse(release.releasesAt);
    return {
      kind: 'codeWaiting',
      ...keyBox,
      releasesAt,
      releasesAtLocal:
        release.releasesAtLocal && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(release.releasesAtLocal)
          ? release.releasesAtLocal
          : null,
      timeZone: release.timeZone,
      needsCheckIn: release.requiresCheckIn && booking.checkIn?.status !== 'complete',
      due: now >= releasesAt,
    };
  }
  // A key box whose code is not on the booking: the host sends it.
  if (booking.arrivalMethod === 'key_box') return { kind: 'keyBox' };
  const date = booking.doorCodeAvailableOn;
  return { kind: 'codeLater', date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null };
}

/** The next moment (ms) after `now` at which the way in changes by the clock alone: release or expiry. */
export function nextArrivalChange(booking: BookingDetails, now: number): number | null {
  const release = codeReleaseOf(booking);
  if (!release) return null;
  const moments = [Date.parse(release.releasesAt), Date.parse(release.expiresAt)].filter(
    (moment) => moment > now,
  );
  return moments.length > 0 ? Math.min(...moments) : null;
}

/** The online check-in's progress as the stay view shows it: "Not started", "1 of 2 guests", "Complete". */
export function checkInProgress(checkIn: GuestCheckInSummary): {
  status: GuestCheckInSummary['status'];
  done: number;
  total: number;
} {
  const done = checkIn.submitted.length;
  const total = Math.max(done, checkIn.adults ?? 0, 1);
  if (checkIn.status === 'complete') return { status: 'complete', done: total, total };
  return { status: done > 0 ? 'partial' : 'not_started', done, total };
}

export interface StayContact {
  /** As written for people ("+212 661 234 567"). */
  display: string;
  /** tel: link. */
  tel: string;
  /** WhatsApp click-to-chat link with a prefilled message. */
  whatsApp: string;
}

/** The stay's phone: the host's when the booking has one (a valid international number), else the fallback. */
export function stayContact(
  hostPhone: string | null | undefined,
  fallback: string,
  message: string,
): StayContact {
  const phone = hostPhone && /^\+[1-9][\d ]{6,19}$/.test(hostPhone.trim()) ? hostPhone.trim() : fallback;
  const digits = phone.replace(/\D/g, '');
  return {
    display: phone,
    tel: `tel:+${digits}`,
    whatsApp: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`,
  };
}

/** "HH:MM" when the value is one, else null (older saved stays have none). */
export function clockTime(value: string | null | undefined): string | null {
  return value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null;
}
