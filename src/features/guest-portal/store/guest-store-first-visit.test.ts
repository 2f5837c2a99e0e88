import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineDbName } from '../../../lib/saved-stay-rules';
import { testBooking } from '../../../test/fixtures';

// Whether Dexie's module (the app database's code) was loaded by the store.
const loaded = vi.hoisted(() => ({ offlineDb: false }));
vi.mock('../../../lib/offline-db', async (importOriginal) => {
  loaded.offlineDb = true;
  return importOriginal();
});

const { useGuestStore } = await import('./guest-store');

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
    await useGuestStore.getState().init(null);
    expect(useGuestStore.getState()).toMatchObject({ status: 'idle', booking: null, stays: [] });
    expect(loaded.offlineDb).toBe(false);
    // Nor is an empty database left behind.
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(offlineDbName);
  });

  it('still opens a stay saved on this device when the hint was lost', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    const { saveStay } = await import('../../../lib/offline-db');
    await saveStay(testBooking());
    localStorage.clear();
    loaded.offlineDb = false;
    useGuestStore.setState({ status: 'initializing', booking: null, stays: [] });
    await useGuestStore.getState().init(null);
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { id: 'b-1' } });
  });
});
