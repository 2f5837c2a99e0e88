/**
 * The guest's extras selection per booking, kept on the device (IndexedDB, table extrasSelections)
 * so it survives a reload until paid. Failures to read or write never break the page.
 */
import type { SelectedExtra } from '@shared/api-types.ts';
import { offlineDb } from './offline-db';

export async function loadSavedExtras(bookingId: string): Promise<unknown[]> {
  try {
    const row = await offlineDb.extrasSelections.get(bookingId);
    return Array.isArray(row?.selected) ? row.selected : [];
  } catch {
    return [];
  }
}

/** Stores the selection; an empty one removes the booking's entry. */
export async function saveExtrasSelection(bookingId: string, selected: SelectedExtra[]): Promise<void> {
  try {
    if (selected.length === 0) await offlineDb.extrasSelections.delete(bookingId);
    else await offlineDb.extrasSelections.put({ bookingId, selected, updatedAt: Date.now() });
  } catch {
    // Private mode or a full disk: the selection still lives in memory for this visit.
  }
}
