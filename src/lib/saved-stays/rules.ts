import type { BookingDetails, CodeRelease } from '@shared/api-types.ts';
import { STORAGE_KEYS } from '../storage-keys';

/** The app's one IndexedDB database and the store of its saved stays (schema in offline-db.ts). */
export const offlineDbName: string = STORAGE_KEYS.offlineDatabase;
export const staysStoreName = 'stays';

/** What a saved stay's record holds. */
export interface SavedStay {
  bookingId: string;
  booking: BookingDetails;
  /** When the server last confirmed this copy (ms since epoch). */
  updatedAt: number;
  /** The stay is deleted by itself after this time (ms since epoch). */
  expiresAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stay expires at the end of the day after check-out (UTC), so it is there until the guest has left. */
export function stayExpiresAt(booking: Pick<BookingDetails, 'checkOutDate'>): number {
  const checkOut = Date.parse(`${booking.checkOutDate}T00:00:00Z`);
  return (Number.isFinite(checkOut) ? checkOut : Date.now()) + 2 * DAY_MS;
}

export function isExpired(stay: Pick<SavedStay, 'expiresAt'>, now: number): boolean {
  return stay.expiresAt <= now;
}

/** The door code's release as saved with the stay, when it is whole (older answers have none). */
export function codeReleaseOf(booking: Pick<BookingDetails, 'codeRelease'>): CodeRelease | null {
  const release = booking.codeRelease;
  if (
    !release ||
    !['waiting', 'released', 'expired'].includes(release.state) ||
    !Number.isFinite(Date.parse(release.releasesAt)) ||
    !Number.isFinite(Date.parse(release.expiresAt)) ||
    typeof release.timeZone !== 'string'
  )
    return null;
  return release;
}

/** When the door code is gone (ms since epoch): the release's expiry; null without one. */
export function codeExpiresAt(booking: Pick<BookingDetails, 'codeRelease'>): number | null {
  const release = codeReleaseOf(booking);
  return release ? Date.parse(release.expiresAt) : null;
}

/** True once the code's time is over: the server said so, or the clock has passed its expiry. */
export function codeHasExpired(booking: Pick<BookingDetails, 'codeRelease'>, now: number): boolean {
  const release = codeReleaseOf(booking);
  return release !== null && (release.state === 'expired' || now >= Date.parse(release.expiresAt));
}

/**
 * The booking as the device may keep it at `now`: after the code's expiry (the stay has ended),
 * without the door code, the backup code and the wifi password, which are the next guests' (issue
 * 43, item 8); the same object when there is nothing to take away.
 */
export function withoutExpiredCode(booking: BookingDetails, now: number): BookingDetails {
  if (!codeHasExpired(booking, now)) return booking;
  if (!booking.smartLockCode && !booking.backupDoorCode && !booking.wifiPassword) return booking;
  const { backupDoorCode: _backup, ...rest } = booking;
  return { ...rest, smartLockCode: null, wifiPassword: null };
}

/** Upcoming or current stays first (soonest check-in first), then the rest by most recent check-in. */
export function orderStays(stays: SavedStay[], now: number): SavedStay[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const current = stays
    .filter((stay) => stay.booking.checkOutDate >= today)
    .sort((a, b) => a.booking.checkInDate.localeCompare(b.booking.checkInDate));
  const past = stays
    .filter((stay) => stay.booking.checkOutDate < today)
    .sort((a, b) => b.booking.checkInDate.localeCompare(a.booking.checkInDate));
  return [...current, ...past];
}

/** The stay the app opens first at `now` (see `orderStays`), leaving out expired ones. */
export function firstStayAt(stays: SavedStay[], now: number): SavedStay | undefined {
  return orderStays(
    stays.filter((stay) => !isExpired(stay, now)),
    now,
  )[0];
}

/**
 * Until when the stay opened first, and its first view, stay the same: the first moment a check-out
 * day passes or a stay expires in a way that puts another stay first (or none), or the first stay's
 * door code expires (its card is then another). Order only changes at those moments.
 */
export function firstStayStableUntil(stays: SavedStay[], now: number): number {
  const firstStay = firstStayAt(stays, now);
  const first = firstStay?.bookingId;
  const codeGoneAt = firstStay?.booking.smartLockCode ? codeExpiresAt(firstStay.booking) : null;
  const moments = stays
    .flatMap((stay) => [Date.parse(`${stay.booking.checkOutDate}T00:00:00Z`) + DAY_MS, stay.expiresAt])
    .filter((moment) => Number.isFinite(moment) && moment > now)
    .sort((a, b) => a - b);
  const firstChanges = moments.find((moment) => firstStayAt(stays, moment)?.bookingId !== first) ?? now;
  return codeGoneAt !== null && codeGoneAt > now ? Math.min(codeGoneAt, firstChanges) : firstChanges;
}
