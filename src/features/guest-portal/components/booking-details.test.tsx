/**
 * @vitest-environment-options {"happyDOM":{"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
 */

import type { BookingDetails as Booking } from '@shared/api-types.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstallHint } from '@/components/install-hint';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { BookingDetails } from './booking-details';

/** Booking B of the demo: no door code, the host meets the guest. */
const bookingB = testBooking({
  id: 'b-2',
  bookingId: 'b-2',
  propertyName: 'Dar Anis',
  smartLockCode: null,
  checkInDate: '2026-12-02',
  checkInTime: '16:00',
  checkOutTime: '11:00',
  hostPhone: '+212 662 345 678',
  arrivalMethod: 'host_meets',
  walkthrough: 'https://www.youtube-nocookie.com/embed/x8zBkp6l8yE',
  localRecommendations: 'https://www.visitmorocco.com/en/travel/fes',
});

function renderStay(booking: Booking, language: 'en' | 'ar' = 'en', online = true) {
  return renderWithApp(
    <BookingDetails
      booking={booking}
      online={online}
      updatedAt={null}
      refreshing={false}
      photosVersion={0}
      otherStays={[]}
      firstViewValidUntil={null}
      showSuccessAlert={false}
      onDismissSuccess={() => undefined}
      onRemove={() => undefined}
      onOpenStay={() => undefined}
      onFindAnother={() => undefined}
      installHint={<InstallHint />}
    />,
    { language, route: '/guest-portal' },
  );
}

/** The browser offering to install (Chromium's event), as the install offer listens for it. */
function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  window.dispatchEvent(event);
}

describe('a stay with no door code', () => {
  it('says how the guest gets in, the times, and how to reach the host', async () => {
    offerInstall();
    await renderStay(bookingB);
    const card = screen.getByRole('region', { name: 'Getting in' });
    expect(card).toHaveTextContent('Your host meets you at the door at check-in time.');
    expect(screen.queryByRole('button', { name: 'Show door code' })).toBeNull();
    expect(within(card).getByTestId('stay-times')).toHaveTextContent(
      'Check-in from 16:00 · check-out by 11:00',
    );
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+212662345678');
    const whatsApp = within(card).getByRole('link', { name: /WhatsApp/ });
    expect(whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212662345678\?text=.*Dar%20Anis/);
    // Installing is offered on this stay too.
    expect(screen.getByText('Keep your stay on your phone')).toBeInTheDocument();
  });

  it('says it in Arabic', async () => {
    await renderStay(bookingB, 'ar');
    const card = screen.getByRole('region', { name: 'الدخول إلى المسكن' });
    expect(card).toHaveTextContent('سيستقبلك المضيف عند الباب');
    expect(within(card).getByTestId('stay-times')).toHaveTextContent(
      'الوصول ابتداءً من 16:00 · المغادرة قبل 11:00',
    );
    expect(within(card).getByRole('link', { name: /اتصال/ })).toHaveAttribute('href', 'tel:+212662345678');
  });

  it('says when a smart lock code will appear', async () => {
    await renderStay({ ...bookingB, arrivalMethod: 'smart_lock', doorCodeAvailableOn: '2026-12-01' });
    expect(screen.getByRole('region', { name: 'Getting in' })).toHaveTextContent(
      /Your door code will appear here on Dec 1, 2026\./,
    );
  });

  it('still renders a stay saved before the arrival fields existed, with Rihla’s number', async () => {
    const old = testBooking({ smartLockCode: null });
    await renderStay(old);
    expect(screen.getByRole('region', { name: 'Getting in' })).toHaveTextContent(
      'Your door code will appear here before you arrive.',
    );
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+212600123456');
    expect(screen.queryByTestId('stay-times')).toBeNull();
  });
});

