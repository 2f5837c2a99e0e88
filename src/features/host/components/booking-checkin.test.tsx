import type { HostCheckInSummary } from '@shared/host-api-types-guests.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { BookingCheckIn } from './booking-checkin';

const complete: HostCheckInSummary = {
  status: 'complete',
  adults: 2,
  received: 2,
  guests: [
    { guestIndex: 1, firstName: 'Amina', lastName: 'El Idrissi' },
    { guestIndex: 2, firstName: 'Yusuf', lastName: 'El Idrissi' },
  ],
  history: [
    {
      guestIndex: 1,
      action: 'submitted',
      adults: 2,
      afterComplete: false,
      clientIp: '203.0.113.9',
      at: '2026-07-08T09:00:00.000Z',
    },
    {
      guestIndex: 2,
      action: 'submitted',
      adults: 2,
      afterComplete: false,
      clientIp: '203.0.113.9',
      at: '2026-07-08T09:05:00.000Z',
    },
    {
      guestIndex: 2,
      action: 'replaced',
      adults: 2,
      afterComplete: true,
      clientIp: '198.51.100.7',
      at: '2026-07-09T18:30:00.000Z',
    },
  ],
};

describe('BookingCheckIn', () => {
  it('shows the host every form received with who and when, a form sent again after completion marked', async () => {
    await renderWithApp(<BookingCheckIn checkIn={complete} checkInDate="2026-07-10" cancelled={false} />);
    const history = screen.getByRole('list', { name: 'Forms received: who and when' });
    const lines = within(history).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent(/^Jul 8, \d\d:\d\d( [AP]M)?: form of guest 1, from 203\.0\.113\.9$/);
    expect(lines[2]).toHaveTextContent(
      /: form of guest 2 sent again, from 198\.51\.100\.7 \(after the check-in was complete\)$/,
    );
    // The names on the current forms stay as they were.
    expect(screen.getByRole('list', { name: 'Forms received' })).toHaveTextContent(
      'Yusuf El Idrissi (guest 2)',
    );
  });

  it('shows no history before any form, nor from an answer saved before it existed', async () => {
    const { history: _none, ...saved } = complete;
    await renderWithApp(<BookingCheckIn checkIn={saved} checkInDate="2026-07-10" cancelled={false} />);
    expect(screen.queryByRole('list', { name: 'Forms received: who and when' })).toBeNull();
  });

  it('speaks Arabic to an Arabic-speaking host', async () => {
    await renderWithApp(<BookingCheckIn checkIn={complete} checkInDate="2026-07-10" cancelled={false} />, {
      language: 'ar',
    });
    const history = screen.getByRole('list', { name: 'الاستمارات المستلمة: من ومتى' });
    expect(within(history).getAllByRole('listitem')[2]).toHaveTextContent('بعد اكتمال تسجيل الوصول');
  });
});
