/**
 * The guest portal's calls behind its store: the lookup (find-booking-by-details), what a failed
 * one means for the page, and keeping an answer on the device (with its guide photos, and a request
 * to keep storage). Talks to the server and IndexedDB only through src/lib.
 */
import type { BookingDetails, FindBookingRequest } from '@shared/api-types.ts';
import { callFunction } from '@/lib/call-function';
import * as calls from '@/lib/calls.generated';
import { type FunctionResult, isGuestTokenRefusal } from '@/lib/functions-client';
import { isOnline } from '@/lib/network-status';
import { downloadPhotos } from '@/lib/photo-download';
import { keepStay, type SavedStay } from '@/lib/saved-stays';
import { requestPersistentStorage } from '@/lib/storage-persistence';

/** What went wrong, as something the page can translate. `serverText` is shown when no translation fits. */
export type LookupFailure =
  | { kind: 'incomplete' }
  | { kind: 'notFound' }
  /**
   * `retryAfterSeconds`: when the server lets this try again, if it said. `limit`: what was limited,
   * this connection (any name would be refused) or the name and date (from any connection).
   */
  | { kind: 'rateLimited'; retryAfterSeconds: number | null; limit?: 'connection' | 'nameAndDate' }
  | { kind: 'invalid' }
  | { kind: 'server'; serverText: string | null }
  | { kind: 'network' }
  | { kind: 'offline' }
  /** The booking can be shown again only after one new lookup by name and date (issue 41's tokens). */
  | { kind: 'findAgain' };

export type LookupResult = FunctionResult<BookingDetails>;

export function failureOf(result: Exclude<LookupResult, { ok: true }>): LookupFailure {
  if (result.kind === 'network') return isOnline() ? { kind: 'network' } : { kind: 'offline' };
  if (isGuestTokenRefusal(result)) return { kind: 'findAgain' };
  if (result.status === 404) return { kind: 'notFound' };
  if (result.status === 429) {
    const limit = result.code === 'rate_limited_name' ? 'nameAndDate' : 'connection';
    return { kind: 'rateLimited', retryAfterSeconds: result.retryAfterSeconds, limit };
  }
  if (result.status === 400) return { kind: 'invalid' };
  return { kind: 'server', serverText: result.message };
}

export function lookup(request: FindBookingRequest): Promise<LookupResult> {
  return callFunction(calls.findBookingByDetails, request);
}

/** Saves the booking at once, then its guide photos as blobs, then asks to keep storage. */
export async function keepOnDevice(booking: BookingDetails, onPhotos: () => void): Promise<SavedStay> {
  const stay = await keepStay(booking);
  void (async () => {
    const photos = await downloadPhotos(booking.propertyImageUrls);
    if (photos.length === booking.propertyImageUrls.length) {
      await keepStay(booking, { photos, now: stay.updatedAt });
      onPhotos();
    }
    await requestPersistentStorage();
  })();
  return stay;
}

/** A personal link's stay (issue 45): the lookup's answer for the link's token. */
export function openLink(token: string): Promise<LookupResult> {
  return callFunction(calls.openGuestLink, { token });
}
