import type { CodeRelease } from '@shared/api-types.ts';
import { describe, expect, it } from 'vitest';
import { testBooking } from '@/test/fixtures';
import {
  codeHasExpired,
  firstStayAt,
  firstStayStableUntil,
  type SavedStay,
  stayExpiresAt,
  withoutExpiredCode,
} from './rules';

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

describe('the door code past its expiry', () => {
  const release: CodeRelease = {
    state: 'released',
    releasesAt: '2026-11-23T14:00:00.000Z',
    requiresCheckIn: false,
    expiresAt: '2026-11-28T22:00:00.000Z',
    timeZone: 'Africa/Casablanca',
  };
  const expiry = Date.parse(release.expiresAt);
  const booking = testBooking({ backupDoorCode: '731904', codeRelease: release });

  it('is kept until the expiry, then taken out with its backup', () => {
    expect(withoutExpiredCode(booking, expiry - 1)).toBe(booking);
    const kept = withoutExpiredCode(booking, expiry);
    expect(kept.smartLockCode).toBeNull();
    expect(kept).not.toHaveProperty('backupDoorCode');
    // The wifi password too: after the stay it is the next guests'. The network's name stays.
    expect(kept.wifiPassword).toBeNull();
    expect(kept.wifiNetwork).toBe(booking.wifiNetwork);
    // The server's word counts too, and a stay without release data keeps its code as before.
    expect(codeHasExpired({ codeRelease: { ...release, state: 'expired' } }, expiry - 1)).toBe(true);
    expect(withoutExpiredCode(testBooking(), expiry * 2).smartLockCode).toBe('4827');
  });

  it('ends the first view (the door code card) at the code’s expiry', () => {
    const withCode: SavedStay = {
      bookingId: 'b-1',
      booking,
      updatedAt: 0,
      expiresAt: stayExpiresAt(booking),
    };
    expect(firstStayStableUntil([withCode], at('2026-11-24'))).toBe(expiry);
    // Without a code to lose, the stay's own moments.
    const noCode = { ...withCode, booking: { ...booking, smartLockCode: null } };
    expect(firstStayStableUntil([noCode], at('2026-11-24'))).toBe(noCode.expiresAt);
  });
});
