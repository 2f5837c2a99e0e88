import { describe, expect, it } from 'vitest';
import {
  combinedShift,
  lateCheckoutTime,
  latestStartForEarlyCheckIn,
  shiftedCleaning,
} from './cleaning-shift.ts';

describe('shiftedCleaning', () => {
  it('brings a cleaning forward so it is done by the early check-in (11:00, two hours of work)', () => {
    expect(latestStartForEarlyCheckIn).toBe('09:00');
    expect(shiftedCleaning({ time: '11:00', shift: null }, 'early_check_in')).toEqual({
      time: '09:00',
      shift: 'early_check_in',
    });
    // Already earlier: kept; no time at all: the latest start.
    expect(shiftedCleaning({ time: '08:15:00', shift: null }, 'early_check_in').time).toBe('08:15');
    expect(shiftedCleaning({ time: null, shift: null }, 'early_check_in').time).toBe('09:00');
  });

  it('starts a cleaning after the late checkout (14:00) at the earliest', () => {
    expect(lateCheckoutTime).toBe('14:00');
    expect(shiftedCleaning({ time: '11:00', shift: null }, 'late_checkout')).toEqual({
      time: '14:00',
      shift: 'late_checkout',
    });
    expect(shiftedCleaning({ time: '16:30', shift: null }, 'late_checkout').time).toBe('16:30');
    expect(shiftedCleaning({ time: null, shift: null }, 'late_checkout').time).toBe('14:00');
  });

  it('says both when a late checkout and an early check-in fall on one day, in either order', () => {
    const early = shiftedCleaning({ time: '11:00', shift: null }, 'early_check_in');
    expect(shiftedCleaning(early, 'late_checkout')).toEqual({ time: '14:00', shift: 'both' });
    const late = shiftedCleaning({ time: '11:00', shift: null }, 'late_checkout');
    expect(shiftedCleaning(late, 'early_check_in')).toEqual({ time: '14:00', shift: 'both' });
    expect(combinedShift('both', 'early_check_in')).toBe('both');
    expect(combinedShift('late_checkout', 'late_checkout')).toBe('late_checkout');
  });
});
