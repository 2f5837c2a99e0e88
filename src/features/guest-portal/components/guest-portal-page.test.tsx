import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb, saveStay } from '../../../lib/offline-db';
import { markSavedStays } from '../../../lib/saved-stays-flag';
import { testBooking } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';

const booking = testBooking();

/** The app opening on `url` with a stay saved: fresh modules, as on a page load. */
async function openApp(url: string) {
  window.history.replaceState({}, '', url);
  vi.resetModules();
  const { readStaysAtStart } = await import('../../../lib/stays-at-start');
  void readStaysAtStart();
  const page = await import('./guest-portal-page');
  const { useGuestStore } = await import('../store/guest-store');
  return { ...page, useGuestStore };
}

beforeEach(async () => {
  await offlineDb.stays.clear();
  await saveStay(booking);
  // Offline at the door: no background refresh.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  markSavedStays(false);
  window.history.replaceState({}, '', '/');
  vi.restoreAllMocks();
});

describe('guest portal opened with a saved stay', () => {
  it('has the stay open before its first render, and renders its door code', async () => {
    const { prepareGuestPortalPage, GuestPortalPage, useGuestStore } = await openApp('/guest-portal');
    expect(useGuestStore.getState().status).toBe('initializing');

    await prepareGuestPortalPage();
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { smartLockCode: '4827' } });

    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal' });
    expect(screen.getByRole('button', { name: 'Show door code' })).toBeInTheDocument();
    expect(screen.queryByText('Initializing…')).not.toBeInTheDocument();
    expect(useGuestStore.getState().status).toBe('found');
  });

  it('leaves a payment return to the page: the paid booking is looked up, not the saved one opened', async () => {
    const { prepareGuestPortalPage, useGuestStore } = await openApp(
      '/guest-portal?payment=success&bookingId=b-1',
    );
    await prepareGuestPortalPage();
    expect(useGuestStore.getState().status).toBe('initializing');
  });
});
