/**
 * Saving the server's answer for a stay and reading its guide photos with IndexedDB's own API
 * (native-db.ts), so the stay view's start and background refresh never load Dexie: the database
 * already exists then. With no database yet (a first find), `writeStay` answers null and the caller
 * saves through device-copy.ts, whose Dexie creates it. Keeps the hint (hint.ts) and the saved first
 * view (snapshot.ts) in step, as device-copy.ts does.
 */
import type { SavedPhoto } from '../offline-db';
import { markSavedStays } from './hint';
import { committed, openExistingDatabase, resultOf } from './native-db';
import { offlineDbName, type SavedStay, stayExpiresAt, staysStoreName, withoutExpiredCode } from './rules';
import { clearFirstViewSnapshot } from './snapshot';

/** The guide photos' store (offline-db.ts: key `${bookingId}:${index}`, index on bookingId). */
export const photosStoreName = 'photos';

export interface StayWriteOptions {
  now?: number;
  photos?: { index: number; url: string; blob: Blob }[];
}

/**
 * Saves (or replaces) a stay confirmed by the server: the answer replaces the copy whole, so a code
 * the answer no longer carries (withheld, expired) is gone from the device too, as is one past its
 * expiry. Photos are replaced only when given; photos whose URL is no longer part of the booking are
 * deleted. The guest's access (token) saved with the stay stays when the answer carries none. Null
 * when the database does not exist yet (nothing is written).
 */
export async function writeStay(
  answer: Parameters<typeof withoutExpiredCode>[0],
  options: StayWriteOptions = {},
  name = offlineDbName,
): Promise<SavedStay | null> {
  const db = await openExistingDatabase(name, [staysStoreName, photosStoreName]);
  if (!db) return null;
  const now = options.now ?? Date.now();
  const booking = withoutExpiredCode(answer, now);
  const stay: SavedStay = {
    bookingId: booking.id,
    booking,
    updatedAt: now,
    expiresAt: stayExpiresAt(booking),
  };
  let added = false;
  try {
    const transaction = db.transaction([staysStoreName, photosStoreName], 'readwrite');
    const done = committed(transaction);
    const stays = transaction.objectStore(staysStoreName);
    const photos = transaction.objectStore(photosStoreName);
    const previous = stays.get(booking.id) as IDBRequest<SavedStay | undefined>;
    previous.onsuccess = () => {
      added = previous.result === undefined;
      // An answer without the guest's access (an older server) keeps the one the device holds.
      const kept = previous.result?.booking.guestAccess;
      if (!booking.guestAccess && kept) stay.booking = { ...booking, guestAccess: kept };
      stays.put(stay);
    };
    const given = options.photos;
    const cursor = photos.index('bookingId').openCursor(IDBKeyRange.only(booking.id));
    cursor.onsuccess = () => {
      const current = cursor.result;
      if (current) {
        // Given photos replace them all; otherwise only those no longer in the booking go.
        if (given || !booking.propertyImageUrls.includes((current.value as SavedPhoto).url)) current.delete();
        current.continue();
      } else if (given) {
        for (const photo of given) {
          photos.put({
            key: `${booking.id}:${photo.index}`,
            bookingId: booking.id,
            ...photo,
          } satisfies SavedPhoto);
        }
      }
    };
    await done;
  } finally {
    db.close();
  }
  markSavedStays(true);
  // Another stay may now open first: the saved first view is taken again when one is shown.
  if (added) clearFirstViewSnapshot();
  return stay;
}

/**
 * Takes the guest's access out of a saved stay whose token the server refused (issue 41): the stay
 * keeps showing as it was (same "last updated"), and the page asks for one new lookup. Answers the
 * stay as now saved, or null when there is none.
 */
export async function dropGuestAccess(bookingId: string, name = offlineDbName): Promise<SavedStay | null> {
  const db = await openExistingDatabase(name, [staysStoreName]);
  if (!db) return null;
  try {
    const transaction = db.transaction(staysStoreName, 'readwrite');
    const done = committed(transaction);
    const store = transaction.objectStore(staysStoreName);
    let stay: SavedStay | null = null;
    const saved = store.get(bookingId) as IDBRequest<SavedStay | undefined>;
    saved.onsuccess = () => {
      if (!saved.result) return;
      const { guestAccess: _refused, ...booking } = saved.result.booking;
      stay = { ...saved.result, booking };
      store.put(stay);
    };
    await done;
    return stay;
  } finally {
    db.close();
  }
}

/** The saved guide photos of a booking, in guide order (none without the database). */
export async function readPhotos(bookingId: string, name = offlineDbName): Promise<SavedPhoto[]> {
  const db = await openExistingDatabase(name, [photosStoreName]);
  if (!db) return [];
  try {
    const request = db
      .transaction(photosStoreName, 'readonly')
      .objectStore(photosStoreName)
      .index('bookingId')
      .getAll(IDBKeyRange.only(bookingId)) as IDBRequest<SavedPhoto[]>;
    return (await resultOf(request)).sort((a, b) => a.index - b.index);
  } finally {
    db.close();
  }
}
