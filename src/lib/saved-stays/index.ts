/**
 * The saved stays, behind one door. A stay a guest has found is kept on this device in three forms:
 * the stay itself with its guide photos in IndexedDB (read and written with IndexedDB's own API on
 * the stay view's path: read-at-start.ts, native-copy.ts; device-copy.ts with Dexie creates the
 * database on a first save, removes stays and deletes what has expired), a one-byte hint in
 * localStorage that there is one (hint.ts), and the door code's first view as markup (snapshot.ts,
 * restored by the boot before the app runs). As the app opens on the guest portal, the boot starts
 * the read (read-at-start.ts) and the guest portal takes it as data: `startReadingSavedStays`, then
 * `takeSavedStaysRead`.
 */
import type { BookingDetails } from '@shared/api-types.ts';
import type { MessageItem, SavedPhoto, SavedThread } from '../offline-db';
import { forgetStayChangeNotice } from '../stay-change-notices';
import { markSavedStays } from './hint';
import type { StayWriteOptions } from './native-copy';
import { readSavedStays, readValidSavedStays, type SavedStaysRead } from './read-at-start';
import type { SavedStay } from './rules';

export { hasSavedStays } from './hint';
export type { SavedStaysRead } from './read-at-start';
export {
  codeHasExpired,
  codeReleaseOf,
  firstStayAt,
  firstStayStableUntil,
  type SavedStay,
  withoutExpiredCode,
} from './rules';
export { clearDoorCodeRequest, doorCodeRequestedEarly, saveFirstViewSnapshot } from './snapshot';
export type { MessageItem, SavedPhoto, SavedThread };

const deviceCopy = () => import('./device-copy');
const nativeCopy = () => import('./native-copy');
const threadCopy = () => import('./thread-copy');

let readAtStart: SavedStaysRead | null = null;

/** Called by the boot as the app opens on the guest portal: the read overlaps with the app's start. */
export function startReadingSavedStays(): SavedStaysRead {
  readAtStart ??= readSavedStays();
  return readAtStart;
}

/** The read the boot started, if any and not taken yet (the first view decides with it). */
export function savedStaysReadAtStart(): SavedStaysRead | null {
  return readAtStart;
}

/** For a guest-portal view: the read started as the app opened, once; a later view reads afresh. */
export function takeSavedStaysRead(): SavedStaysRead {
  const read = readAtStart ?? readSavedStays();
  readAtStart = null;
  return read;
}

/**
 * The saved stays still valid, upcoming first, without expired door codes (read with IndexedDB's own
 * API; what has expired is deleted once the page is idle).
 */
export const loadSavedStays = async (): Promise<SavedStay[]> => {
  const stays = await readValidSavedStays();
  markSavedStays(stays.length > 0);
  return stays;
};

/**
 * Saves or replaces a stay the server confirmed, with its guide photos when given (the answer
 * replaces the copy). Dexie's code loads only to create the database on a first save.
 */
export const keepStay = async (booking: BookingDetails, options?: StayWriteOptions): Promise<SavedStay> =>
  (await (await nativeCopy()).writeStay(booking, options)) ?? (await deviceCopy()).saveStay(booking, options);

/**
 * The server refused the stay's guest token (or it has none): the saved stay keeps showing, without
 * the token, until a new lookup gives one. Answers the stay as now saved (null: not saved here).
 */
export const forgetGuestAccess = async (bookingId: string): Promise<SavedStay | null> =>
  (await nativeCopy()).dropGuestAccess(bookingId);

/** Takes expired door codes (and their backups) out of the saved stays: the ids of the stays changed. */
export const forgetExpiredDoorCodes = async (now?: number): Promise<string[]> =>
  (await deviceCopy()).forgetExpiredCodes(now);

/** "Remove from this device": the stay, its photos, its extras selection, its forms and its conversation. */
export const removeSavedStay = async (bookingId: string): Promise<void> => {
  forgetStayChangeNotice(bookingId);
  await (await deviceCopy()).removeStay(bookingId);
};

/** The guide photos saved with a stay, in guide order. */
export const loadSavedPhotos = async (bookingId: string): Promise<SavedPhoto[]> =>
  (await nativeCopy()).readPhotos(bookingId);

/** Loads the database code and opens the database ahead of a first save, so the save is quick. */
export const getReadyToKeepStays = (): Promise<void> => deviceCopy().then((copy) => copy.openOfflineDb());

/** The stay's conversation with its host as last saved on this device (issue 44), or null. */
export const loadSavedThread = async (bookingId: string): Promise<SavedThread | null> =>
  (await threadCopy()).readThread(bookingId);

/** Saves the server's answer as the stay's conversation (nothing is written when nothing changed). */
export const keepThread = async (thread: Omit<SavedThread, 'updatedAt'>): Promise<void> =>
  (await threadCopy()).writeThread(thread);

/** A message the server took from this device, added to the stay's saved conversation. */
export const keepSentMessage = async (bookingId: string, message: MessageItem): Promise<void> =>
  (await threadCopy()).addSentMessage(bookingId, message);
