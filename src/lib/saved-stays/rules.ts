import type { BookingDetails } from '@shared/api-types.ts';
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
 * Until when the stay opened first stays the same: the first moment a check-out day passes or a
 * stay expires in a way that puts another stay first (or none). Order only changes at those moments.
 */
export function firstStayStableUntil(stays: SavedStay[], now: number): number {
  const first = firstStayAt(stays, now)?.bookingId;
  const moments = stays
    .flatMap((stay) => [Date.parse(`${stay.booking.checkOutDate}T00:00:00Z`) + DAY_MS, stay.expiresAt])
    .filter((moment) => Number.isFinite(moment) && moment > now)
    .sort((a, b) => a - b);
  for (const moment of moments) {
    if (firstStayAt(stays, moment)?.bookingId !== first) return moment;
  }
  return now;
}
