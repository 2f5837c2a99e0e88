import { describe, expect, it } from 'vitest';
import { propertiesToday, stayIsOver } from './booking-past';

describe('stayIsOver', () => {
  it('is over from the day after check-out, not on the check-out day', () => {
    expect(stayIsOver('2026-11-27', '2026-11-28')).toBe(true);
    expect(stayIsOver('2026-11-28', '2026-11-28')).toBe(false);
    expect(stayIsOver('2026-12-02', '2026-11-28')).toBe(false);
  });
  it('says nothing of a stay without dates yet', () => {
    expect(stayIsOver(null, '2026-11-28')).toBe(false);
  });
});

describe('propertiesToday', () => {
  it('is the day in Morocco, not the tablet’s zone', () => {
    // 23:30 UTC on 27 November is 00:30 on the 28th in Morocco (UTC+1).
    expect(propertiesToday(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
  });
});
