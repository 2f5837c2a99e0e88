/**
 * The check-in's calls to the device and the server, through src/lib: one adult's form sent now or
 * kept for later (checkin-outbox, through guest-checkin's contract: `calls.guestCheckIn`, the
 * request typed by it), the drafts (checkin-drafts), the stay saved on this device (saved-stays)
 * and the waiting forms.
 */
import type { GuestCheckInRequest } from '@shared/api-types.ts';
import { deliverPendingCheckIns } from '@/lib/checkin-delivery';
import {
  type CheckInDraft,
  type DraftToSave,
  deleteCheckInDraft,
  loadCheckInDrafts,
  saveCheckInDraft,
} from '@/lib/checkin-drafts';
import { type SubmitCheckInOutcome, submitCheckIn, watchPendingCheckIns } from '@/lib/checkin-outbox';
import { loadSavedStays, type SavedStay } from '@/lib/saved-stays';

export type { CheckInDraft, SubmitCheckInOutcome };

/** Sends one adult's form, or keeps it on the device until the connection returns. */
export function sendGuestForm(request: GuestCheckInRequest): Promise<SubmitCheckInOutcome> {
  return submitCheckIn(request);
}

/** The stay saved on this device with this id, or null. */
export async function loadSavedStay(bookingId: string): Promise<SavedStay | null> {
  const stays = await loadSavedStays();
  return stays.find((stay) => stay.bookingId === bookingId) ?? null;
}

export const loadDrafts = (bookingId: string): Promise<CheckInDraft[]> => loadCheckInDrafts(bookingId);
export const saveDraft = (draft: DraftToSave): Promise<CheckInDraft> => saveCheckInDraft(draft);
export const deleteDraft = (bookingId: string, guestIndex: number): Promise<void> =>
  deleteCheckInDraft(bookingId, guestIndex);
export const watchWaitingForms = watchPendingCheckIns;
/** Sends the forms waiting on the device now (back online); answers how many went. */
export const sendWaitingForms = deliverPendingCheckIns;
