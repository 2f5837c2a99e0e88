/**
 * The saved stays read once as the app opens on /guest-portal, started before the rest of the app's
 * code has run, so the door code is on screen in the first render. The read uses IndexedDB's own API
 * on the stays store of the app's one database (schema and writes in offline-db.ts, with Dexie):
 * waiting for Dexie's code first would put its loading on the door code's path. Expired stays are
 * left out here and deleted through offline-db.ts once the page is idle.
 */
import { afterLoadWhenIdle } from './idle';
import { isExpired, offlineDbName, orderStays, type SavedStay, staysStoreName } from './saved-stay-rules';
import { markSavedStays } from './saved-stays-flag';

let staysAtStart: Promise<SavedStay[] | null> | null = null;
let staysAtStartValue: SavedStay[] | null | undefined;

/** Every record of the stays store; none when the database does not exist (and then none is created). */
export async function readAllSavedStays(
  name = offlineDbName,
  { unlessUnlisted = false }: { unlessUnlisted?: boolean } = {},
): Promise<SavedStay[]> {
  // With no hint that it exists, a database the browser does not list is not opened at all: the open
  // would hold up the app's own first open (offline-db.ts) until its aborted upgrade is over. (With
  // the hint, the door code's start skips this extra round trip.)
  if (unlessUnlisted && typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases().catch(() => null);
    if (databases && !databases.some((database) => database.name === name)) return [];
  }
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    // No database yet: the open would create an empty one, which offline-db.ts should create itself.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => {
      if (opening.error?.name === 'AbortError') resolve([]);
      else reject(opening.error);
    };
    opening.onsuccess = () => {
      const db = opening.result;
      db.onversionchange = () => db.close();
      if (!db.objectStoreNames.contains(staysStoreName)) {
        db.close();
        resolve([]);
        return;
      }
      const reading = db.transaction(staysStoreName, 'readonly').objectStore(staysStoreName).getAll();
      reading.onsuccess = () => {
        db.close();
        resolve(reading.result as SavedStay[]);
      };
      reading.onerror = () => {
        db.close();
        reject(reading.error);
      };
    };
  });
}

/**
 * The saved stays still valid, upcoming first, read with IndexedDB's own API (so without loading
 * Dexie's code, and without creating the database when there is none; `unlessUnlisted`: see
 * readAllSavedStays); expired ones are deleted through offline-db.ts once the page is idle.
 */
export function readValidSavedStays(
  now = Date.now(),
  options: { unlessUnlisted?: boolean } = {},
): Promise<SavedStay[]> {
  return readAllSavedStays(offlineDbName, options).then((records) => {
    const stays = orderStays(
      records.filter((stay) => !isExpired(stay, now)),
      now,
    );
    if (stays.length < records.length) {
      afterLoadWhenIdle(() => {
        import('./offline-db')
          .then((db) => db.purgeExpiredStays())
          .catch((error: unknown) => console.warn('Expired stays could not be deleted', error));
      });
    }
    return stays;
  });
}

/**
 * The saved stays still valid, upcoming first; read once, the first call starts the read, before any
 * save, and sets the saved-stays hint to what it found.
 */
export function readStaysAtStart(now = Date.now()): Promise<SavedStay[] | null> {
  staysAtStart ??= readValidSavedStays(now)
    .then((stays) => {
      markSavedStays(stays.length > 0);
      return stays;
    })
    .catch((error: unknown) => {
      console.warn('Saved stays could not be read', error);
      return null;
    })
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
