import { describe, expect, it } from 'vitest';
import type { StayCalendar } from '../api/stay-types';
import { isExcluded, isTakenNight, latestCheckOut, minNightsFor } from './stay-calendar';

const calendar: StayCalendar = {
  from: '2027-03-01',
  to: '2028-03-01',
  taken: [{ from: '2027-03-10', to: '2027-03-14' }],
  minNights: 2,
  minNightsPeriods: [{ from: '2027-12-20', to: '2028-01-03', minNights: 5 }],
};

describe('the calendar of free and taken nights', () => {
  it('a taken range takes its nights; its last day is free to arrive on', () => {
    expect(isTakenNight(calendar, '2027-03-10')).toBe(true);
    expect(isTakenNight(calendar, '2027-03-13')).toBe(true);
    expect(isTakenNight(calendar, '2027-03-14')).toBe(false);
    expect(isExcluded(calendar, '2027-03-12', null)).toBe(true);
    expect(isExcluded(calendar, '2027-03-14', null)).toBe(false);
  });

  it('a check-out can be the first taken day, never past it', () => {
    expect(latestCheckOut(calendar, '2027-03-05')).toBe('2027-03-10');
    expect(isExcluded(calendar, '2027-03-10', '2027-03-05')).toBe(false);
    expect(isExcluded(calendar, '2027-03-11', '2027-03-05')).toBe(true);
  });

  it('respects the minimum stay, the dated period’s for its check-in nights', () => {
    expect(minNightsFor(calendar, '2027-04-01')).toBe(2);
    expect(minNightsFor(calendar, '2027-12-24')).toBe(5);
    expect(isExcluded(calendar, '2027-04-02', '2027-04-01')).toBe(true);
    expect(isExcluded(calendar, '2027-04-03', '2027-04-01')).toBe(false);
    expect(isExcluded(calendar, '2027-12-28', '2027-12-24')).toBe(true);
    expect(isExcluded(calendar, '2027-12-29', '2027-12-24')).toBe(false);
  });

  it('nothing before the window (the home’s today)', () => {
    expect(isExcluded(calendar, '2027-02-28', null)).toBe(true);
  });
});
