import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { readSavedStays } from '@/lib/saved-stays/read-at-start';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { testBooking } from '@/test/fixtures';
import { useGuestStore } from './guest-store';
import { useStayChanges } from './stay-change-store';

/**
 * Issue 43, item 7: the host changed the door code after the guest saved the stay. The background
 * refresh as the page opens online saves the new code and notes the change (with the server's
 * time) until the guest closes it; a refused token keeps the saved stay and notes nothing.
 */
const booking = testBooking();
const changedAt = '2026-11-27T18:40:00.000Z';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const initial = useGuestStore.getState();
let fetchSpy: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  useGuestStore.setState(initial, true);
  useStayChanges.setState({ notices: {} });
  await offlineDb.stays.clear();
  localStorage.clear();
  await offlineDb.stays.put({
    bookingId: booking.id,
    booking,
    updatedAt: 1,
    expiresAt: Date.parse('2099-12-01'),
  });
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

describe('guest store: a door code changed after the stay was saved', () => {
  it('shows the saved code first, then saves the new one and notes when it changed', async () => {
    let answerNow: (response: Response) => void = () => undefined;
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answerNow = resolve)));
    await useGuestStore.getState().init(null, readSavedStays());
    // Offline-first: the saved code is on screen while the server is asked.
    expect(useGuestStore.getState().booking?.smartLockCode).toBe('4827');
    expect(useGuestStore.getState().refreshing).toBe(true);

    answerNow(answer(200, { ...booking, smartLockCode: '7315', doorCodeChangedAt: changedAt }));
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    expect(useGuestStore.getState().booking?.smartLockCode).toBe('7315');
    expect((await offlineDb.stays.get(booking.id))?.booking.smartLockCode).toBe('7315');
    const notice = { changes: ['doorCode'], doorCodeChangedAt: changedAt };
    expect(useStayChanges.getState().notices[booking.id]).toEqual(notice);
    // Kept on the device until the guest closes it.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.stayChangeNotices) ?? '{}')).toEqual({
      [booking.id]: notice,
    });
    useStayChanges.getState().dismiss(booking.id);
    expect(useStayChanges.getState().notices[booking.id]).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.stayChangeNotices)).toBeNull();
  });

  it('notes nothing when the code is the same', async () => {
    fetchSpy.mockResolvedValue(answer(200, { ...booking, doorCodeChangedAt: null }));
    await useGuestStore.getState().init(null, readSavedStays());
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    expect(useStayChanges.getState().notices).toEqual({});
  });

  it('keeps the saved stay and its code when the token is refused (one new lookup), noting nothing', async () => {
    fetchSpy.mockResolvedValue(
      answer(401, { error: 'Please find your booking again to continue.', code: 'guest_token_invalid' }),
    );
    await useGuestStore.getState().init(null, readSavedStays());
    await vi.waitFor(() => expect(useGuestStore.getState().booking?.guestAccess).toBeUndefined());
    await vi.waitFor(() => expect(useGuestStore.getState().refreshing).toBe(false));
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { smartLockCode: '4827' } });
    expect(useStayChanges.getState().notices).toEqual({});
  });
});
