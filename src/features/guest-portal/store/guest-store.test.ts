import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { readSavedStays } from '@/lib/saved-stays/read-at-start';
import { testBooking } from '@/test/fixtures';
import { useGuestStore } from './guest-store';

const booking = testBooking();

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const initial = useGuestStore.getState();
let fetchSpy: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  useGuestStore.setState(initial, true);
  await offlineDb.stays.clear();
  await offlineDb.photos.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  vi.restoreAllMocks();
});

describe('guest store: find', () => {
  it('refuses an incomplete form without calling the server', async () => {
    expect(await useGuestStore.getState().find({ checkInDate: null, lastName: 'Benali' })).toBe('incomplete');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and the calendar day, then shows and saves the booking', async () => {
    fetchSpy.mockResolvedValue(answer(200, booking));
    expect(await useGuestStore.getState().find({ checkInDate: '2026-11-24', lastName: '  benali ' })).toBe(
      'found',
    );
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ lastName: 'benali', checkInDate: '2026-11-24' });
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { smartLockCode: '4827' } });
    await vi.waitFor(async () => expect(await offlineDb.stays.get('b-1')).toBeTruthy());
  });

  it.each([
    [404, { error: 'nope', code: 'not_found' }, { kind: 'notFound' }],
    [429, { error: 'slow down', code: 'rate_limited' }, { kind: 'rateLimited', limit: 'connection' }],
    [
      429,
      { error: 'slow down', code: 'rate_limited_name' },
      { kind: 'rateLimited', retryAfterSeconds: 600, limit: 'nameAndDate' },
    ],
    [500, { error: 'Internal server error' }, { kind: 'server', serverText: 'Internal server error' }],
  ])('keeps the form with the reason of a %i answer', async (status, body, failure) => {
    fetchSpy.mockResolvedValue(answer(status, body, status === 429 ? { 'Retry-After': '600' } : {}));
    expect(await useGuestStore.getState().find({ checkInDate: '2026-11-24', lastName: 'Benali' })).toBe(
      'failed',
    );
    expect(useGuestStore.getState()).toMatchObject({ status: 'idle', findFailure: failure });
  });

  it('says "offline" and sends nothing when the device has no connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await useGuestStore.getState().find({ checkInDate: '2026-11-24', lastName: 'Benali' })).toBe(
      'offline',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(useGuestStore.getState().findFailure).toEqual({ kind: 'offline' });
  });

  it('opens with the saved stay at once, without waiting for the network', async () => {
    fetchSpy.mockReturnValue(new Promise(() => undefined));
    await offlineDb.stays.put({
      bookingId: 'b-1',
      booking,
      updatedAt: 1,
      expiresAt: Date.parse('2099-12-01'),
    });
    await useGuestStore.getState().init(null, readSavedStays());
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { id: 'b-1' }, updatedAt: 1 });
  });
});
