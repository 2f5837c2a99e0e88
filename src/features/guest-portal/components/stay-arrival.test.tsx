/**
 * @vitest-environment-options {"happyDOM":{"settings":{"disableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}}
 */

import type { BookingDetails as Booking, CodeRelease, GuestCheckInSummary } from '@shared/api-types.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { BookingDetails } from './booking-details';

const hour = 60 * 60 * 1000;
const release = (overrides: Partial<CodeRelease> = {}): CodeRelease => ({
  state: 'waiting',
  // Friday 3 July 2026, 15:00 in Morocco (UTC+1; every tz database version agrees on this date).
  releasesAt: '2026-07-03T14:00:00.000Z',
  requiresCheckIn: true,
  expiresAt: '2099-12-08T23:00:00.000Z',
  timeZone: 'Africa/Casablanca',
  ...overrides,
});
const checkIn = (overrides: Partial<GuestCheckInSummary> = {}): GuestCheckInSummary => ({
  status: 'not_started',
  adults: null,
  maxGuests: 2,
  submitted: [],
  ...overrides,
});

/** Dar Atlas (Haddad): the code withheld until online check-in is done and the release time has come. */
const withheld = testBooking({
  id: 'b-haddad',
  bookingId: 'b-haddad',
  propertyName: 'Dar Atlas',
  smartLockCode: null,
  arrivalMethod: 'smart_lock',
  codeRelease: release(),
  checkIn: checkIn(),
});

/** Riad Yasmine (Benali): the code released, with its backup. */
const released = testBooking({
  hostPhone: '+212 661 234 567',
  backupDoorCode: '731904',
  codeRelease: release({ state: 'released', requiresCheckIn: false }),
  checkIn: checkIn({
    status: 'partial',
    adults: 2,
    submitted: [{ guestIndex: 1, firstName: 'Youssef', lastName: 'Benali' }],
  }),
});

function renderStay(booking: Booking, language: 'en' | 'ar' = 'en', onCodeTime?: (id: string) => void) {
  return renderWithApp(
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
      onCodeTime={onCodeTime}
    />,
    { language, route: '/guest-portal' },
  );
}

describe('a door code waiting for its release', () => {
  // A week before the release (the clock only: timers run as usual).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-06-26T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says when, in Morocco’s time, and that online check-in comes first, with the way to it above', async () => {
    await renderStay(withheld);
    const card = screen.getByRole('region', { name: 'Getting in' });
    expect(card).toHaveTextContent(
      'Your door code appears here on Friday, July 3 at 15:00 (Morocco time), once online check-in is complete.',
    );
    expect(screen.queryByRole('button', { name: 'Show door code' })).toBeNull();
    const checkInCard = screen.getByRole('region', { name: 'Online check-in' });
    expect(checkInCard).toHaveTextContent('Not started');
    expect(within(checkInCard).getByRole('link', { name: 'Check in online' })).toHaveAttribute(
      'href',
      '/guest-portal/check-in/b-haddad',
    );
    // Before the way in: it is what brings the code.
    expect(checkInCard.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in Arabic', async () => {
    await renderStay(withheld, 'ar');
    const card = screen.getByRole('region', { name: 'الدخول إلى المسكن' });
    expect(card).toHaveTextContent('سيظهر رمز الباب هنا يوم الجمعة، 3 يوليوز');
    expect(card).toHaveTextContent('على الساعة 15:00 (بتوقيت المغرب)، بعد إتمام التسجيل عبر الإنترنت.');
    expect(screen.getByRole('link', { name: 'سجّل عبر الإنترنت' })).toBeInTheDocument();
  });

  it('gives only the time once check-in is complete, the check-in card then one short line', async () => {
    const done = checkIn({
      status: 'complete',
      adults: 1,
      submitted: [{ guestIndex: 1, firstName: 'Amina', lastName: 'Haddad' }],
    });
    await renderStay({ ...withheld, checkIn: done });
    expect(screen.getByRole('region', { name: 'Getting in' })).toHaveTextContent(
      'Your door code appears here on Friday, July 3 at 15:00 (Morocco time).',
    );
    const checkInCard = await screen.findByRole('region', { name: 'Online check-in' });
    expect(checkInCard).toHaveTextContent('Complete');
    expect(within(checkInCard).queryByRole('link')).toBeNull();
  });
});

describe('a released door code', () => {
  it('reminds the guest to open the app once before travelling, and shows the check-in’s progress', async () => {
    await renderStay(released);
    const lock = screen.getByRole('region', { name: 'Door code' });
    expect(lock).toHaveTextContent(
      'Open this app once before you travel, so the code is on your phone with no signal.',
    );
    const checkInCard = await screen.findByRole('region', { name: 'Online check-in' });
    expect(checkInCard).toHaveTextContent('1 of 2 guests');
    expect(within(checkInCard).getByRole('link', { name: 'Continue check-in' })).toBeInTheDocument();
  });

  it('opens "Code not working?": the backup code behind its own button, the host, and the hours', async () => {
    const user = userEvent.setup();
    await renderStay(released);
    const toggle = screen.getByRole('button', { name: 'Code not working?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('backup-code')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const help = await screen.findByTestId('code-help');
    expect(toggle).toHaveAttribute('aria-controls', help.id);
    // Masked until asked for.
    expect(help).not.toHaveTextContent('731904');
    await user.click(within(help).getByRole('button', { name: 'Show backup code' }));
    expect(within(help).getByTestId('backup-code')).toHaveTextContent('731904');
    expect(within(help).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+212661234567');
    expect(
      within(help)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/212661234567\?text=.*does%20not%20work/);
    expect(help).toHaveTextContent('A person answers from 08:00 to 22:00 (Morocco time).');
    // The card is not saved as the first view while the help is open.
    expect(screen.getByRole('region', { name: 'Door code' })).toHaveAttribute('data-first-view-skip', 'true');
  });

  it('in Arabic too', async () => {
    const user = userEvent.setup();
    await renderStay(released, 'ar');
    await user.click(screen.getByRole('button', { name: 'الرمز لا يعمل؟' }));
    expect(await screen.findByTestId('code-help')).toHaveTextContent(
      'يجيبك شخص من 08:00 إلى 22:00 (بتوقيت المغرب).',
    );
  });
});

describe('after the stay', () => {
  it('says the code is gone once its time is over, though the saved copy still holds it', async () => {
    const ended = {
      ...released,
      codeRelease: release({ state: 'released', expiresAt: '2020-01-01T00:00:00Z' }),
    };
    await renderStay(ended);
    expect(screen.getByRole('region', { name: 'Getting in' })).toHaveTextContent(
      'Your stay has ended; the door code is no longer available.',
    );
    expect(screen.queryByRole('region', { name: 'Door code' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Online check-in' })).toBeNull();
    expect(document.body).not.toHaveTextContent('4827');
  });

  it('takes the code off the screen when the expiry comes while the page is open', async () => {
    const onCodeTime = vi.fn();
    const expiresAt = new Date(Date.now() + 400).toISOString();
    const booking = {
      ...released,
      codeRelease: release({
        state: 'released',
        releasesAt: new Date(Date.now() - hour).toISOString(),
        expiresAt,
      }),
    };
    await renderStay(booking, 'en', onCodeTime);
    expect(screen.getByRole('region', { name: 'Door code' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your stay has ended; the door code is no longer available.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Door code' })).toBeNull();
    expect(onCodeTime).toHaveBeenCalledWith('b-1');
  });
});
