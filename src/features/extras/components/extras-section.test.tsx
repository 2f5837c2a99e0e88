import { notifications } from '@mantine/notifications';
import type { BookingDetails } from '@shared/api-types.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineDb } from '@/lib/offline-db';
import { loadSavedExtras } from '@/lib/saved-extras';
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
  guestAccess: { token: 'guest-token-abc', expiresAt: '2026-11-28T11:00:00.000Z' },
};

const paidEarly: BookingDetails = {
  ...booking,
  booking_extras: [{ extra_id: 'early_checkin', payment_status: 'paid', quantity: 1, details: {} }],
};

function Reloading() {
  const [current, setCurrent] = useState(booking);
  return (
    <>
      <button type="button" onClick={() => setCurrent(paidEarly)}>
        reload booking
      </button>
      <ExtrasSection booking={current} online />
    </>
  );
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function renderSection(
  props: Partial<{
    booking: BookingDetails;
    online: boolean;
    redirect: (url: string) => void;
    onAccessRefused: () => void;
  }> = {},
  language: 'en' | 'fr' | 'es' | 'ar' = 'en',
) {
  const result = await renderWithApp(
    <ExtrasSection
      booking={props.booking ?? booking}
      online={props.online ?? true}
      redirect={props.redirect}
      onAccessRefused={props.onAccessRefused}
    />,
    { language },
  );
  await waitFor(() => expect(useExtrasStore.getState().hydrated).toBe(true));
  return result;
}

function summary() {
  return within(screen.getByTestId('extras-summary'));
}

async function addEarlyCheckIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Early check-in' }));
  await waitFor(() => expect(summary().getByText('Early check-in')).toBeInTheDocument());
}

