import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { saveStay } from '@/lib/saved-stays/device-copy';
import { markSavedStays } from '@/lib/saved-stays/hint';
import { firstViewStorageKey, parseFirstViewSnapshot } from '@/lib/saved-stays/snapshot-rules';
import { testBooking } from '@/test/fixtures';

/**
 * A stay saved before guest tokens (issue 41), opened offline: it shows as saved, door code first,
 * and below the code a sentence in the guest's language asks for one new lookup, with the way to
 * the find form. Not an error, and not part of the door code's saved first view.
 */
async function openApp(url: string) {
  window.history.replaceState({}, '', url);
  vi.resetModules();
  (await import('@/lib/saved-stays')).startReadingSavedStays();
  const page = await import('./guest-portal-page');
  const { renderWithApp } = await import('@/test/render');
  await page.prepareGuestPortalPage();
  return { ...page, renderWithApp };
}

beforeEach(async () => {
  await offlineDb.stays.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  markSavedStays(false);
  window.history.replaceState({}, '', '/');
  vi.restoreAllMocks();
});

describe('a stay saved without a guest token', () => {
  it('shows offline with the sentence under the door code, and the button opens the find form', async () => {
    await saveStay(testBooking({ guestAccess: undefined }));
    localStorage.removeItem(firstViewStorageKey);
    document.head.innerHTML = '<script type="module" src="/assets/index-abc.js"></script>';
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    const { GuestPortalPage, renderWithApp } = await openApp('/guest-portal');
    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal', container: root });

    const doorCode = screen.getByRole('button', { name: 'Show door code' });
    const notice = screen.getByRole('region', { name: 'Find your booking once more' });
    expect(notice).toHaveTextContent(
      'To refresh this stay, find your booking once more with your last name and check-in date.',
    );
    expect(doorCode.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The door code's saved first view is the same as with a token: the sentence is not in it.
    await waitFor(() => expect(localStorage.getItem(firstViewStorageKey)).not.toBeNull());
    const saved = parseFirstViewSnapshot(localStorage.getItem(firstViewStorageKey));
    expect(saved?.html).toContain('Show door code');
    expect(saved?.html).not.toContain('find your booking once more');

    fireEvent.click(within(notice).getByRole('button', { name: 'Find my booking' }));
    expect(await screen.findByRole('textbox', { name: /last name/i })).toBeInTheDocument();
    root.remove();
    document.head.innerHTML = '';
  });

  it('speaks the guest’s language: Arabic', async () => {
    await saveStay(testBooking({ guestAccess: undefined }));
    const { GuestPortalPage, renderWithApp } = await openApp('/guest-portal');
    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal', language: 'ar' });
    const notice = screen.getByRole('region', { name: 'ابحث عن حجزك مرة أخرى' });
    expect(notice).toHaveTextContent('لتحديث هذه الإقامة، ابحث عن حجزك مرة أخرى باسم العائلة وتاريخ الوصول.');
    expect(within(notice).getByRole('button', { name: 'البحث عن حجزي' })).toBeInTheDocument();
  });

  it('is not shown for a stay saved with its token', async () => {
    await saveStay(testBooking());
    const { GuestPortalPage, renderWithApp } = await openApp('/guest-portal');
    await renderWithApp(<GuestPortalPage />, { route: '/guest-portal' });
    expect(screen.getByRole('button', { name: 'Show door code' })).toBeInTheDocument();
    expect(screen.queryByTestId('find-again')).not.toBeInTheDocument();
  });
});
