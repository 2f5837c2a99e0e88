import type { BookingDetails, GuestCheckInRequest } from '@shared/api-types.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GuestDeclarationDraft, markCheckInDraftRefused, saveCheckInDraft } from '@/lib/checkin-drafts';
import { offlineDb } from '@/lib/offline-db';
import { keepStay } from '@/lib/saved-stays';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { emptyGuestDraft } from '../rules/form-rules';
import { useCheckInStore } from '../store/check-in-store';
import CheckInPage from './check-in-page';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const checkIn = { status: 'not_started' as const, adults: null, maxGuests: 3, submitted: [] };
const booking = testBooking({ checkInDate: '2099-11-24', checkOutDate: '2099-11-28', checkIn });
const complete: GuestDeclarationDraft = {
  ...emptyGuestDraft(),
  firstName: 'Amina',
  lastName: 'Benali',
  sex: 'female',
  birthDate: '1990-04-02',
  birthPlace: 'Fes',
  nationality: 'MA',
  idType: 'passport',
  idNumber: 'AB1234567',
  idExpiry: '2099-12-31',
  residenceCountry: 'FR',
  residenceAddress: '3 rue de la Paix, Paris',
  arrivingFrom: 'Paris',
  goingTo: 'Fes',
  phone: '+33 6 12 34 56 78',
  email: 'amina@example.com',
  signature: png,
};

let requests: GuestCheckInRequest[];
let answer: (request: GuestCheckInRequest) => Response;
const answered = (request: GuestCheckInRequest, adults: number): BookingDetails => ({
  ...booking,
  checkIn: {
    ...checkIn,
    adults,
    status: 'partial',
    submitted: [{ guestIndex: request.guestIndex, firstName: request.guest.firstName, lastName: 'Benali' }],
  },
});

