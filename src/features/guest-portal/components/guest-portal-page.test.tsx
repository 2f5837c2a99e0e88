import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { saveStay } from '@/lib/saved-stays/device-copy';
import { markSavedStays } from '@/lib/saved-stays/hint';
import { firstViewStorageKey, parseFirstViewSnapshot } from '@/lib/saved-stays/snapshot-rules';
import { testBooking } from '@/test/fixtures';

const booking = testBooking();

/** The app opening on `url` with a stay saved: fresh modules, as on a page load. */
async function openApp(url: string) {
  window.history.replaceState({}, '', url);
  vi.resetModules();
  // As the boot does (src/boot/start-saved-stays-read.ts).
  (await import('@/lib/saved-stays')).startReadingSavedStays();
  const page = await import('./guest-portal-page');
  const { useGuestStore } = await import('../store/guest-store');
  // The same fresh modules (Mantine's providers among them) as the page's.
  const { renderWithApp } = await import('@/test/render');
  return { ...page, useGuestStore, renderWithApp };
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
    const { prepareGuestPortalPage, GuestPortalPage, useGuestStore, renderWithApp } =
      await openApp('/guest-portal');
    expect(useGuestStore.getState().status).toBe('initializing');

    await prepareGuestPortalPage();
    expect(useGuestStore.getState()).toMatchObject({ status: 'found', booking: { smartLockCode: '4827' } });

    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal' });
    expect(screen.getByRole('button', { name: 'Show door code' })).toBeInTheDocument();
    expect(screen.queryByText('Initializing…')).not.toBeInTheDocument();
    expect(useGuestStore.getState().status).toBe('found');
  });

  it('puts the install offer after the door code card, which it must not push down when it appears', async () => {
    const { prepareGuestPortalPage, GuestPortalPage, renderWithApp } = await openApp('/guest-portal');
    await prepareGuestPortalPage();
    await renderWithApp(<GuestPortalPage installHint={<aside aria-label="Install Rihla" />} />, {
      route: '/guest-portal',
    });
    const doorCode = screen.getByRole('button', { name: 'Show door code' });
    const offer = screen.getByRole('complementary', { name: 'Install Rihla' });
    const property = screen.getByText('Riad Yasmine', { selector: 'h2, h3' });
    expect(property.compareDocumentPosition(doorCode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(doorCode.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('saves its first view, code masked, for the next start to show before the app runs', async () => {
    localStorage.removeItem(firstViewStorageKey);
    document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    const { prepareGuestPortalPage, GuestPortalPage, renderWithApp } = await openApp('/guest-portal');
    await prepareGuestPortalPage();
    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal', container: root });

    await waitFor(() => expect(localStorage.getItem(firstViewStorageKey)).not.toBeNull());
    const saved = parseFirstViewSnapshot(localStorage.getItem(firstViewStorageKey));
    expect(saved).toMatchObject({ bookingId: 'b-1', entry: '/assets/index-abc.js', language: 'en' });
    expect(saved?.html).toContain('Show door code');
    expect(saved?.html).toContain('Riad Yasmine');
    expect(saved?.html).not.toContain('4827');
    expect(saved?.validUntil).toBeGreaterThan(Date.now());
    root.remove();
    document.head.innerHTML = '';
  });

  it('shows the code at once when it was asked for on the saved first view, before the app ran', async () => {
    document.documentElement.setAttribute('data-door-code-requested', '');
    const { prepareGuestPortalPage, GuestPortalPage, renderWithApp } = await openApp('/guest-portal');
    await prepareGuestPortalPage();
    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal' });

    expect(screen.getByTestId('door-code')).toHaveTextContent('4827');
    expect(screen.getByRole('button', { name: 'Show door code' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.hasAttribute('data-door-code-requested')).toBe(false);
  });

  it('shows the house rules offline from the saved stay, as the lookup answered them', async () => {
    const houseRules = 'Quiet hours after 22:00.\nNo smoking inside.';
    await saveStay(testBooking({ houseRules }));
    const { prepareGuestPortalPage, GuestPortalPage, renderWithApp } = await openApp('/guest-portal');
    await prepareGuestPortalPage();
    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal' });

    const section = await screen.findByRole('region', { name: 'House rules' });
    expect(section.querySelector('p[dir="auto"]')?.textContent).toBe(houseRules);
  });

  it('leaves a payment return to the page: the paid booking is looked up, not the saved one opened', async () => {
    const { prepareGuestPortalPage, useGuestStore } = await openApp(
      '/guest-portal?payment=success&bookingId=b-1',
    );
    await prepareGuestPortalPage();
    expect(useGuestStore.getState().status).toBe('initializing');
  });
});

describe('guest portal on a first visit (nothing saved on this device)', () => {
  beforeEach(async () => {
    await offlineDb.stays.clear();
    markSavedStays(false);
  });

  it('has the find form ready before its first render, so it is not rendered twice', async () => {
    const { prepareGuestPortalPage, GuestPortalPage, useGuestStore, renderWithApp } =
      await openApp('/guest-portal');
    expect(useGuestStore.getState().status).toBe('initializing');

    await prepareGuestPortalPage();
    expect(useGuestStore.getState()).toMatchObject({ status: 'idle', booking: null });

    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal' });
    expect(screen.getByRole('textbox', { name: /last name/i })).toBeInTheDocument();
    expect(screen.queryByText('Initializing…')).not.toBeInTheDocument();
  });

  it('leaves a cancelled payment to the page, which says so', async () => {
    const { prepareGuestPortalPage, useGuestStore } = await openApp('/guest-portal?payment=cancel');
    await prepareGuestPortalPage();
    expect(useGuestStore.getState().status).toBe('initializing');
  });
});
