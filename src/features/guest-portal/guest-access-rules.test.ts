import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import {
  guestTokenOf,
  needsNewLookup,
  paymentReturnRequests,
  refreshRequest,
  withoutGuestAccess,
} from './guest-access-rules';

const withToken = testBooking();
const saveBeforeTokens = testBooking({ guestAccess: undefined });

describe('the guest token of a saved stay', () => {
  it('is the saved answer’s token; a stay saved before tokens (or with an empty one) has none', () => {
    expect(guestTokenOf(withToken)).toBe('guest-token-b-1');
    expect(guestTokenOf(saveBeforeTokens)).toBeNull();
    expect(
      guestTokenOf(testBooking({ guestAccess: { token: '', expiresAt: '2099-01-01T00:00:00Z' } })),
    ).toBeNull();
    expect(guestTokenOf(null)).toBeNull();
    expect(needsNewLookup(withToken)).toBe(false);
    expect(needsNewLookup(saveBeforeTokens)).toBe(true);
  });

  it('refreshes with the id and the token, and asks nothing without a token', () => {
    expect(refreshRequest(withToken)).toEqual({ bookingId: 'b-1', guestToken: 'guest-token-b-1' });
    expect(refreshRequest(saveBeforeTokens)).toBeNull();
  });

  it('tries a payment return with the token of the device that paid, then the address’s return token', () => {
    const payment = { bookingId: 'b-1', returnToken: 'return-1' };
    expect(paymentReturnRequests(payment, withToken)).toEqual([
      { bookingId: 'b-1', guestToken: 'guest-token-b-1' },
      { bookingId: 'b-1', returnToken: 'return-1' },
    ]);
    expect(paymentReturnRequests(payment, undefined)).toEqual([
      { bookingId: 'b-1', returnToken: 'return-1' },
    ]);
    expect(paymentReturnRequests({ bookingId: 'b-1', returnToken: null }, withToken)).toEqual([
      { bookingId: 'b-1', guestToken: 'guest-token-b-1' },
    ]);
    // An id alone opens nothing: nothing is asked.
    expect(paymentReturnRequests({ bookingId: 'b-1', returnToken: null }, saveBeforeTokens)).toEqual([]);
  });

  it('drops a refused token and keeps the rest of the stay', () => {
    const dropped = withoutGuestAccess(withToken);
    expect(dropped).not.toHaveProperty('guestAccess');
    expect(dropped).toMatchObject({ id: 'b-1', smartLockCode: '4827' });
    const none = testBooking();
    delete none.guestAccess;
    expect(withoutGuestAccess(none)).toBe(none);
  });
});
