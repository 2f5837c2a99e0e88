/**
 * The online check-in's forms as the guests type them, kept on this device (IndexedDB, table
 * `checkInDrafts` of offline-db.ts) so a form started on the plane is there on landing. One draft
 * per booking and guest; it holds personal data, so it goes as soon as the form is sent, when the
 * stay is over (the same expiry as a saved stay), or when the guest removes the stay.
 */
import { type CheckInDraft, type GuestDeclarationDraft, offlineDb, type RihlaDatabase } from './offline-db';
import { stayExpiresAt } from './saved-stays/rules';

export type { CheckInDraft, CheckInRefusal, GuestDeclarationDraft } from './offline-db';

export interface DraftToSave {
  bookingId: string;
  guestIndex: number;
  guest: GuestDeclarationDraft;
  adults: number;
  consent: boolean;
  /** YYYY-MM-DD: the draft is deleted after the stay, as the saved stay is. */
  checkOutDate: string;
}

interface Options {
  db?: RihlaDatabase;
  now?: number;
}

/** Saves (or replaces) a guest's draft; a refusal from an earlier send is cleared by the new typing. */
export async function saveCheckInDraft(draft: DraftToSave, options: Options = {}): Promise<CheckInDraft> {
  const db = options.db ?? offlineDb;
  const { checkOutDate, ...rest } = draft;
  const record: CheckInDraft = {
    ...rest,
    updatedAt: options.now ?? Date.now(),
    expiresAt: stayExpiresAt({ checkOutDate }),
  };
  await db.checkInDrafts.put(record);
  return record;
}

/** Deletes every draft whose stay is over; answers how many went. */
export function purgeExpiredCheckInDrafts(options: Options = {}): Promise<number> {
  const db = options.db ?? offlineDb;
  return db.checkInDrafts
    .where('expiresAt')
    .belowOrEqual(options.now ?? Date.now())
    .delete();
}

/** The booking's drafts still valid, by guest number (expired ones deleted on the way). */
export async function loadCheckInDrafts(bookingId: string, options: Options = {}): Promise<CheckInDraft[]> {
  const db = options.db ?? offlineDb;
  await purgeExpiredCheckInDrafts(options);
  const drafts = await db.checkInDrafts.where('bookingId').equals(bookingId).toArray();
  return drafts.sort((a, b) => a.guestIndex - b.guestIndex);
}

export async function loadCheckInDraft(
  bookingId: string,
  guestIndex: number,
  db: RihlaDatabase = offlineDb,
): Promise<CheckInDraft | null> {
  return (await db.checkInDrafts.get([bookingId, guestIndex])) ?? null;
}

/** After the form was sent: the personal data leaves the device. */
export async function deleteCheckInDraft(
  bookingId: string,
  guestIndex: number,
  db: RihlaDatabase = offlineDb,
): Promise<void> {
  await db.checkInDrafts.delete([bookingId, guestIndex]);
}

/** Every draft of a booking ("Remove from this device"). */
export async function deleteCheckInDrafts(bookingId: string, db: RihlaDatabase = offlineDb): Promise<void> {
  await db.checkInDrafts.where('bookingId').equals(bookingId).delete();
}

/** Marks a guest's draft as refused by the server (a form sent from the outbox), to be corrected. */
export async function markCheckInDraftRefused(
  bookingId: string,
  guestIndex: number,
  refusal: CheckInDraft['refusal'],
  db: RihlaDatabase = offlineDb,
): Promise<void> {
  await db.checkInDrafts.update([bookingId, guestIndex], { refusal });
}
