import { describe, expect, it } from 'vitest';
import { checkInHistoryLines, formsReceivedText, showsCheckInBadge } from './checkin-status';

describe('showsCheckInBadge', () => {
  it('shows the status of stays to come and under way, whatever it is', () => {
    for (const checkInStatus of ['not_started', 'partial', 'complete'] as const) {
      expect(showsCheckInBadge({ status: 'upcoming', checkInStatus })).toBe(true);
      expect(showsCheckInBadge({ status: 'checkedIn', checkInStatus })).toBe(true);
    }
  });

  it('hides it on cancelled stays, on past stays never started, and on answers without it', () => {
    expect(showsCheckInBadge({ status: 'cancelled', checkInStatus: 'complete' })).toBe(false);
    expect(showsCheckInBadge({ status: 'checkedOut', checkInStatus: 'not_started' })).toBe(false);
    expect(showsCheckInBadge({ status: 'checkedOut', checkInStatus: 'complete' })).toBe(true);
    expect(showsCheckInBadge({ status: 'upcoming' })).toBe(false);
  });
});

describe('formsReceivedText', () => {
  it('says no form is in before the guest starts, then how many of the declared adults', () => {
    expect(formsReceivedText({ adults: null, received: 0 })).toEqual({ key: 'checkIn.noForms' });
    expect(formsReceivedText({ adults: 2, received: 1 })).toEqual({
      key: 'checkIn.formsOf',
      values: { received: 1, count: 2 },
    });
    expect(formsReceivedText({ adults: 2, received: 2 }).values).toEqual({ received: 2, count: 2 });
  });
});

describe('checkInHistoryLines', () => {
  it('lists every form received oldest first, a form sent again as such, and leaves out what it cannot read', () => {
    const lines = checkInHistoryLines([
      {
        guestIndex: 2,
        action: 'replaced',
        adults: 2,
        afterComplete: true,
        clientIp: '198.51.100.7',
        at: '2026-07-09T18:30:00.000Z',
      },
      {
        guestIndex: 1,
        action: 'submitted',
        adults: 2,
        afterComplete: false,
        clientIp: '203.0.113.9',
        at: '2026-07-08T09:00:00.000Z',
      },
      {
        guestIndex: 1,
        action: 'submitted',
        adults: 2,
        afterComplete: false,
        clientIp: 'x',
        at: 'not a date',
      },
    ]);
    expect(lines).toEqual([
      {
        key: 'checkIn.history.submitted',
        values: { index: 1, address: '203.0.113.9' },
        at: Date.parse('2026-07-08T09:00:00.000Z'),
        afterComplete: false,
      },
      {
        key: 'checkIn.history.replaced',
        values: { index: 2, address: '198.51.100.7' },
        at: Date.parse('2026-07-09T18:30:00.000Z'),
        afterComplete: true,
      },
    ]);
    expect(checkInHistoryLines(undefined)).toEqual([]);
  });
});
