/** Issue 27: the transfer dialog refuses what cannot be driven; paid extras keep their details and receipt. */
import { notifications } from '@mantine/notifications';
import type { BookingDetails } from '@shared/api-types.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { renderWithApp } from '@/test/render';
import { resetExtrasStore, useExtrasStore } from '../store/extras-store';
import { ExtrasSection } from './extras-section';

const booking: BookingDetails = {
  id: '2f0c7a1e-1111-4a4a-9b9b-000000000abc',
  bookingId: '2f0c7a1e-1111-4a4a-9b9b-000000000abc',
  propertyName: 'Riad Yasmine',
  propertyAddress: '12 Derb Sidi Bouloukat, Marrakech',
  checkInDate: '2026-11-24',
  checkOutDate: '2026-11-27',
  smartLockCode: '4827',
  wifiNetwork: null,
  wifiPassword: null,
  localRecommendations: null,
  walkthrough: null,
  propertyImageUrls: [],
  booking_extras: [],
};

const receipt = '/local-checkout/cs_test_local_0123456789abcdef0123456789abcdef/receipt';
const paidAt = '2026-11-20T10:15:00.000Z';
const paidBooking: BookingDetails = {
  ...booking,
  booking_extras: [
    {
      extra_id: 'airport_transfer',
      payment_status: 'paid',
      quantity: 1,
      amount: 3000,
      currency: 'eur',
      paid_at: paidAt,
      receipt_url: receipt,
      details: {
        direction: 'arrival',
        flightNumber: 'AT 800',
        flightDate: '2026-11-24',
        flightTime: '14:30',
        guestCount: '2',
        contactNumber: '+212600111222',
        notes: '',
        addReturnTransfer: 'true',
        returnFlightNumber: 'AT 801',
        returnFlightDate: '2026-11-27',
        returnFlightTime: '18:45',
      },
    },
    {
      extra_id: 'airport_transfer_return',
      payment_status: 'paid',
      quantity: 1,
      amount: 1500,
      currency: 'eur',
      paid_at: paidAt,
      receipt_url: receipt,
      details: {},
    },
    {
      extra_id: 'breakfast',
      payment_status: 'paid',
      quantity: 4,
      amount: 2800,
      currency: 'eur',
      paid_at: paidAt,
      receipt_url: receipt,
      details: { timeMethod: 'specify', time: '09:00', people: '2', mornings: '2026-11-25,2026-11-26' },
    },
  ],
};

async function renderSection(current: BookingDetails = booking, language: 'en' | 'ar' = 'en') {
  await renderWithApp(<ExtrasSection booking={current} online />, { language });
  await waitFor(() => expect(useExtrasStore.getState().hydrated).toBe(true));
}

const openDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

beforeEach(async () => {
  act(() => notifications.clean());
  resetExtrasStore();
  await offlineDb.extrasSelections.clear();
});

