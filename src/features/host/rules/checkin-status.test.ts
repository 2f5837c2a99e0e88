import { describe, expect, it } from 'vitest';
import { formsReceivedText, showsCheckInBadge } from './checkin-status';

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
