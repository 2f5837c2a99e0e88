import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { useCheckInStore } from '../store/check-in-store';
import { AdultsPicker } from './adults-picker';

const booking = testBooking({
  checkIn: { status: 'complete', adults: 2, maxGuests: 3, submitted: [] },
});

afterEach(() => useCheckInStore.setState({ booking: null, results: {}, guests: {}, sent: [], adults: null }));

describe('the adults picker', () => {
  it('says why the server refused a count below the forms it already has (another phone sent them)', async () => {
    useCheckInStore.setState({
      booking,
      adults: 1,
      sent: [1],
      results: {
        1: {
          status: 'invalid',
          fields: { adults: 'belowReceived' },
          message: 'Please check the form: adults is fewer than the forms already received.',
        },
      },
    });
    await renderWithApp(<AdultsPicker />);
    const picker = screen.getByRole('group', { name: /How many adults/ });
    expect(picker).toHaveAccessibleDescription(
      /Forms are already in for more adults than this: the number of adults cannot go below the forms sent\./,
    );
  });

  it('says it in French for a form refused when it was sent later from the phone', async () => {
    useCheckInStore.setState({
      booking,
      adults: 4,
      guests: {
        2: {
          form: {} as never,
          consent: true,
          refusal: { kind: 'invalid', fields: { adults: 'tooMany' } },
        },
      },
    });
    await renderWithApp(<AdultsPicker />, { language: 'fr' });
    expect(
      screen.getByText("C'est plus d'adultes que le nombre de voyageurs de la réservation."),
    ).toBeInTheDocument();
  });

  it('shows no error otherwise', async () => {
    useCheckInStore.setState({ booking, adults: 2, results: { 1: { status: 'queued' } as never } });
    await renderWithApp(<AdultsPicker />);
    expect(screen.getByRole('group', { name: /How many adults/ })).not.toHaveAccessibleDescription(
      /Forms are already in/,
    );
  });
});