describe('airport transfer dialog: only what can be driven', () => {
  it('refuses flight "xx" and contact "abc" with translated messages, uses a real time field; nothing is added', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add Airport transfer' }));
    const dialog = await openDialog('Airport transfer details');
    const time = within(dialog).getByLabelText(/^Flight time/);
    // A real time field: the phone's time picker, whose value is always HH:MM (never "1430").
    expect(time).toHaveAttribute('type', 'time');
    await user.type(within(dialog).getByRole('textbox', { name: /^Flight number/ }), 'xx');
    await user.type(within(dialog).getByRole('textbox', { name: /Contact number/ }), 'abc');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Number of guests/ }), '2');
    fireEvent.change(time, { target: { value: '14:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(
      within(dialog).getByText('Enter the airline code and flight number, like AT 800 or FR 1234.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter the number with its country code, like +212 6 12 34 56 78.'),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(within(dialog).getByRole('textbox', { name: /^Flight number/ })).toHaveFocus(),
      {
        timeout: 2000,
      },
    );
    expect(useExtrasStore.getState().selected).toEqual([]);

    // Only days of the stay: an arrival lands the day before check-in or on check-in day.
    const date = within(dialog).getByRole('combobox', { name: /^Flight date/ });
    expect(
      within(date)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mon, Nov 23', 'Tue, Nov 24']);
    expect(date).toHaveValue('2026-11-24');
  });

  it('asks the return leg for its departure flight number, date and time', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add Airport transfer' }));
    const dialog = await openDialog('Airport transfer details');
    await user.type(within(dialog).getByRole('textbox', { name: /^Flight number/ }), 'AT 800');
    fireEvent.change(within(dialog).getByLabelText(/^Flight time/), { target: { value: '14:30' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Number of guests/ }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: /Contact number/ }), '+212 600 111 222');
    await user.click(within(dialog).getByRole('checkbox', { name: /Add return transfer/ }));
    const returnLeg = within(dialog).getByRole('group', { name: 'Return transfer: your departure flight' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    expect(within(returnLeg).getAllByText('This field is required')).toHaveLength(2);
    await waitFor(
      () => expect(within(returnLeg).getByRole('textbox', { name: /^Return flight number/ })).toHaveFocus(),
      { timeout: 2000 },
    );
    expect(useExtrasStore.getState().selected).toEqual([]);
    // A departure leaves during the stay: check-in day to check-out day, check-out day first chosen.
    expect(within(returnLeg).getByRole('combobox', { name: /^Return flight date/ })).toHaveValue(
      '2026-11-27',
    );

    await user.type(within(returnLeg).getByRole('textbox', { name: /^Return flight number/ }), 'at801');
    fireEvent.change(within(returnLeg).getByLabelText(/^Return flight time/), { target: { value: '18:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useExtrasStore.getState().selected[0]?.details).toMatchObject({
      flightNumber: 'AT 800',
      contactNumber: '+212600111222',
      returnFlightNumber: 'AT 801',
      returnFlightDate: '2026-11-27',
      returnFlightTime: '18:45',
    });
  });

  it('in Arabic: the same checks, with Arabic messages', async () => {
    const user = userEvent.setup();
    await renderSection(booking, 'ar');
    await user.click(screen.getByRole('button', { name: 'إضافة: التوصيل من المطار وإليه' }));
    const dialog = await openDialog('تفاصيل التوصيل من المطار');
    await user.type(within(dialog).getByRole('textbox', { name: /^رقم الرحلة/ }), 'xx');
    await user.type(within(dialog).getByRole('textbox', { name: /رقم التواصل/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'تأكيد التوصيل' }));
    expect(
      within(dialog).getByText('أدخل رمز شركة الطيران ورقم الرحلة، مثل AT 800 أو FR 1234.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('أدخل الرقم مع رمز البلد، مثل ⁦+212 6 12 34 56 78⁩.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('هذا الحقل مطلوب')).toHaveLength(2);
    expect(useExtrasStore.getState().selected).toEqual([]);
  });
});

describe('breakfast: per person, per morning', () => {
  it('says what the price is for and charges people x mornings', async () => {
    const user = userEvent.setup();
    await renderSection();
    expect(
      within(screen.getByTestId('extra-breakfast')).getByText('Per person, per morning'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Breakfast' }));
    const dialog = await openDialog('Breakfast details');
    expect(within(dialog).getByTestId('breakfast-total')).toHaveTextContent('3 breakfasts: €21.00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /For how many people/ }), '2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fri, Nov 27' }));
    expect(within(dialog).getByTestId('breakfast-total')).toHaveTextContent('4 breakfasts: €28.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm breakfast' }));
    await waitFor(() => expect(screen.getByTestId('extras-total')).toHaveTextContent('€28.00'));
    expect(screen.getByText('For 2 people · Wed, Nov 25, Thu, Nov 26 · At 08:00')).toBeInTheDocument();
  });
});

describe('paid extras keep what was bought', () => {
  it('shows the flights, guests, breakfast mornings, amount, date paid, total and the receipt', async () => {
    await renderSection(paidBooking);
    const transfer = within(screen.getByTestId('extra-airport_transfer'));
    expect(transfer.getByText('Paid', { exact: true })).toBeInTheDocument();
    expect(
      transfer.getByText('Arrival · flight AT 800 on Tue, Nov 24 at 14:30 · guests: 2'),
    ).toBeInTheDocument();
    expect(
      transfer.getByText('Return: Departure · flight AT 801 on Fri, Nov 27 at 18:45'),
    ).toBeInTheDocument();
    expect(transfer.getByText('Paid €30.00 on Nov 20, 2026')).toBeInTheDocument();
    expect(transfer.getByRole('link', { name: 'View the receipt for Airport transfer' })).toHaveAttribute(
      'href',
      `${receipt}?lang=en`,
    );
    const breakfast = within(screen.getByTestId('extra-breakfast'));
    expect(breakfast.getByText('For 2 people · Wed, Nov 25, Thu, Nov 26')).toBeInTheDocument();
    expect(breakfast.getByText('At 09:00')).toBeInTheDocument();
    expect(breakfast.getByText('Paid €28.00 on Nov 20, 2026')).toBeInTheDocument();

    const paid = within(screen.getByTestId('extras-paid'));
    expect(paid.getByRole('heading', { name: 'Already paid' })).toBeInTheDocument();
    expect(screen.getByTestId('extras-paid-total')).toHaveTextContent('Total paid€73.00');
    expect(paid.getByText('Paid on Nov 20, 2026')).toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `${receipt}?lang=en`);
  });

  it('in Arabic: the details, amounts and receipt in Arabic', async () => {
    await renderSection(paidBooking, 'ar');
    const transfer = within(screen.getByTestId('extra-airport_transfer'));
    expect(transfer.getByText(/الرحلة ⁨AT 800⁩ يوم/)).toBeInTheDocument();
    expect(transfer.getByRole('link', { name: 'عرض إيصال: التوصيل من المطار وإليه' })).toHaveAttribute(
      'href',
      `${receipt}?lang=ar`,
    );
    expect(screen.getByRole('heading', { name: 'مدفوع مسبقًا' })).toBeInTheDocument();
    expect(screen.getByTestId('extras-paid-total')).toHaveTextContent('إجمالي المدفوع');
    expect(screen.getByTestId('extras-section')).not.toHaveTextContent(/Paid|Receipt|Arrival/);
  });
});
