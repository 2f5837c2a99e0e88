/**
 * The saved stays read as a guest-portal view opens, with IndexedDB's own API on the stays store of
 * the app's one database (schema in ../offline-db.ts, writes in device-copy.ts with Dexie): waiting
 * for Dexie's code first would put its loading on the door code's path. Expired stays are left out
 * here, and expired door codes taken out, and both are deleted through device-copy.ts once the page
 * is idle.
 */
import { afterLoadWhenIdle } from '../idle';
import { hasSavedStays, markSavedStays } from './hint';
import { openExistingDatabase, resultOf } from './native-db';
import {
  isExpired,
  offlineDbName,
  orderStays,
  type SavedStay,
  staysStoreName,
  withoutExpiredCode,
} from './rules';

/** Every record of the stays store; none when the database does not exist (and then none is created). */
export async function readAllSavedStays(
  name = offlineDbName,
  options: { unlessUnlisted?: boolean } = {},
): Promise<SavedStay[]> {
  // With the hint that stays are saved, the door code's start skips the check that the browser lists it.
  const db = await openExistingDatabase(name, [staysStoreName], options);
  if (!db) return [];
  try {
    return await resultOf(
      db.transaction(staysStoreName, 'readonly').objectStore(staysStoreName).getAll() as IDBRequest<
        SavedStay[]
      >,
    );
  } finally {
    db.close();
  }
}

/**
 * The saved stays still valid, upcoming first, read with IndexedDB's own API (so without loading
 * Dexie's code, and without creating the database when there is none; `unlessUnlisted`: see
 * readAllSavedStays), without the door codes past their expiry; expired stays and codes are deleted
 * through offline-db.ts once the page is idle.
 */
export function readValidSavedStays(
  now = Date.now(),
  options: { unlessUnlisted?: boolean } = {},
): Promise<SavedStay[]> {
  return readAllSavedStays(offlineDbName, options).then((records) => {
    let codesExpired = false;
    const valid = records
      .filter((stay) => !isExpired(stay, now))
      .map((stay) => {
        const booking = withoutExpiredCode(stay.booking, now);
        if (booking === stay.booking) return stay;
        codesExpired = true;
        return { ...stay, booking };
      });
    if (valid.length < records.length || codesExpired) {
      afterLoadWhenIdle(() => {
        import('./device-copy')
          .then(async (db) => {
            await db.purgeExpiredStays(now);
            await db.forgetExpiredCodes(now);
          })
          .catch((error: unknown) => console.warn('Expired stays could not be deleted', error));
      });
    }
    return orderStays(valid, now);
  });
}

/** What the app knows of the saved stays as a guest-portal view opens. */
export interface SavedStaysRead {
  /** The stays known without waiting (read already, or none by the device's hint); undefined while reading. */
  known(): SavedStay[] | undefined;
  /** The stays once read; never fails (a failed read falls back to Dexie, then to none). */
  stays: Promise<SavedStay[]>;
}

/**
 * Reads the saved stays for a guest-portal view. With the hint that stays are saved, the read starts
 * at once with IndexedDB's own API. With none (a first visit), none are known at once, and the
 * database is still checked once the page is idle, unless the browser does not list it: a stay found
 * there after all (the hint lost) is then listed.
 */
export function readSavedStays(now = Date.now()): SavedStaysRead {
  let value: SavedStay[] | undefined;
  if (!hasSavedStays()) {
    const stays = new Promise<SavedStay[]>((resolve) =>
      afterLoadWhenIdle(() => {
        readValidSavedStays(Date.now(), { unlessUnlisted: true })
          .then((found) => {
            if (found.length > 0) markSavedStays(true);
            resolve(found);
          })
          .catch((error: unknown) => {
            console.warn('Saved stays are unavailable', error);
            resolve([]);
          });
      }),
    );
    return { known: () => [], stays };
  }
  const stays = readValidSavedStays(now)
    .then((found) => {
      markSavedStays(found.length > 0);
      return found;
    })
    .catch(async (error: unknown) => {
      console.warn('Saved stays could not be read', error);
      return (await import('./device-copy')).loadStays().catch(() => []);
    })
    .then((found) => {
      value = found;
      return found;
    });
  return { known: () => value, stays };
}
