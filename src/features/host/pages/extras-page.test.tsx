import type { ExtraQueueItem, ExtrasQueueAnswer } from '@shared/host-api-types-extras.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { dayIn } from '../rules/month-grid';
import ExtrasPage from './extras-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const today = dayIn(new Date(), 'Africa/Casablanca');
const plus = (days: number) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};
const booking = {
  id: 'b-1',
  guestName: 'Yasmine Benali',
  guestPhone: null,
  guestEmail: null,
  checkIn: today,
  checkOut: plus(3),
  property: { id: 'p-1', name: 'Riad Yasmine', city: 'Marrakech' },
  cancelled: false,
};
const lineBase = {
  quantity: 1,
  currency: 'EUR',
  status: 'paid',
  paidAt: '2026-03-01T10:00:00Z',
  orderedAt: '2026-03-01T09:55:00Z',
  fulfilledAt: null,
  fulfilledBy: null,
} as const;
const transfer: ExtraQueueItem = {
  line: {
    ...lineBase,
    id: 'l-1',
    extraId: 'airport_transfer',
    name: 'Airport transfer',
    unitAmount: 3000,
    amount: 3000,
    details: {
      direction: 'arrival',
      flightNumber: 'AT 800',
      flightDate: today,
      flightTime: '14:30',
      guestCount: '2',
      contactNumber: '+212 600 000 000',
    },
  },
  booking,
  dueDate: today,
  mornings: [],
};
const breakfast: ExtraQueueItem = {
  line: {
    ...lineBase,
    id: 'l-2',
    extraId: 'breakfast',
    name: 'Breakfast',
    unitAmount: 700,
    amount: 700,
    details: { timeMethod: 'later', people: '2' },
  },
  booking,
  dueDate: plus(1),
  mornings: [],
};
const settingsOf = (role: 'owner' | 'team') => ({
  profile: { displayName: 'Rihla Team', email: 'team@rihla.example', phone: '', language: 'en', role },
  properties: [],
  preferences: {},
});

afterEach(() => call.mockReset());

async function open(role: 'owner' | 'team', queue: ExtrasQueueAnswer) {
  let fulfilled = false;
  call.mockImplementation(async (name: string, body: { action: string; lineId?: string }) => {
    if (name === 'host-settings') return settingsOf(role);
    if (body.action === 'fulfil') {
      fulfilled = true;
      return {
        item: {
          ...transfer,
          line: { ...transfer.line, fulfilledAt: new Date().toISOString(), fulfilledBy: 'Rihla Team' },
        },
      };
    }
    if (body.action === 'reopen') {
      fulfilled = false;
      return { item: transfer };
    }
    return fulfilled
      ? { items: queue.items.filter((item) => item !== transfer), openCount: queue.openCount - 1 }
      : queue;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithApp(
    <QueryClientProvider client={client}>
      <ExtrasPage />
    </QueryClientProvider>,
    { route: '/host/extras' },
  );
}

describe('ExtrasPage', () => {
  it('gives a breakfast for three mornings one Mark fulfilled per morning, each saved on its own', async () => {
    const mornings = [plus(1), plus(2), plus(3)];
    const threeMornings: ExtraQueueItem = {
      ...breakfast,
      line: {
        ...breakfast.line,
        details: { timeMethod: 'later', people: '2', mornings: mornings.join(',') },
      },
      mornings: mornings.map((day) => ({ day, fulfilled: false })),
    };
    const firstDone = {
      ...threeMornings,
      dueDate: plus(2),
      mornings: mornings.map((day, index) => ({ day, fulfilled: index === 0 })),
    };
    let marked = false;
    call.mockImplementation(async (name: string, body: { action: string }) => {
      if (name === 'host-settings') return settingsOf('team');
      if (body.action === 'fulfil') {
        marked = true;
        return { item: firstDone };
      }
      return { items: [marked ? firstDone : threeMornings], openCount: 1 };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderWithApp(
      <QueryClientProvider client={client}>
        <ExtrasPage />
      </QueryClientProvider>,
      { route: '/host/extras' },
    );
    const card = await screen.findByRole('article', { name: 'Breakfast: Yasmine Benali' });
    const buttons = within(card).getAllByRole('button', {
      name: /^Mark fulfilled: Breakfast for Yasmine Benali, morning of /,
    });
    expect(buttons).toHaveLength(3);
    await userEvent.setup().click(buttons[0] as HTMLElement);
    expect(call).toHaveBeenCalledWith('host-extras', { action: 'fulfil', lineId: 'l-2', morning: plus(1) });
    // The queue read again: the first morning fulfilled with its Undo, the card now due on the second.
    expect(
      await screen.findByRole('button', { name: /^Undo: Breakfast for Yasmine Benali, morning of / }),
    ).toBeInTheDocument();
    const after = screen.getByRole('article', { name: 'Breakfast: Yasmine Benali' });
    expect(within(after).getAllByRole('button', { name: /^Mark fulfilled: / })).toHaveLength(2);
    expect(within(after).getByText('Fulfilled')).toBeInTheDocument();
  });

  it('shows the team the paid extras by day with what to do, and keeps who marked one fulfilled, with Undo', async () => {
    await open('team', { items: [transfer, breakfast], openCount: 2 });
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tomorrow' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Airport transfer: Yasmine Benali' });
    expect(within(card).getByText('AT 800')).toBeInTheDocument();
    expect(within(card).getByText('14:30')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+212 600 000 000' })).toHaveAttribute(
      'href',
      'tel:+212600000000',
    );
    expect(within(card).getByRole('link', { name: 'Open the booking of Yasmine Benali' })).toHaveAttribute(
      'href',
      '/host/guests?booking=b-1',
    );
    const breakfastCard = screen.getByRole('article', { name: 'Breakfast: Yasmine Benali' });
    expect(within(breakfastCard).getByText('To be decided by the guest')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(card).getByRole('button', { name: 'Mark fulfilled: Airport transfer for Yasmine Benali' }),
    );
    expect(call).toHaveBeenCalledWith('host-extras', { action: 'fulfil', lineId: 'l-1' });
    expect(await within(card).findByText(/^Fulfilled by Rihla Team at /)).toBeInTheDocument();
    // Still on screen after the queue is read again, with its Undo.
    await user.click(within(card).getByRole('button', { name: 'Undo: Airport transfer for Yasmine Benali' }));
    expect(call).toHaveBeenCalledWith('host-extras', { action: 'reopen', lineId: 'l-1' });
    expect(await within(card).findByRole('button', { name: /^Mark fulfilled/ })).toBeInTheDocument();
  });

  it('says when there is nothing to fulfil', async () => {
    await open('team', { items: [], openCount: 0 });
    expect(
      await screen.findByText('Nothing to fulfil: every paid extra has been taken care of.'),
    ).toBeInTheDocument();
  });

  it('tells an owner the screen is the team’s, without asking for the queue', async () => {
    await open('owner', { items: [transfer], openCount: 1 });
    expect(
      await screen.findByRole('heading', { name: 'This screen is for the Rihla team' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Guests' })).toHaveAttribute('href', '/host/guests');
    expect(call.mock.calls.map(([name]) => name)).not.toContain('host-extras');
  });
});
