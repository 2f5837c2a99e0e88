/**
 * The saved stays read once as the app opens on /guest-portal, started before React renders so the
 * door code is on screen in the first render. IndexedDB code (Dexie) loads only for this read.
 */
import type { SavedStay } from './offline-db';

let staysAtStart: Promise<SavedStay[] | null> | null = null;
let staysAtStartValue: SavedStay[] | null | undefined;

export function readStaysAtStart(): Promise<SavedStay[] | null> {
  staysAtStart ??= import('./offline-db')
    .then((db) => db.loadStays())
    .catch(() => null)
    .then((stays) => {
      staysAtStartValue = stays;
      return stays;
    });
  return staysAtStart;
}

/** The stays `readStaysAtStart` found, once it has answered (undefined before, null if it failed). */
export function staysReadAtStartIfDone(): SavedStay[] | null | undefined {
  return staysAtStartValue;
}
