/**
 * The app's one IndexedDB database (schema in ../offline-db.ts, made by Dexie) opened with
 * IndexedDB's own API, for what the stay view does on every start and refresh (read the stays and
 * their photos, save the server's answer): Dexie's code then stays off the door code's path. A
 * database that does not exist is never created here (Dexie creates it, with its schema).
 */

/**
 * Opens the database when it exists with every store named; else null (and nothing is created).
 * `unlessUnlisted`: a database the browser does not list is not even opened (the open would hold up
 * the app's own first open in offline-db.ts until its aborted upgrade is over).
 */
export async function openExistingDatabase(
  name: string,
  stores: string[],
  { unlessUnlisted = false }: { unlessUnlisted?: boolean } = {},
): Promise<IDBDatabase | null> {
  if (unlessUnlisted && typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases().catch(() => null);
    if (databases && !databases.some((database) => database.name === name)) return null;
  }
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    // No database yet: the open would create an empty one, which offline-db.ts should create itself.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => {
      if (opening.error?.name === 'AbortError') resolve(null);
      else reject(opening.error);
    };
    opening.onsuccess = () => {
      const db = opening.result;
      // Dexie opening a newer version waits for no one: this connection steps aside.
      db.onversionchange = () => db.close();
      if (stores.every((store) => db.objectStoreNames.contains(store))) {
        resolve(db);
      } else {
        db.close();
        resolve(null);
      }
    };
  });
}

/** A request's result, once it has succeeded. */
export function resultOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves when the transaction has committed; rejects when it fails or is aborted. */
export function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Aborted', 'AbortError'));
  });
}
