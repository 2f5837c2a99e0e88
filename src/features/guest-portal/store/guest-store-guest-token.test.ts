import type { BookingDetails } from '@shared/api-types.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { readSavedStays } from '@/lib/saved-stays/read-at-start';
import { savedStaysHintKey } from '@/lib/saved-stays/snapshot-rules';
import { testBooking } from '@/test/fixtures';
import { useGuestStore } from './guest-store';

/**
 * The guest token (issue 41) in the guest portal's store: a saved stay refreshes with it, a stay
 * saved before tokens (or whose token is refused) keeps showing and is not asked for, a new lookup
 * brings a token back, and a payment return proves itself with the saved token or the address's
 * return token.
 */
const withToken = testBooking();
const beforeTokens = testBooking({ guestAccess: undefined });
const fresh = { token: 'fresh-token', expiresAt: '2099-11-29T00:00:00.000Z' };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const refused = () =>
  answer(401, { error: 'Please find your booking again to continue.', code: 'guest_token_invalid' });
const bodyOf = (call: unknown) => JSON.parse(String((call as [string, RequestInit])[1].body));

const initial = useGuestStore.getState();
let fetchSpy: ReturnType<typeof vi.spyOn>;

async function saveOnDevice(booking: BookingDetails) {
  await offlineDb.stays.put({
    bookingId: booking.id,
    booking,
    updatedAt: 1,
    expiresAt: Date.parse('2099-12-01'),
  });
  localStorage.setItem(savedStaysHintKey, '1');
}
const requests = () => fetchSpy.mock.calls.map(bodyOf);
const settled = () => vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));

beforeEach(async () => {
  useGuestStore.setState(initial, true);
  await offlineDb.stays.clear();
  localStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  vi.restoreAllMocks();
});

