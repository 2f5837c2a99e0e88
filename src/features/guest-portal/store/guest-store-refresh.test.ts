import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { readSavedStays } from '@/lib/saved-stays/read-at-start';
import { firstViewStorageKey, savedStaysHintKey } from '@/lib/saved-stays/snapshot-rules';
import { testBooking } from '@/test/fixtures';
import { useGuestStore } from './guest-store';

/**
 * The background refresh of a saved stay: a booking the host cancelled answers as a miss (404
 * `not_found`), and the device then forgets its copy (the stay, its photos, the hint and the saved
 * first view); any other failure keeps it, and a payment return with a bad id never hides it.
 */
const booking = testBooking();
const other = testBooking({
  id: 'b-2',
  bookingId: 'b-2',
  checkInDate: '2099-01-10',
  checkOutDate: '2099-01-12',
});

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const miss = () =>
  answer(404, { error: 'We couldn’t find a booking with those details.', code: 'not_found' });

const initial = useGuestStore.getState();
let fetchSpy: ReturnType<typeof vi.spyOn>;

async function saveOnDevice(...stays: (typeof booking)[]) {
  for (const stay of stays) {
    await offlineDb.stays.put({
      bookingId: stay.id,
      booking: stay,
      updatedAt: 1,
      expiresAt: Date.parse('2099-12-01'),
    });
    await offlineDb.photos.put({
      key: `${stay.id}:0`,
      bookingId: stay.id,
      index: 0,
      url: '/guide/1.webp',
      blob: new Blob(['x']),
    });
  }
  localStorage.setItem(savedStaysHintKey, '1');
  localStorage.setItem(firstViewStorageKey, '{"saved":"first view"}');
}
const bodyOf = (call: unknown) => JSON.parse(String((call as [string, RequestInit])[1].body));

beforeEach(async () => {
  useGuestStore.setState(initial, true);
  await offlineDb.stays.clear();
  await offlineDb.photos.clear();
  localStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  vi.restoreAllMocks();
});

describe('guest store: the refresh of a saved stay', () => {
  it('forgets a stay the server no longer has, and shows the find form', async () => {
    await saveOnDevice(booking);
    fetchSpy.mockResolvedValue(miss());
    await useGuestStore.getState().init(null, readSavedStays());
    expect(bodyOf(fetchSpy.mock.calls[0])).toEqual({ bookingId: 'b-1', guestToken: 'guest-token-b-1' });
    await vi.waitFor(() =>
      expect(useGuestStore.getState()).toMatchObject({ status: 'idle', booking: null, stays: [] }),
    );
    expect(await offlineDb.stays.count()).toBe(0);
    expect(await offlineDb.photos.count()).toBe(0);
    expect(localStorage.getItem(savedStaysHintKey)).toBeNull();
    expect(localStorage.getItem(firstViewStorageKey)).toBeNull();
  });

  it('opens the next saved stay when the one on screen is gone', async () => {
    await saveOnDevice(booking, other);
    fetchSpy.mockImplementation(async (_url: unknown, init?: RequestInit) =>
      JSON.parse(String(init?.body)).bookingId === 'b-1' ? miss() : answer(200, other),
    );
    await useGuestStore.getState().init(null, readSavedStays());
    await vi.waitFor(() =>
      expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { id: 'b-2' } }),
    );
    expect(useGuestStore.getState().stays.map((stay) => stay.bookingId)).toEqual(['b-2']);
    expect(await offlineDb.photos.where('bookingId').equals('b-2').count()).toBe(1);
    expect(localStorage.getItem(savedStaysHintKey)).toBe('1');
  });

  it.each([
    ['rate limited', () => answer(429, { error: 'Too many attempts.', code: 'rate_limited' })],
    ['a server error', () => answer(500, { error: 'Something went wrong', code: 'server_error' })],
    [
      'a 404 that is not the function’s',
      () => answer(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }),
    ],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the stay when the refresh is %s', async (_name, reply) => {
    await saveOnDevice(booking);
    fetchSpy.mockImplementation(reply as () => Promise<Response>);
    await useGuestStore.getState().init(null, readSavedStays());
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { id: 'b-1' } });
    expect(await offlineDb.stays.get('b-1')).toBeTruthy();
    expect(localStorage.getItem(firstViewStorageKey)).not.toBeNull();
  });

  it('never hides a saved stay on a payment return with a bad id', async () => {
    await saveOnDevice(booking);
    fetchSpy.mockImplementation(async (_url: unknown, init?: RequestInit) =>
      JSON.parse(String(init?.body)).bookingId === 'b-1' ? answer(200, booking) : miss(),
    );
    await useGuestStore
      .getState()
      .init({ kind: 'success', bookingId: 'not-a-booking', returnToken: 'return-token' }, readSavedStays());
    expect(useGuestStore.getState()).toMatchObject({
      status: 'found',
      booking: { id: 'b-1' },
      paymentFailure: { kind: 'notFound' },
    });
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    expect(fetchSpy.mock.calls.map(bodyOf)).toEqual([
      { bookingId: 'not-a-booking', returnToken: 'return-token' },
      { bookingId: 'b-1', guestToken: 'guest-token-b-1' },
    ]);
    expect(await offlineDb.stays.get('b-1')).toBeTruthy();
    expect(useGuestStore.getState().stays.map((stay) => stay.bookingId)).toEqual(['b-1']);
  });

  it('asks nothing for a payment return with an id alone and no token (it opens nothing), and keeps the stay', async () => {
    await saveOnDevice(booking);
    fetchSpy.mockResolvedValue(answer(200, booking));
    await useGuestStore
      .getState()
      .init({ kind: 'success', bookingId: 'not-a-booking', returnToken: null }, readSavedStays());
    expect(useGuestStore.getState()).toMatchObject({
      status: 'found',
      booking: { id: 'b-1' },
      paymentFailure: { kind: 'findAgain' },
    });
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    expect(fetchSpy.mock.calls.map(bodyOf)).toEqual([{ bookingId: 'b-1', guestToken: 'guest-token-b-1' }]);
  });
});