beforeEach(async () => {
  await offlineDb.stays.clear();
  await offlineDb.checkInDrafts.clear();
  await offlineDb.pendingCheckIns.clear();
  useCheckInStore.setState({ bookingId: null, status: 'idle' });
  requests = [];
  answer = (request) => Response.json({ booking: answered(request, request.adults) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const request = JSON.parse(String(init.body)) as GuestCheckInRequest;
      requests.push(request);
      return answer(request);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPage(bookingId = booking.id, language: 'en' | 'ar' = 'en') {
  await renderWithApp(
    <Routes>
      <Route path="/guest-portal/check-in/:bookingId" element={<CheckInPage />} />
    </Routes>,
    { route: `/guest-portal/check-in/${bookingId}`, language },
  );
}

const chooseAdults = async (count: number) =>
  fireEvent.click(await screen.findByRole('radio', { name: String(count) }));
const guestHeadings = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the check-in page', () => {
  it('says so when the stay is not on this device, with a way back to the guest portal', async () => {
    await openPage('unknown-id');
    expect(await screen.findByText('This stay is not on this device')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the guest portal' })).toHaveAttribute(
      'href',
      '/guest-portal',
    );
  });

  it('shows one section per adult, as many as the guest chooses, up to the booking’s guests', async () => {
    await keepStay(booking);
    await openPage();
    expect(await screen.findByText('How many adults (18 or over) will stay?')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '4' })).not.toBeInTheDocument();
    expect(guestHeadings()).toEqual([]);

    await chooseAdults(2);
    expect(guestHeadings()).toEqual(['Guest 1 (main guest)', 'Guest 2']);
    await chooseAdults(3);
    expect(guestHeadings()).toEqual(['Guest 1 (main guest)', 'Guest 2', 'Guest 3']);
    await chooseAdults(1);
    expect(guestHeadings()).toEqual(['Guest 1 (main guest)']);
  });

  it('shows the errors on submit, takes the guest to the first, and asks the main guest for phone and e-mail', async () => {
    await keepStay(booking);
    await openPage();
    await chooseAdults(2);
    const first = await screen.findByRole('form', { name: 'Form of guest 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Send the form of guest 1' }));

    const firstName = within(first).getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription(/Please fill in this field\./);
    expect(within(first).getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
      /Please fill in this field\./,
    );
    expect(within(first).getByText('Please tick this box to send the form.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('does not require a phone or an e-mail of the other guests, and checks them when given', async () => {
    await keepStay(booking);
    await saveCheckInDraft({
      bookingId: booking.id,
      guestIndex: 1,
      guest: complete,
      adults: 2,
      consent: true,
      checkOutDate: booking.checkOutDate,
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Fill in the form' }));
    const second = await screen.findByRole('form', { name: 'Form of guest 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Send the form of guest 2' }));
    const phone = within(second).getByRole('textbox', { name: /Phone number/ });
    await waitFor(() => expect(within(second).getByRole('textbox', { name: /First name/ })).toHaveFocus());
    expect(phone).not.toHaveAccessibleDescription(/Please fill in this field/);

    const email = within(second).getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);
  });

  it('restores a draft, sends it, and says check-in is complete once every adult is in', async () => {
    await keepStay(booking);
    await saveCheckInDraft({
      bookingId: booking.id,
      guestIndex: 1,
      guest: complete,
      adults: 1,
      consent: true,
      checkOutDate: booking.checkOutDate,
    });
    await openPage();
    const form = await screen.findByRole('form', { name: 'Form of guest 1' });
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Amina');
    expect(within(form).getByRole('img', { name: 'Your signature' })).toHaveAttribute('src', png);

    fireEvent.click(within(form).getByRole('button', { name: 'Send the form of guest 1' }));
    // Sending writes the draft, sends, saves the answer: slow on a loaded machine.
    const done = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(within(done).getByRole('heading', { name: 'Online check-in complete' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Back to your stay' })).toHaveAttribute(
      'href',
      '/guest-portal',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      bookingId: booking.id,
      guestToken: 'guest-token-b-1',
      adults: 1,
      guestIndex: 1,
      consent: true,
      language: 'en',
    });
    expect(requests[0]?.guest).toMatchObject({ firstName: 'Amina', idNumber: 'AB1234567', signature: png });
    await waitFor(async () => expect(await offlineDb.checkInDrafts.count()).toBe(0));
    expect((await offlineDb.stays.get(booking.id))?.booking.checkIn?.submitted).toHaveLength(1);
  });

  it('puts the server’s field errors on the fields', async () => {
    await keepStay(booking);
    await saveCheckInDraft({
      bookingId: booking.id,
      guestIndex: 1,
      guest: complete,
      adults: 1,
      consent: true,
      checkOutDate: booking.checkOutDate,
    });
    answer = () =>
      Response.json(
        { error: 'invalid', code: 'invalid_declaration', fields: { idNumber: 'idNumberFormat' } },
        { status: 400 },
      );
    await openPage();
    const form = await screen.findByRole('form', { name: 'Form of guest 1' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the form of guest 1' }));
    const idNumber = within(form).getByRole('textbox', { name: /Document number/ });
    await waitFor(() => expect(idNumber).toHaveFocus(), { timeout: 5000 });
    expect(idNumber).toHaveAccessibleDescription(
      /This does not look like a number of this document \(Passport\)\./,
    );
  });

  it('shows a form the server refused after it was sent from the phone, with its field errors', async () => {
    await keepStay(booking);
    const draft = {
      bookingId: booking.id,
      guest: complete,
      adults: 2,
      consent: true,
      checkOutDate: booking.checkOutDate,
    };
    await saveCheckInDraft({ ...draft, guestIndex: 1 });
    await markCheckInDraftRefused(booking.id, 1, { kind: 'invalid', fields: { idNumber: 'idNumberFormat' } });
    await saveCheckInDraft({ ...draft, guestIndex: 2 });
    await markCheckInDraftRefused(booking.id, 2, { kind: 'stayEnded' });
    await openPage();

    const form = await screen.findByRole('form', { name: 'Form of guest 1' });
    expect(within(form).getByRole('textbox', { name: /Document number/ })).toHaveAccessibleDescription(
      /This does not look like a number of this document/,
    );
    expect(within(form).getByText(/This form was not accepted when it was sent/)).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Guest 2' });
    expect(within(second).getByText('This stay has ended: online check-in is closed.')).toBeInTheDocument();
  });

  it('keeps a form submitted offline on the phone and says it will be sent', async () => {
    await keepStay(booking);
    await saveCheckInDraft({
      bookingId: booking.id,
      guestIndex: 1,
      guest: complete,
      adults: 2,
      consent: true,
      checkOutDate: booking.checkOutDate,
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openPage();
    const form = await screen.findByRole('form', { name: 'Form of guest 1' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the form of guest 1' }));
    const card = screen.getByRole('region', { name: 'Guest 1 (main guest)' });
    // The card closes on it and the next guest's form opens.
    await waitFor(() => expect(within(card).getByText('Waiting to be sent')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(
      within(card).getByText('Saved on this phone. It will be sent when you are back online.'),
    ).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Form of guest 2' })).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(await offlineDb.pendingCheckIns.count()).toBe(1);
    // With its token: it goes out after a reload too.
    expect((await offlineDb.pendingCheckIns.toArray())[0]?.request.guestToken).toBe('guest-token-b-1');
  });

  const keepCompleteDraft = () =>
    saveCheckInDraft({
      bookingId: booking.id,
      guestIndex: 1,
      guest: complete,
      adults: 1,
      consent: true,
      checkOutDate: booking.checkOutDate,
    });

  it('a stay saved before guest tokens: asks for one new lookup, sends nothing, keeps the form', async () => {
    await keepStay({ ...booking, guestAccess: undefined });
    await keepCompleteDraft();
    await openPage();
    const notice = await screen.findByTestId('find-again');
    expect(notice).toHaveTextContent(
      'To send your forms, find your booking once more with your last name and check-in date.',
    );
    expect(within(notice).getByRole('link', { name: 'Go to my stay to find it' })).toHaveAttribute(
      'href',
      '/guest-portal',
    );
    const form = await screen.findByRole('form', { name: 'Form of guest 1' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the form of guest 1' }));
    expect(
      await within(form).findByText(/To send this form, find your booking once more/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(requests).toEqual([]);
    expect(await offlineDb.pendingCheckIns.count()).toBe(0);
    expect(await offlineDb.checkInDrafts.count()).toBe(1);
  });

  it('a refused guest token: the same sentence, and the stay on the phone keeps showing without it', async () => {
    await keepStay(booking);
    await keepCompleteDraft();
    answer = () =>
      Response.json(
        { error: 'Please find your booking again to continue.', code: 'guest_token_invalid' },
        { status: 401 },
      );
    await openPage(booking.id, 'ar');
    const form = await screen.findByRole('form', { name: 'بطاقة النزيل 1' });
    expect(screen.queryByTestId('find-again')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال بطاقة النزيل 1' }));
    expect(await screen.findByTestId('find-again', {}, { timeout: 5000 })).toHaveTextContent(
      'ابحث عن حجزك مرة أخرى',
    );
    expect(requests).toHaveLength(1);
    const saved = await offlineDb.stays.get(booking.id);
    expect(saved?.booking.guestAccess).toBeUndefined();
    expect(saved?.booking.smartLockCode).toBe('4827');
    expect(await offlineDb.checkInDrafts.count()).toBe(1);
  });

  it('reads right to left in Arabic', async () => {
    await keepStay(booking);
    await openPage(booking.id, 'ar');
    expect(await screen.findByRole('heading', { name: 'تسجيل الوصول عبر الإنترنت' })).toBeInTheDocument();
    await chooseAdults(1);
    expect(screen.getByRole('heading', { name: 'النزيل 1 (النزيل الرئيسي)' })).toBeInTheDocument();
  });
});
