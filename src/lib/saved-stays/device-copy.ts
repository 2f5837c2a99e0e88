/**
 * The saved stays' copy on this device, written and read with Dexie in the app's one database
 * (../offline-db.ts): the stay, its guide photos as blobs, and with them the hint (hint.ts) and the
 * saved first view (snapshot.ts) kept in step. Loaded only when a stay is saved, removed or refreshed:
 * the door code's first view reads with read-at-start.ts instead.
 */

import type { BookingDetails } from '@shared/api-types.ts';
import { offlineDb, type RihlaDatabase, type SavedPhoto } from '../offline-db';
import { markSavedStays } from './hint';
import { orderStays, type SavedStay, stayExpiresAt } from './rules';
import { clearFirstViewSnapshot } from './snapshot';

/** Opens (and on a first visit creates) the database ahead of a first save, so that save is quick. */
export async function openOfflineDb(db: RihlaDatabase = offlineDb): Promise<void> {
  await db.open();
}

/** Deletes every stay (and its photos and extras selection) whose expiry has passed. */
export async function purgeExpiredStays(now = Date.now(), db: RihlaDatabase = offlineDb): Promise<string[]> {
  const expired = await db.stays.where('expiresAt').belowOrEqual(now).primaryKeys();
  for (const bookingId of expired) await removeStay(bookingId, db);
  return expired;
}

/** The saved stays still valid, upcoming first. */
export async function loadStays(now = Date.now(), db: RihlaDatabase = offlineDb): Promise<SavedStay[]> {
  await purgeExpiredStays(now, db);
  const stays = orderStays(await db.stays.toArray(), now);
  markSavedStays(stays.length > 0);
  return stays;
}

export async function loadStay(bookingId: string, db: RihlaDatabase = offlineDb): Promise<SavedStay | null> {
  return (await db.stays.get(bookingId)) ?? null;
}

/**
 * Saves (or replaces) a stay confirmed by the server. Photos are replaced only when given; photos
 * whose URL is no longer part of the booking are deleted.
 */
export async function saveStay(
  booking: BookingDetails,
  options: { now?: number; photos?: { index: number; url: string; blob: Blob }[] } = {},
  db: RihlaDatabase = offlineDb,
): Promise<SavedStay> {
  const stay: SavedStay = {
    bookingId: booking.id,
    booking,
    updatedAt: options.now ?? Date.now(),
    expiresAt: stayExpiresAt(booking),
  };
  let added = false;
  await db.transaction('rw', db.stays, db.photos, async () => {
    added = (await db.stays.get(booking.id)) === undefined;
    await db.stays.put(stay);
    if (options.photos) {
      await db.photos.where('bookingId').equals(booking.id).delete();
      await db.photos.bulkPut(
        options.photos.map((photo) => ({
          key: `${booking.id}:${photo.index}`,
          bookingId: booking.id,
          ...photo,
        })),
      );
    } else {
      const stale = await db.photos
        .where('bookingId')
        .equals(booking.id)
        .filter((photo) => !booking.propertyImageUrls.includes(photo.url))
        .primaryKeys();
      await db.photos.bulkDelete(stale);
    }
  });
  markSavedStays(true);
  // Another stay may now open first: the saved first view is taken again when one is shown.
  if (added) clearFirstViewSnapshot();
  return stay;
}

/** The saved guide photos of a booking, in guide order. */
export async function loadPhotos(bookingId: string, db: RihlaDatabase = offlineDb): Promise<SavedPhoto[]> {
  const photos = await db.photos.where('bookingId').equals(bookingId).toArray();
  return photos.sort((a, b) => a.index - b.index);
}

/** "Remove from this device": the stay, its photos and its extras selection. */
export async function removeStay(bookingId: string, db: RihlaDatabase = offlineDb): Promise<void> {
  await db.transaction('rw', db.stays, db.photos, db.extrasSelections, async () => {
    await db.stays.delete(bookingId);
    await db.photos.where('bookingId').equals(bookingId).delete();
    await db.extrasSelections.delete(bookingId);
  });
  markSavedStays((await db.stays.count()) > 0);
  clearFirstViewSnapshot();
}
