import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineDbName } from '@/lib/saved-stays/rules';
import { testBooking } from '@/test/fixtures';

// Whether the saved stays' Dexie module (the app database's code) was loaded since the store was.
const loaded = { offlineDb: false };

/** The store and the modules it imports, loaded afresh: each test starts as a page load does. */
async function freshStore() {
  vi.resetModules();
  loaded.offlineDb = false;
  vi.doMock('@/lib/saved-stays/device-copy', async (importOriginal) => {
    loaded.offlineDb = true;
    return importOriginal();
  });
  const { useGuestStore } = await import('./guest-store');
  const { readSavedStays } = await import('@/lib/saved-stays/read-at-start');
  return { useGuestStore, init: () => useGuestStore.getState().init(null, readSavedStays()) };
}

afterEach(async () => {
  vi.restoreAllMocks();
  loaded.offlineDb = false;
  localStorage.clear();
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(offlineDbName);
    deleting.onsuccess = deleting.onerror = resolve;
  });
});

describe('guest store: a first visit to the guest portal', () => {
  it('shows the find form and checks the device without loading the database code', async () => {
    const { useGuestStore, init } = await freshStore();
    await init();
    expect(useGuestStore.getState()).toMatchObject({ status: 'idle', booking: null, stays: [] });
    expect(loaded.offlineDb).toBe(false);
    // Nor is an empty database left behind.
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(offlineDbName);
  });

  it('still opens a stay saved on this device when the hint was lost', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    const { saveStay } = await import('@/lib/saved-stays/device-copy');
    await saveStay(testBooking());
    localStorage.clear();
    const { useGuestStore, init } = await freshStore();
    await init();
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { id: 'b-1' } });
  });

  it('loads the database code while a lookup is on its way, to save the stay found at once', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    const { useGuestStore, init } = await freshStore();
    await init();
    expect(loaded.offlineDb).toBe(false);
    void useGuestStore.getState().find({ checkInDate: '2026-11-24', lastName: 'Benali' });
    await vi.waitFor(() => expect(loaded.offlineDb).toBe(true));
    expect(useGuestStore.getState().status).toBe('loading');
  });

  it('opens the database as the guest gets ready to find, so the first save does not wait for it', async () => {
    const { useGuestStore, init } = await freshStore();
    await init();
    useGuestStore.getState().getReadyToSave();
    await vi.waitFor(async () =>
      expect((await indexedDB.databases()).map((db) => db.name)).toContain(offlineDbName),
    );
    expect(loaded.offlineDb).toBe(true);
  });
});