beforeEach(async () => {
  act(() => notifications.clean());
  resetExtrasStore();
  await offlineDb.extrasSelections.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ExtrasSection', () => {
  it('shows a card per choosable extra with its price, and no card for the return leg', async () => {
    await renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Enhance your stay' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Airport transfer',
      'Early check-in',
      'Late check-out',
      'Breakfast',
      'Universal adaptor',
    ]);
    expect(within(screen.getByTestId('extra-airport_transfer')).getByText('€30.00')).toBeInTheDocument();
    expect(screen.queryByText('Return airport transfer')).not.toBeInTheDocument();
    expect(summary().getByText('No extras selected yet. Add one above.')).toBeInTheDocument();
    expect(summary().getByRole('button', { name: /Pay/ })).toBeDisabled();
  });

  it('adds and removes a plain extra, updating the summary and total', async () => {
    const user = userEvent.setup();
    await renderSection();
    await addEarlyCheckIn(user);
    expect(screen.getByTestId('extras-total')).toHaveTextContent('€10.00');
    expect(summary().getByRole('button', { name: 'Pay €10.00' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Early check-in' }));
    expect(summary().queryByText('Early check-in')).not.toBeInTheDocument();
    expect(screen.getByTestId('extras-total')).toHaveTextContent('€0.00');
  });

  it('airport transfer: confirming with a blank required field saves nothing and focuses it after 500 ms', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add Airport transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Airport transfer details' }, { timeout: 5000 });
    const flightNumber = within(dialog).getByRole('textbox', { name: /Flight number/ });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm transfer' });
    confirm.focus();
    const pressedAt = Date.now();
    fireEvent.click(confirm);
    expect(flightNumber).not.toHaveFocus();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(4);
    await waitFor(() => expect(flightNumber).toHaveFocus(), { timeout: 2000 });
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(450);
    expect(useExtrasStore.getState().selected).toEqual([]);

    await user.type(flightNumber, 'AT 800');
    fireEvent.change(within(dialog).getByLabelText(/^Flight time/), { target: { value: '14:30' } });
    await user.click(confirm);
    const guestCount = within(dialog).getByRole('combobox', { name: /Number of guests/ });
    await waitFor(() => expect(guestCount).toHaveFocus(), { timeout: 2000 });
    expect(useExtrasStore.getState().selected).toEqual([]);
  });

  it('airport transfer: a complete form with the return option adds both legs; unchecking removes the return', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add Airport transfer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Airport transfer details' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('radio', { name: 'Departure' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Flight number/ }), '  at800 ');
    // A departure leaves on check-out day unless the guest picks another day of the stay.
    expect(within(dialog).getByRole('combobox', { name: /^Flight date/ })).toHaveValue('2026-11-27');
    fireEvent.change(within(dialog).getByLabelText(/^Flight time/), { target: { value: '14:30' } });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Number of guests/ }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: /Contact number/ }), '+212 600 000 000');
    await user.click(within(dialog).getByRole('checkbox', { name: /Add return transfer/ }));
    // The return of a departure is the arrival: its flight lands the day before check-in or on the day.
    const returnDate = within(dialog).getByRole('combobox', { name: /^Return flight date/ });
    expect(
      within(returnDate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mon, Nov 23', 'Tue, Nov 24']);
    await user.type(within(dialog).getByRole('textbox', { name: /^Return flight number/ }), 'AT 801');
    fireEvent.change(within(dialog).getByLabelText(/^Return flight time/), { target: { value: '09:10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(summary().getByText('Airport transfer')).toBeInTheDocument();
    expect(summary().getByText('Return airport transfer')).toBeInTheDocument();
    expect(
      summary().getByText(
        'Departure · flight AT 800 on Fri, Nov 27 at 14:30 · guests: 3 · Return: Arrival · flight AT 801 on Tue, Nov 24 at 09:10',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('extras-total')).toHaveTextContent('€45.00');
    await waitFor(async () => expect(await loadSavedExtras(booking.bookingId)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Edit details for Airport transfer' }));
    dialog = await screen.findByRole('dialog', { name: 'Airport transfer details' }, { timeout: 5000 });
    expect(within(dialog).getByRole('textbox', { name: /^Flight number/ })).toHaveValue('AT 800');
    await user.click(within(dialog).getByRole('checkbox', { name: /Add return transfer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm transfer' }));
    await waitFor(() => expect(summary().queryByText('Return airport transfer')).not.toBeInTheDocument());
    expect(screen.getByTestId('extras-total')).toHaveTextContent('€30.00');

    await user.click(screen.getByRole('button', { name: 'Remove Airport transfer' }));
    expect(screen.getByTestId('extras-total')).toHaveTextContent('€0.00');
  });

  it('airport transfer: cancelling the dialog adds nothing', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add Airport transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Airport transfer details' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: /Flight number/ }), 'AT 800');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useExtrasStore.getState().selected).toEqual([]);
  });

  it('breakfast: one person on every morning at 08:00 by default, a chosen time, or decide later', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Add Breakfast' }));
    let dialog = await screen.findByRole('dialog', { name: 'Breakfast details' }, { timeout: 5000 });
    expect(within(dialog).getByRole('radio', { name: 'Specify a time' })).toBeChecked();
    const time = within(dialog).getByRole('combobox', { name: /Breakfast time/ });
    expect(time).toHaveValue('08:00');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
    await user.selectOptions(time, '09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm breakfast' }));
    await waitFor(() =>
      expect(
        summary().getByText('For 1 person · Wed, Nov 25, Thu, Nov 26, Fri, Nov 27 · At 09:30'),
      ).toBeInTheDocument(),
    );
    const mornings = '2026-11-25,2026-11-26,2026-11-27';
    expect(useExtrasStore.getState().selected).toEqual([
      {
        id: 'breakfast',
        quantity: 3,
        details: { timeMethod: 'specify', time: '09:30', people: '1', mornings },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit details for Breakfast' }));
    dialog = await screen.findByRole('dialog', { name: 'Breakfast details' }, { timeout: 5000 });
    expect(within(dialog).getByRole('combobox', { name: /Breakfast time/ })).toHaveValue('09:30');
    await user.click(within(dialog).getByRole('radio', { name: 'Decide later' }));
    expect(within(dialog).queryByRole('combobox', { name: /Breakfast time/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm breakfast' }));
    await waitFor(() => expect(summary().getByText(/Time to be decided/)).toBeInTheDocument());
    expect(useExtrasStore.getState().selected[0]).toEqual({
      id: 'breakfast',
      quantity: 3,
      details: { timeMethod: 'later', time: 'decide_later', people: '1', mornings },
    });
  });

  it('a paid extra shows a paid badge and cannot be toggled or edited', async () => {
    await renderSection({
      booking: {
        ...booking,
        booking_extras: [{ extra_id: 'breakfast', payment_status: 'paid', quantity: 1, details: {} }],
      },
    });
    const card = within(screen.getByTestId('extra-breakfast'));
    expect(card.getByText('Paid')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('extra-early_checkin')).queryByText('Paid')).not.toBeInTheDocument();
  });

  it('offline: keeps the selection and says that paying needs a connection', async () => {
    const user = userEvent.setup();
    await renderSection({ online: false });
    await addEarlyCheckIn(user);
    expect(summary().getByRole('button', { name: 'Paying needs a connection' })).toBeDisabled();
    expect(
      summary().getByText(
        'You are offline. Your selection is kept on this device; connect to the internet to pay.',
      ),
    ).toBeInTheDocument();
  });

  it('pays: creates the session, saves the extras, then goes to the checkout URL', async () => {
    const user = userEvent.setup();
    const names: string[] = [];
    const tokens: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const name = String(input).split('/functions/v1/')[1] ?? '';
        names.push(name);
        tokens.push(JSON.parse(String(init?.body)).guestToken);
        return name === 'create-stripe-checkout-session'
          ? json({ checkoutUrl: 'http://127.0.0.1:4421/local-checkout/cs_test_1' })
          : json({ clientSecret: 'sec_1' });
      }),
    );
    const redirect = vi.fn();
    await renderSection({ redirect });
    await addEarlyCheckIn(user);
    await user.click(summary().getByRole('button', { name: 'Pay €10.00' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith('http://127.0.0.1:4421/local-checkout/cs_test_1'),
    );
    expect(names).toEqual(['create-stripe-checkout-session', 'save-booking-extras']);
    expect(tokens).toEqual(['guest-token-abc', 'guest-token-abc']);
    expect(summary().getByRole('button', { name: 'Redirecting to payment…' })).toBeDisabled();
  });

  it('a refused guest token asks for one new lookup and tells the stay view', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: 'Please find your booking again to continue.', code: 'guest_token_invalid' }, 401),
      ),
    );
    const onAccessRefused = vi.fn();
    await renderSection({ redirect: vi.fn(), onAccessRefused });
    await addEarlyCheckIn(user);
    await user.click(summary().getByRole('button', { name: 'Pay €10.00' }));
    expect(await screen.findByText('Find your booking once more')).toBeInTheDocument();
    expect(summary().getByRole('alert')).toHaveTextContent(
      'To continue, find your booking once more with your last name and check-in date.',
    );
    expect(onAccessRefused).toHaveBeenCalledTimes(1);
    expect(summary().getByText('Early check-in')).toBeInTheDocument();
  });

  it('a stay saved without a guest token asks for one new lookup before paying, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderSection({ booking: { ...booking, guestAccess: undefined }, redirect: vi.fn() }, 'fr');
    await user.click(screen.getByRole('button', { name: /Ajouter : Arrivée anticipée/ }));
    await user.click(summary().getByRole('button', { name: /^Payer/ }));
    expect(await screen.findByText('Retrouvez votre réservation une fois de plus')).toBeInTheDocument();
    expect(summary().getByRole('alert')).toHaveTextContent(
      "Pour continuer, retrouvez votre réservation une fois de plus avec votre nom de famille et votre date d'arrivée.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('coming back from the checkout page with the back button makes the pay button usable again', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('create-stripe-checkout-session')
          ? json({ checkoutUrl: 'http://127.0.0.1:4421/local-checkout/cs_test_2' })
          : json({ clientSecret: 'sec_2' }),
      ),
    );
    await renderSection({ redirect: vi.fn() });
    await addEarlyCheckIn(user);
    await user.click(summary().getByRole('button', { name: 'Pay €10.00' }));
    await waitFor(() =>
      expect(summary().getByRole('button', { name: 'Redirecting to payment…' })).toBeDisabled(),
    );
    act(() => {
      const event = new Event('pageshow');
      Object.defineProperty(event, 'persisted', { value: true });
      window.dispatchEvent(event);
    });
    expect(summary().getByRole('button', { name: 'Pay €10.00' })).toBeEnabled();
  });

  const failures = [
    {
      what: 'the session cannot be created',
      server: {
        'create-stripe-checkout-session': () => json({ error: 'Booking not found', code: 'not_found' }, 404),
      },
      title: 'Payment setup failed',
      message: "We couldn't set up the payment process. Please try again later.",
      inline: 'Failed to create checkout session. Please try again.',
    },
    {
      what: 'no checkout URL comes back',
      server: { 'create-stripe-checkout-session': () => json({ checkoutUrl: null }) },
      title: 'Payment setup failed',
      message: "We couldn't set up the payment process. Please try again later.",
      inline: 'Unable to initialize payment. Please try again.',
    },
    {
      what: 'an exception happens',
      server: {
        'create-stripe-checkout-session': () => {
          throw new DOMException('stopped', 'AbortError');
        },
      },
      title: 'Error processing payment',
      message: 'An unexpected error occurred. Please try again later.',
      inline: 'An unexpected error occurred. Please try again.',
    },
    {
      what: 'saving the extras fails',
      server: {
        'create-stripe-checkout-session': () => json({ checkoutUrl: 'http://x/cs' }),
        'save-booking-extras': () => json({ error: 'Invalid details', code: 'invalid_details' }, 400),
      },
      title: 'Error saving extras',
      message: 'There was a problem saving your selected extras. Please try again.',
      inline: null,
    },
    {
      what: 'saving returns no client secret',
      server: {
        'create-stripe-checkout-session': () => json({ checkoutUrl: 'http://x/cs' }),
        'save-booking-extras': () => json({}),
      },
      title: 'Payment setup failed',
      message: "We couldn't set up the payment process. Please try again.",
      inline: null,
    },
    {
      what: 'saving throws',
      server: {
        'create-stripe-checkout-session': () => json({ checkoutUrl: 'http://x/cs' }),
        'save-booking-extras': () => {
          throw new DOMException('stopped', 'AbortError');
        },
      },
      title: 'Error saving extras',
      message: 'An unexpected error occurred. Please try again later.',
      inline: null,
    },
  ] as const;

  for (const failure of failures) {
    it(`when ${failure.what}: the spec's toast${failure.inline ? ' and inline text' : ''}, pay again possible, selection kept`, async () => {
      const user = userEvent.setup();
      const answers: Record<string, () => Response> = failure.server;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => {
          const answer = answers[String(input).split('/functions/v1/')[1] ?? ''];
          if (!answer) throw new TypeError('Failed to fetch');
          return answer();
        }),
      );
      const redirect = vi.fn();
      await renderSection({ redirect });
      await addEarlyCheckIn(user);
      await user.click(summary().getByRole('button', { name: 'Pay €10.00' }));
      expect(await screen.findByText(failure.title)).toBeInTheDocument();
      expect(screen.getByText(failure.message)).toBeInTheDocument();
      if (failure.inline) expect(summary().getByRole('alert')).toHaveTextContent(failure.inline);
      else expect(summary().queryByRole('alert')).not.toBeInTheDocument();
      expect(summary().getByRole('button', { name: 'Pay €10.00' })).toBeEnabled();
      expect(summary().getByText('Early check-in')).toBeInTheDocument();
      expect(redirect).not.toHaveBeenCalled();
    });
  }

  it('restores the saved selection after a reload of the page', async () => {
    const user = userEvent.setup();
    const first = await renderSection();
    await addEarlyCheckIn(user);
    await waitFor(async () => expect(await loadSavedExtras(booking.bookingId)).toHaveLength(1));
    first.unmount();
    resetExtrasStore();
    await renderSection();
    await waitFor(() => expect(summary().getByText('Early check-in')).toBeInTheDocument());
  });

  it('drops extras from the selection when the booking comes back paid', async () => {
    const user = userEvent.setup();
    await renderWithApp(<Reloading />);
    await waitFor(() => expect(useExtrasStore.getState().hydrated).toBe(true));
    await addEarlyCheckIn(user);
    await user.click(screen.getByRole('button', { name: 'reload booking' }));
    await waitFor(() => expect(summary().queryByText('Early check-in')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('extra-early_checkin')).getByText('Paid')).toBeInTheDocument();
    await waitFor(async () => expect(await loadSavedExtras(booking.bookingId)).toEqual([]));
  });

  it('speaks Arabic: translated cards, summary and pay button', async () => {
    const user = userEvent.setup();
    await renderSection({}, 'ar');
    expect(screen.getByRole('heading', { level: 2, name: 'أضف لمسة إلى إقامتك' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إضافة: تسجيل وصول مبكر' }));
    await waitFor(() => expect(summary().getByText('تسجيل وصول مبكر')).toBeInTheDocument());
    expect(summary().getByRole('button', { name: /^ادفع/ })).toBeEnabled();
    expect(screen.queryByText(/Pay|Add|Remove/)).not.toBeInTheDocument();
  });
});
