/**
 * Opening a personal link (issue 45): the stay the server answers is shown and saved on the device
 * as a found booking, and a page opened afterwards keeps it on screen even with other stays saved;
 * an unknown link leaves the find form with the lookup's "couldn't find" failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineDbName } from '@/lib/saved-stays/rules';
import { testBooking } from '@/test/fixtures';

async function freshStore() {
  vi.resetModules();
  const { useGuestStore } = await import('./guest-store');
  const { openLinkedStay } = await import('./guest-link-open');
  const { readSavedStays } = await import('@/lib/saved-stays/read-at-start');
  return { useGuestStore, openLinkedStay, init: () => useGuestStore.getState().init(null, readSavedStays()) };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await new Promise((resolve) => {
    const deleting = indexedDB.deleteDatabase(offlineDbName);
    deleting.onsuccess = deleting.onerror = resolve;
  });
});

describe('guest store: a personal link', () => {
  it('shows and saves the linked stay, and the page opened next keeps it over another saved stay', async () => {
    const { saveStay } = await import('@/lib/saved-stays/device-copy');
    await saveStay(testBooking({ id: 'b-other', checkInDate: '2026-01-02' }));
    const linked = testBooking({
      id: 'b-linked',
      guestAccess: { token: 'g.t.k', expiresAt: '2099-01-01T00:00:00.000Z' },
    });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, linked));
    const { useGuestStore, openLinkedStay, init } = await freshStore();
    const opening = openLinkedStay('T'.repeat(43));
    expect(useGuestStore.getState().status).toBe('loading');
    expect(await opening).toBe('found');
    // The guest portal's page mounts (after the answer, on a slow device): the linked stay stays on screen.
    await init();
    const [url, request] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/functions\/v1\/open-guest-link$/);
    expect(JSON.parse(String(request?.body))).toEqual({ token: 'T'.repeat(43) });
    await vi.waitFor(() =>
      expect(
        useGuestStore
          .getState()
          .stays.map((stay) => stay.bookingId)
          .sort(),
      ).toEqual(['b-linked', 'b-other']),
    );
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { id: 'b-linked' } });
    // Saved as a lookup saves it: a page load opens it from the device.
    const again = await freshStore();
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
    await again.init();
    expect(again.useGuestStore.getState().stays.map((stay) => stay.bookingId)).toContain('b-linked');
  });

  it('an unknown link leaves the find form with the lookup’s not-found failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      answer(404, { error: "We couldn't find a booking with those details.", code: 'not_found' }),
    );
    const { saveStay } = await import('@/lib/saved-stays/device-copy');
    await saveStay(testBooking({ id: 'b-other' }));
    const { useGuestStore, openLinkedStay, init } = await freshStore();
    expect(await openLinkedStay('U'.repeat(43))).toBe('failed');
    await init();
    expect(useGuestStore.getState()).toMatchObject({
      status: 'idle',
      booking: null,
      findFailure: { kind: 'notFound' },
    });
    await vi.waitFor(() =>
      expect(useGuestStore.getState().stays.map((stay) => stay.bookingId)).toEqual(['b-other']),
    );
    expect(useGuestStore.getState().status).toBe('idle');
  });
});
