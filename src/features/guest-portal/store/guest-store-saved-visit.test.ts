import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineDbName } from '@/lib/saved-stays/rules';
import { testBooking } from '@/test/fixtures';

// Whether the saved stays' Dexie modules (the app database's code) were loaded since the store was.
const loaded = { dexie: false };

/** The store and the modules it imports, loaded afresh: each test starts as a page load does. */
async function freshStore() {
  vi.resetModules();
  loaded.dexie = false;
  for (const path of ['@/lib/saved-stays/device-copy', '@/lib/offline-db']) {
    vi.doMock(path, async (importOriginal) => {
      loaded.dexie = true;
      return importOriginal();
    });
  }
  const { useGuestStore } = await import('./guest-store');
  const { readSavedStays } = await import('@/lib/saved-stays/read-at-start');
  const { loadSavedPhotos } = await import('@/lib/saved-stays');
  return {
    useGuestStore,
    loadSavedPhotos,
    init: () => useGuestStore.getState().init(null, readSavedStays()),
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.doUnmock('@/lib/saved-stays/device-copy');
  vi.doUnmock('@/lib/offline-db');
  localStorage.clear();
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(offlineDbName);
    deleting.onsuccess = deleting.onerror = resolve;
  });
});

describe('guest store: a stay saved on this device, opened again', () => {
  it('opens, refreshes and saves the server’s answer, and reads its photos, without the database code', async () => {
    const saved = testBooking({ propertyImageUrls: ['/guide/1.webp'] });
    const { saveStay } = await import('@/lib/saved-stays/device-copy');
    await saveStay(saved, {
      now: 1,
      photos: [{ index: 0, url: '/guide/1.webp', blob: new Blob(['photo']) }],
    });
    const refreshed = { ...saved, propertyName: 'Riad Yasmine (refreshed)' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).includes('/functions/v1/')
        ? new Response(JSON.stringify(refreshed), { headers: { 'Content-Type': 'application/json' } })
        : new Response(new Blob(['photo again'], { type: 'image/webp' })),
    );

    const { useGuestStore, loadSavedPhotos, init } = await freshStore();
    await init();
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { id: 'b-1' } });
    await vi.waitFor(() =>
      expect(useGuestStore.getState().stays[0]?.booking.propertyName).toBe('Riad Yasmine (refreshed)'),
    );
    await vi.waitFor(() => expect(useGuestStore.getState().photosVersion).toBe(1));
    expect((await loadSavedPhotos('b-1')).map((photo) => photo.url)).toEqual(['/guide/1.webp']);
    expect(useGuestStore.getState().booking?.propertyName).toBe('Riad Yasmine (refreshed)');
    expect(useGuestStore.getState().updatedAt).toBeGreaterThan(1);
    expect(loaded.dexie).toBe(false);
  });

  it('shows the device copy another page updated when the guest comes back to the stay (online check-in)', async () => {
    const waiting = testBooking({ smartLockCode: null });
    const { saveStay } = await import('@/lib/saved-stays/device-copy');
    await saveStay(waiting, { now: 1 });
    // Offline: only the device speaks.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { useGuestStore, init } = await freshStore();
    await init();
    expect(useGuestStore.getState().booking?.smartLockCode).toBeNull();

    // The check-in page saved the server's answer, with the code now released.
    await saveStay({ ...waiting, smartLockCode: '5291' }, { now: 2 });
    const { readSavedStays } = await import('@/lib/saved-stays/read-at-start');
    await useGuestStore.getState().init(null, readSavedStays());
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { smartLockCode: '5291' } });
  });
});
