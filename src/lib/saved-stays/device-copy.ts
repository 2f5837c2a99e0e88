/**
 * The saved stays' copy on this device with Dexie, in the app's one database (../offline-db.ts): the
 * stay, its guide photos as blobs, and with them the hint (hint.ts) and the saved first view
 * (snapshot.ts) kept in step. Loaded when a stay is first saved (Dexie creates the database), removed,
 * or expired: the stay view's start and refresh read and write with IndexedDB's own API instead
 * (read-at-start.ts, native-copy.ts). A door code is never kept past its expiry (the release's
 * `expiresAt`): taken out on every save and read.
 */

import type { BookingDetails } from '@shared/api-types.ts';
import { offlineDb, type RihlaDatabase, type SavedPhoto } from '../offline-db';
import { markSavedStays } from './hint';
import { readPhotos, type StayWriteOptions, writeStay } from './native-copy';
import { orderStays, type SavedStay, withoutExpiredCode } from './rules';
import { clearFirstViewSnapshot } from './snapshot';

/** Opens (and on a first visit creates) the database ahead of a first save, so that save is quick. */
export async function openOfflineDb(db: RihlaDatabase = offlineDb): Promise<void> {
  await db.open();
}

/** Deletes every stay (and its photos and extras selection) whose expiry has passed. */
export async function purgeExpiredStays(now = Date.now(), db: RihlaDatabase = offlineDb): Promise<string[]> {
  const expired = await db.stays.where('expiresAt').belowOrEqual(now).primaryKeys();
  for (const bookingId of expired) await removeStay(bookingId, db);
  // Check-in drafts hold ID numbers: gone after their stay, even one no longer saved here.
  await db.checkInDrafts.where('expiresAt').belowOrEqual(now).delete();
  return expired;
}

/**
 * Takes the door code and the backup code out of every saved stay whose code has expired (and the
 * saved first view with them, which may show that code's card): the ids of the stays changed.
 */
export async function forgetExpiredCodes(now = Date.now(), db: RihlaDatabase = offlineDb): Promise<string[]> {
  const changed: string[] = [];
  await db.transaction('rw', db.stays, async () => {
    for (const stay of await db.stays.toArray()) {
      const booking = withoutExpiredCode(stay.booking, now);
      if (booking === stay.booking) continue;
      await db.stays.put({ ...stay, booking });
      changed.push(stay.bookingId);
    }
  });
  if (changed.length > 0) clearFirstViewSnapshot();
  return changed;
}

/** The saved stays still valid, upcoming first, with no expired door code. */
export async function loadStays(now = Date.now(), db: RihlaDatabase = offlineDb): Promise<SavedStay[]> {
  await purgeExpiredStays(now, db);
  await forgetExpiredCodes(now, db);
  const stays = orderStays(await db.stays.toArray(), now);
  markSavedStays(stays.length > 0);
  return stays;
}

export async function loadStay(bookingId: string, db: RihlaDatabase = offlineDb): Promise<SavedStay | null> {
  return (await db.stays.get(bookingId)) ?? null;
}

/**
 * Saves (or replaces) a stay confirmed by the server (native-copy.ts writes it), creating the
 * database first when there is none.
 */
export async function saveStay(
  answer: BookingDetails,
  options: StayWriteOptions = {},
  db: RihlaDatabase = offlineDb,
): Promise<SavedStay> {
  await db.open();
  const stay = await writeStay(answer, options, db.name);
  if (!stay) throw new Error('The saved stays could not be opened');
  return stay;
}

/** The saved guide photos of a booking, in guide order. */
export function loadPhotos(bookingId: string, db: RihlaDatabase = offlineDb): Promise<SavedPhoto[]> {
  return readPhotos(bookingId, db.name);
}

/**
 * "Remove from this device": the stay, its photos, its extras selection, its check-in forms, and its
 * conversation with the messages still waiting to be sent.
 */
export async function removeStay(bookingId: string, db: RihlaDatabase = offlineDb): Promise<void> {
  const tables = [
    db.stays,
    db.photos,
    db.extrasSelections,
    db.checkInDrafts,
    db.pendingCheckIns,
    db.messageThreads,
    db.pendingMessages,
  ];
  await db.transaction('rw', tables, async () => {
    await db.stays.delete(bookingId);
    await db.photos.where('bookingId').equals(bookingId).delete();
    await db.extrasSelections.delete(bookingId);
    await db.checkInDrafts.where('bookingId').equals(bookingId).delete();
    await db.pendingCheckIns.where('bookingId').equals(bookingId).delete();
    await db.messageThreads.delete(bookingId);
    await db.pendingMessages.where('bookingId').equals(bookingId).delete();
  });
  markSavedStays((await db.stays.count()) > 0);
  clearFirstViewSnapshot();
}