describe('guest store: the guest token', () => {
  it('a stay saved before tokens opens as saved and is not asked for (an id alone would read as cancelled)', async () => {
    await saveOnDevice(beforeTokens);
    await useGuestStore.getState().init(null, readSavedStays());
    await settled();
    expect(useGuestStore.getState()).toMatchObject({
      status: 'found',
      booking: { id: 'b-1', smartLockCode: '4827' },
    });
    expect(useGuestStore.getState().booking?.guestAccess).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await offlineDb.stays.get('b-1')).toBeTruthy();
  });

  it('a refused token: the stay keeps showing as it was, without the token, on screen and on the device', async () => {
    await saveOnDevice(withToken);
    fetchSpy.mockImplementation(async () => refused());
    await useGuestStore.getState().init(null, readSavedStays());
    await vi.waitFor(async () =>
      expect((await offlineDb.stays.get('b-1'))?.booking.guestAccess).toBeUndefined(),
    );
    await settled();
    expect(requests()).toEqual([{ bookingId: 'b-1', guestToken: 'guest-token-b-1' }]);
    const state = useGuestStore.getState();
    expect(state).toMatchObject({ status: 'found', updatedAt: 1, booking: { smartLockCode: '4827' } });
    expect(state.booking?.guestAccess).toBeUndefined();
    expect(state.stays[0]?.booking.guestAccess).toBeUndefined();
    expect((await offlineDb.stays.get('b-1'))?.updatedAt).toBe(1);

    // Opened again: nothing is asked until a new lookup.
    await useGuestStore.getState().refresh('b-1');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('one new lookup brings a token back: saved with the stay, and the next refresh sends it', async () => {
    await saveOnDevice(beforeTokens);
    await useGuestStore.getState().init(null, readSavedStays());
    fetchSpy.mockImplementation(async () => answer(200, { ...withToken, guestAccess: fresh }));
    expect(await useGuestStore.getState().find({ lastName: 'Benali', checkInDate: '2026-11-24' })).toBe(
      'found',
    );
    await vi.waitFor(async () =>
      expect((await offlineDb.stays.get('b-1'))?.booking.guestAccess).toEqual(fresh),
    );
    expect(useGuestStore.getState().booking?.guestAccess).toEqual(fresh);
    await useGuestStore.getState().refresh('b-1');
    expect(requests()).toEqual([
      { lastName: 'Benali', checkInDate: '2026-11-24' },
      { bookingId: 'b-1', guestToken: 'fresh-token' },
    ]);
  });

  it('a payment return on the device that paid asks with the saved token, and keeps the address’s for later', async () => {
    await saveOnDevice(withToken);
    fetchSpy.mockImplementation(async () => answer(200, withToken));
    await useGuestStore
      .getState()
      .init({ kind: 'success', bookingId: 'b-1', returnToken: 'return-1' }, readSavedStays());
    expect(requests()).toEqual([{ bookingId: 'b-1', guestToken: 'guest-token-b-1' }]);
    expect(useGuestStore.getState()).toMatchObject({
      status: 'found',
      showSuccessAlert: true,
      paymentFailure: null,
    });
  });

  it('a payment return whose saved token is refused proves itself with the return token, and saves the new token', async () => {
    await saveOnDevice(withToken);
    fetchSpy.mockImplementation(async (_url: unknown, init?: RequestInit) =>
      'returnToken' in JSON.parse(String(init?.body))
        ? answer(200, { ...withToken, guestAccess: fresh })
        : refused(),
    );
    await useGuestStore
      .getState()
      .init({ kind: 'success', bookingId: 'b-1', returnToken: 'return-1' }, readSavedStays());
    expect(requests()).toEqual([
      { bookingId: 'b-1', guestToken: 'guest-token-b-1' },
      { bookingId: 'b-1', returnToken: 'return-1' },
    ]);
    expect(useGuestStore.getState()).toMatchObject({
      status: 'found',
      showSuccessAlert: true,
      booking: { guestAccess: fresh },
    });
    await vi.waitFor(async () =>
      expect((await offlineDb.stays.get('b-1'))?.booking.guestAccess).toEqual(fresh),
    );
  });

  it('a payment return on another device opens the paid stay with the return token and saves it there', async () => {
    fetchSpy.mockImplementation(async () => answer(200, { ...withToken, guestAccess: fresh }));
    await useGuestStore
      .getState()
      .init({ kind: 'success', bookingId: 'b-1', returnToken: 'return-1' }, readSavedStays());
    expect(requests()).toEqual([{ bookingId: 'b-1', returnToken: 'return-1' }]);
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', showSuccessAlert: true });
    await vi.waitFor(async () =>
      expect((await offlineDb.stays.get('b-1'))?.booking.guestAccess).toEqual(fresh),
    );
  });

  it('a payment return with every token refused asks for one new lookup, the saved stay still on screen', async () => {
    await saveOnDevice(withToken);
    fetchSpy.mockImplementation(async () => refused());
    await useGuestStore
      .getState()
      .init({ kind: 'success', bookingId: 'b-1', returnToken: 'expired-return' }, readSavedStays());
    expect(useGuestStore.getState()).toMatchObject({
      status: 'found',
      booking: { id: 'b-1', smartLockCode: '4827' },
      paymentFailure: { kind: 'findAgain' },
    });
    expect(useGuestStore.getState().booking?.guestAccess).toBeUndefined();
    await settled();
    // The token refused is not sent again by the refresh.
    expect(requests()).toEqual([
      { bookingId: 'b-1', guestToken: 'guest-token-b-1' },
      { bookingId: 'b-1', returnToken: 'expired-return' },
    ]);
  });

  it('a payment return with neither a saved stay nor a return token asks nothing and offers the find form', async () => {
    await useGuestStore
      .getState()
      .init({ kind: 'success', bookingId: 'b-1', returnToken: null }, readSavedStays());
    expect(useGuestStore.getState()).toMatchObject({
      status: 'paymentError',
      paymentFailure: { kind: 'findAgain' },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
