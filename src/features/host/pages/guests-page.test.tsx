import type { BookingDetailsAnswer, GuestsAnswer } from '@shared/host-api-types-guests.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import GuestsPage from './guests-page';

const call = vi.hoisted(() => vi.fn());
/** View Details' Automated messages: nothing sent yet, nothing to come. */
const noAutomatedMessages = { sent: [], upcoming: [] };

vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const row = {
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  property: 'Riad Yasmine',
  status: 'upcoming',
  guests: 2,
} as const;
const guests: GuestsAnswer = {
  bookings: [
    {
      ...row,
      id: 'b-1',
      name: 'Amina El Idrissi',
      source: 'direct',
      nameNeeded: false,
      checkInStatus: 'partial',
    },
    { ...row, id: 'b-2', name: '', source: 'airbnb', nameNeeded: true, checkInStatus: 'not_started' },
  ],
  total: 2,
  page: 1,
  pageSize: 10,
  pageCount: 1,
};
const details: BookingDetailsAnswer = {
  booking: {
    id: 'b-2',
    firstName: null,
    lastName: '',
    name: '',
    nameNeeded: true,
    email: null,
    phone: null,
    guests: 2,
    checkIn: '2026-07-10',
    checkOut: '2026-07-14',
    nights: 4,
    property: { name: 'Riad Yasmine', city: 'Marrakech' },
    source: 'airbnb',
    status: 'upcoming',
    stayTotal: null,
    currency: 'EUR',
    createdAt: '2026-06-01T10:00:00.000Z',
    notes: 'Arrives after 23:00.\nAsked for a cot.',
  },
  extras: [],
  extrasPaid: [],
  checkIn: { status: 'not_started', adults: null, received: 0, guests: [] },
};

afterEach(() => call.mockReset());

describe('GuestsPage', () => {
  it('adds a booking from the header, marks unnamed channel bookings, and opens a booking’s editor from View Details', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'host-guests' ? guests : name === 'host-automated-messages' ? noAutomatedMessages : details,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderWithApp(
      <QueryClientProvider client={client}>
        <GuestsPage />
      </QueryClientProvider>,
      { route: '/host/guests' },
    );
    expect(await screen.findByRole('link', { name: 'Add booking' })).toHaveAttribute(
      'href',
      '/host/bookings/new',
    );
    // The table and the cards each show the row: the badge stands in for the missing name.
    expect(screen.getAllByText('Guest name needed').length).toBeGreaterThanOrEqual(2);
    const unnamed = screen.getAllByRole('button', { name: 'View Details: Guest name needed' });
    expect(unnamed.length).toBeGreaterThanOrEqual(1);
    await userEvent.setup().click(unnamed[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('link', { name: 'Edit booking: Guest name needed' }),
    ).toHaveAttribute('href', '/host/bookings/b-2');
    // Message guest opens the booking's conversation, with or without a message in it yet (issue 44).
    expect(within(dialog).getByRole('link', { name: 'Message guest: Guest name needed' })).toHaveAttribute(
      'href',
      '/host/messages?booking=b-2',
    );
    // The team's notes on the booking, as written (issue 43, item 8).
    expect(within(dialog).getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Arrives after 23:00\.\s+Asked for a cot\.$/)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('host-booking', { bookingId: 'b-2' }, expect.anything());
  });

  it('shows each stay’s online check-in under its status, and View Details says whose forms are in', async () => {
    const partial: BookingDetailsAnswer = {
      ...details,
      booking: {
        ...details.booking,
        id: 'b-1',
        firstName: 'Amina',
        lastName: 'El Idrissi',
        nameNeeded: false,
      },
      checkIn: {
        status: 'partial',
        adults: 2,
        received: 1,
        guests: [{ guestIndex: 1, firstName: 'Amina', lastName: 'El Idrissi' }],
      },
    };
    call.mockImplementation(async (name: string) =>
      name === 'host-guests' ? guests : name === 'host-automated-messages' ? noAutomatedMessages : partial,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderWithApp(
      <QueryClientProvider client={client}>
        <GuestsPage />
      </QueryClientProvider>,
      { route: '/host/guests' },
    );
    // Table and cards: the spec's columns stay, the badge sits in the Status cell.
    expect(await screen.findAllByText('Online check-in: partial')).not.toHaveLength(0);
    expect(screen.getAllByText('Online check-in: not started')).not.toHaveLength(0);
    // Each badge says what it is about: the stay's dates, or the guests' forms (issue 43).
    expect(
      screen.getByText(/^Status follows the stay’s dates \(Checked-in: the stay is under way\)/),
    ).toBeVisible();
    expect(screen.getAllByText('Online check-in: partial')[0]).toHaveAttribute(
      'title',
      'The guests’ arrival forms, sent online before the stay.',
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Guest Name',
      'Check-in Date',
      'Check-out Date',
      'Property',
      'Booking Source',
      'Status',
      'Actions',
    ]);
    const [viewAmina] = screen.getAllByRole('button', { name: 'View Details: Amina El Idrissi' });
    await userEvent.setup().click(viewAmina as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const section = await within(dialog).findByRole('region', { name: /Online check-in/ });
    expect(section).toHaveTextContent('Forms received: 1 of 2 adults');
    expect(within(section).getByRole('listitem')).toHaveTextContent('Amina El Idrissi (main guest)');
    expect(within(section).getByRole('link', { name: /Open the declaration of/ })).toHaveAttribute(
      'href',
      '/host/declarations?date=2026-07-10',
    );
  });

  it('opens the booking a notification or an e-mail links to (?booking=<id>)', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'host-guests' ? guests : name === 'host-automated-messages' ? noAutomatedMessages : details,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderWithApp(
      <QueryClientProvider client={client}>
        <GuestsPage />
      </QueryClientProvider>,
      { route: '/host/guests?booking=b-2' },
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('link', { name: 'Edit booking: Guest name needed' }),
    ).toHaveAttribute('href', '/host/bookings/b-2');
    expect(call).toHaveBeenCalledWith('host-booking', { bookingId: 'b-2' }, expect.anything());
  });
});
