import type { CodeRelease } from '@shared/api-types.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { readSavedStays } from '@/lib/saved-stays/read-at-start';
import { savedStaysHintKey } from '@/lib/saved-stays/snapshot-rules';
import { testBooking } from '@/test/fixtures';
import { useGuestStore } from './guest-store';

/**
 * The door code's release and expiry on the device: the server's answer replaces the copy, and time
 * takes the code away.
 */
const release = (overrides: Partial<CodeRelease> = {}): CodeRelease => ({
  state: 'released',
  releasesAt: '2099-11-20T14:00:00.000Z',
  requiresCheckIn: true,
  expiresAt: '2099-11-28T23:00:00.000Z',
  timeZone: 'Africa/Casablanca',
  ...overrides,
});
const released = testBooking({ backupDoorCode: '731904', codeRelease: release() });

const initial = useGuestStore.getState();
let fetchSpy: ReturnType<typeof vi.spyOn>;
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  useGuestStore.setState(initial, true);
  await offlineDb.stays.clear();
  localStorage.clear();
  await offlineDb.stays.put({
    bookingId: released.id,
    booking: released,
    updatedAt: 1,
    expiresAt: Date.parse('2099-12-01'),
  });
  localStorage.setItem(savedStaysHintKey, '1');
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  vi.restoreAllMocks();
});

describe('guest store: the door code’s release on this device', () => {
  it('keeps no older code when the server withholds it again (the answer replaces the copy)', async () => {
    const withheld = { ...released, smartLockCode: null, codeRelease: release({ state: 'waiting' }) };
    delete withheld.backupDoorCode;
    fetchSpy.mockResolvedValue(answer(withheld));
    await useGuestStore.getState().init(null, readSavedStays());
    await vi.waitFor(() => expect(useGuestStore.getState().booking?.smartLockCode).toBeNull());
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    const saved = (await offlineDb.stays.get('b-1'))?.booking;
    expect(saved?.smartLockCode).toBeNull();
    expect(saved).not.toHaveProperty('backupDoorCode');
    expect(useGuestStore.getState().stays[0]?.booking.smartLockCode).toBeNull();
  });

  it('takes an expired code off the screen and the device when its time comes, offline', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await useGuestStore.getState().init(null, readSavedStays());
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    expect(useGuestStore.getState().booking?.smartLockCode).toBe('4827');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2099-11-28T23:00:00Z'));
    try {
      await useGuestStore.getState().codeTimeReached('b-1');
    } finally {
      vi.useRealTimers();
    }
    const { booking, stays } = useGuestStore.getState();
    expect(booking?.smartLockCode).toBeNull();
    expect(booking).not.toHaveProperty('backupDoorCode');
    expect(stays[0]?.booking.smartLockCode).toBeNull();
    const saved = (await offlineDb.stays.get('b-1'))?.booking;
    expect(saved?.smartLockCode).toBeNull();
    expect(saved).not.toHaveProperty('backupDoorCode');
  });
});
