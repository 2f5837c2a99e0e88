import { beforeEach, describe, expect, it } from 'vitest';
import { loadCheckInDraft } from '@/lib/checkin-drafts';
import { offlineDb } from '@/lib/offline-db';
import { keepStay } from '@/lib/saved-stays';
import { testBooking } from '@/test/fixtures';
import { draftSaveDelayMs, useCheckInStore } from './check-in-store';

const booking = testBooking({
  checkInDate: '2099-11-24',
  checkOutDate: '2099-11-28',
  checkIn: {
    status: 'partial',
    adults: 2,
    maxGuests: 4,
    submitted: [{ guestIndex: 1, firstName: 'A', lastName: 'B' }],
  },
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await offlineDb.stays.clear();
  await offlineDb.checkInDrafts.clear();
  await keepStay(booking);
});

describe('the check-in store', () => {
  it('opens with the adults and the forms the server already has', async () => {
    await useCheckInStore.getState().open(booking.id);
    expect(useCheckInStore.getState()).toMatchObject({ status: 'ready', adults: 2, sent: [1] });
  });

  it('writes a draft once the typing pauses, and restores it when the page opens again', async () => {
    const store = useCheckInStore.getState();
    await store.open(booking.id);
    store.updateGuest(2, { firstName: 'Yus' });
    store.updateGuest(2, { firstName: 'Yusuf' });
    expect(await loadCheckInDraft(booking.id, 2)).toBeNull();
    await pause(draftSaveDelayMs + 150);
    expect((await loadCheckInDraft(booking.id, 2))?.guest.firstName).toBe('Yusuf');

    await useCheckInStore.getState().open(booking.id);
    expect(useCheckInStore.getState().guests[2]?.form.firstName).toBe('Yusuf');
  });

  it('writes the waiting drafts at once when the page is left', async () => {
    const store = useCheckInStore.getState();
    await store.open(booking.id);
    store.setConsent(2, true);
    await useCheckInStore.getState().saveDraftsNow();
    expect(await loadCheckInDraft(booking.id, 2)).toMatchObject({ consent: true, adults: 2 });
  });

  it('finds no stay for an id this device does not hold', async () => {
    await useCheckInStore.getState().open('someone-else');
    expect(useCheckInStore.getState().status).toBe('missing');
  });
});
