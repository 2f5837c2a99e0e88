import type { DashboardAnswer, ListedBooking } from '@shared/host-api-types-guests.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import DashboardPage from './dashboard-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/lib/host-functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/host-functions')>()),
  callHostFunction: call,
}));

const arrival = (id: string, name: string, checkInStatus: ListedBooking['checkInStatus']): ListedBooking => ({
  id,
  name,
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  property: 'Riad Yasmine',
  source: 'direct',
  status: 'upcoming',
  guests: 2,
  nameNeeded: false,
  checkInStatus,
});
const dashboard: DashboardAnswer = {
  host: { displayName: 'Amina', role: 'owner' },
  today: '2026-07-01',
  month: '2026-07-01',
  stats: {
    totalProperties: 2,
    cities: 2,
    monthlyRevenue: 1250,
    revenueCurrency: 'EUR',
    revenueTrendPercent: null,
    activeBookings: 3,
    pendingCleaningTasks: 0,
  },
  revenue: [],
  upcomingCheckIns: [
    arrival('b-1', 'Youssef Benali', 'complete'),
    arrival('b-2', 'Omar Haddad', 'not_started'),
  ],
  earlyCheckInWarnings: [],
};

afterEach(() => call.mockReset());

describe('DashboardPage', () => {
  it('shows each upcoming check-in’s online check-in status', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'host-dashboard') return dashboard;
      return { month: '2026-07', today: '2026-07-01', days: [] };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderWithApp(
      <QueryClientProvider client={client}>
        <DashboardPage />
      </QueryClientProvider>,
      { route: '/host/dashboard' },
    );
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming Check-ins' })).parentElement;
    const items = within(upcoming as HTMLElement).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Youssef Benali');
    expect(items[0]).toHaveTextContent('Online check-in: complete');
    expect(items[1]).toHaveTextContent('Omar Haddad');
    expect(items[1]).toHaveTextContent('Online check-in: not started');
  });
});