describe('a stay with a door code', () => {
  it('puts the times and the host’s phone and WhatsApp in the door code card', async () => {
    await renderStay(
      testBooking({ hostPhone: '+212 661 234 567', checkInTime: '15:00', checkOutTime: '11:00' }),
    );
    const card = screen.getByRole('region', { name: 'Door code' });
    expect(within(card).getByTestId('stay-times')).toHaveTextContent(
      'Check-in from 15:00 · check-out by 11:00',
    );
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+212661234567');
    expect(within(card).getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
  });

  it('follows the way in: a key box’s code is worded for the box, a host meeting the guests shows none', async () => {
    const coded = testBooking({ smartLockCode: '4827', hostPhone: '+212 662 000 111' });
    const { unmount } = await renderStay({ ...coded, arrivalMethod: 'key_box' });
    const card = screen.getByRole('region', { name: 'Key box code' });
    expect(card).toHaveTextContent('Your keys are in the key box at the front door: open it with this code.');
    expect(within(card).getByRole('button', { name: 'Show key box code' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+212662000111');
    unmount();
    await renderStay({ ...coded, arrivalMethod: 'host_meets' }, 'ar');
    expect(screen.queryByRole('region', { name: 'رمز الباب' })).toBeNull();
    expect(screen.getByText(/سيستقبلك المضيف عند الباب/)).toBeInTheDocument();
  });
});

describe('more for your stay', () => {
  it('points late checkout to the extra on this page and recommendations to the stay’s own', async () => {
    await renderStay(bookingB);
    const links = await screen.findByRole('navigation', { name: 'More for your stay' });
    expect(within(links).getByRole('link', { name: 'Late checkout' })).toHaveAttribute(
      'href',
      '#extra-late_checkout-name',
    );
    expect(within(links).getByRole('link', { name: /Local recommendations/ })).toHaveAttribute(
      'href',
      'https://www.visitmorocco.com/en/travel/fes',
    );
    for (const link of within(links).getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toContain('rihla.example');
    }
  });

  it('leaves the recommendations link out when the stay has none', async () => {
    await renderStay({ ...bookingB, localRecommendations: null });
    const links = await screen.findByRole('navigation', { name: 'More for your stay' });
    expect(within(links).queryByRole('link', { name: /Local recommendations/ })).toBeNull();
  });
});

describe('the walkthrough video', () => {
  it('shows a "needs a connection" placeholder offline, pointing to the photo guide', async () => {
    await renderStay({ ...bookingB, propertyImageUrls: ['/guide/benali-1.webp'] }, 'en', false);
    const video = await screen.findByRole('region', { name: 'Walkthrough video' });
    expect(within(video).queryByTitle('Walkthrough video of the property')).toBeNull();
    expect(video).toHaveTextContent('The video needs a connection');
    expect(within(video).getByRole('link', { name: 'Open the photo guide' })).toHaveAttribute(
      'href',
      '#guide-title',
    );
  });

  it('in Arabic too', async () => {
    await renderStay(bookingB, 'ar', false);
    const video = await screen.findByRole('region', { name: 'فيديو جولة في المسكن' });
    expect(video).toHaveTextContent('يحتاج الفيديو إلى اتصال بالإنترنت');
  });

  it('embeds the video online', async () => {
    await renderStay(bookingB);
    const video = await screen.findByRole('region', { name: 'Walkthrough video' });
    expect(within(video).getByTitle('Walkthrough video of the property')).toBeInTheDocument();
  });
});

describe('the messages (issue 44)', () => {
  it('come after the door code, before the resources, with the stay and whether it is online', async () => {
    const booking = testBooking();
    await renderWithApp(
      <BookingDetails
        booking={booking}
        online
        updatedAt={null}
        refreshing={false}
        photosVersion={0}
        otherStays={[]}
        firstViewValidUntil={null}
        showSuccessAlert={false}
        onDismissSuccess={() => undefined}
        onRemove={() => undefined}
        onOpenStay={() => undefined}
        onFindAnother={() => undefined}
        renderMessages={(shown, online) => (
          <section aria-label="Messages slot">{`${shown.id} ${online ? 'online' : 'offline'}`}</section>
        )}
      />,
      { route: '/guest-portal' },
    );
    const slot = await screen.findByRole('region', { name: 'Messages slot' });
    expect(slot).toHaveTextContent(`${booking.id} online`);
    const code = screen.getByRole('region', { name: /door code/i });
    expect(code.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const resources = screen.getByRole('link', { name: /recommendations|late checkout/i });
    expect(slot.compareDocumentPosition(resources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
