import { describe, expect, it } from 'vitest';
import { blockDatesProblem, maxBlockNights, nightsBetween } from './manual-blocks.ts';

describe('a block by hand: its dates', () => {
  it('counts nights as a stay does (the end is the first free day)', () => {
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
    expect(nightsBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(nightsBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('takes one night to a year', () => {
    expect(blockDatesProblem('2026-12-01', '2026-12-02')).toBeNull();
    expect(blockDatesProblem('2026-01-01', '2027-01-02')).toBeNull();
    expect(nightsBetween('2026-01-01', '2027-01-02')).toBe(maxBlockNights);
  });

  it('refuses an end not after the start, a longer block and dates that are no days', () => {
    expect(blockDatesProblem('2026-12-04', '2026-12-04')).toBe('order');
    expect(blockDatesProblem('2026-12-04', '2026-12-01')).toBe('order');
    expect(blockDatesProblem('2026-01-01', '2027-01-03')).toBe('tooLong');
    expect(blockDatesProblem('2026-02-30', '2026-03-02')).toBe('start');
    expect(blockDatesProblem('2026-02-01', '')).toBe('end');
    expect(blockDatesProblem('1999-12-30', '2000-01-02')).toBe('start');
  });
});
