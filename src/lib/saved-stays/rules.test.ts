import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import { firstStayAt, firstStayStableUntil, type SavedStay, stayExpiresAt } from './rules';

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function stay(id: string, checkInDate: string, checkOutDate: string): SavedStay {
  const booking = testBooking({ id, bookingId: id, checkInDate, checkOutDate });
  return { bookingId: id, booking, updatedAt: 0, expiresAt: stayExpiresAt(booking) };
}

describe('the stay opened first, and until when', () => {
  const past = stay('past', '2026-11-18', '2026-11-22');
  const next = stay('next', '2026-11-25', '2026-11-28');
  const later = stay('later', '2026-12-10', '2026-12-12');

  it('opens the current or next stay before a stay that has ended', () => {
    expect(firstStayAt([past, next, later], at('2026-11-23'))?.bookingId).toBe('next');
  });

  it('keeps the one stay first until it expires', () => {
    const now = at('2026-11-23') + 10 * 60 * 60 * 1000;
    expect(firstStayStableUntil([next], now)).toBe(next.expiresAt);
  });

  it('ends when the first stay checks out and the next stay takes its place', () => {
    // On the day after check-out, 'next' has ended and 'later' comes first.
    expect(firstStayStableUntil([next, later], at('2026-11-23'))).toBe(at('2026-11-28') + DAY);
  });

  it('ends when a stay that has ended still comes first and then expires', () => {
    // Only past stays: the latest check-in first ('past2'), until it expires and 'past' is left.
    const past2 = stay('past2', '2026-11-20', '2026-11-22');
    const now = at('2026-11-23');
    expect(firstStayAt([past, past2], now)?.bookingId).toBe('past2');
    expect(firstStayStableUntil([past, past2], now)).toBe(past2.expiresAt);
  });

  it('is already over with no stay saved', () => {
    expect(firstStayStableUntil([], 1000)).toBe(1000);
    expect(firstStayAt([], 1000)).toBeUndefined();
  });
});
