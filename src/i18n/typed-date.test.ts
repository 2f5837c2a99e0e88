import { describe, expect, it } from 'vitest';
import { isoOfTypedDate, typedDateOfIso } from './typed-date';

describe('a date typed day first', () => {
  it('reads day, month, year with any usual separator, and an ISO date as it is', () => {
    expect(isoOfTypedDate('14/05/1988')).toBe('1988-05-14');
    expect(isoOfTypedDate(' 2.11.1986 ')).toBe('1986-11-02');
    expect(isoOfTypedDate('02-11-1986')).toBe('1986-11-02');
    expect(isoOfTypedDate('2 11 1986')).toBe('1986-11-02');
    expect(isoOfTypedDate('1988-05-14')).toBe('1988-05-14');
  });

  it('refuses what is not a date of the calendar: never guesses the month from the day', () => {
    expect(isoOfTypedDate('31/02/2000')).toBeNull();
    expect(isoOfTypedDate('05/14/1988')).toBeNull();
    expect(isoOfTypedDate('14/05/88')).toBeNull();
    expect(isoOfTypedDate('14/05')).toBeNull();
    expect(isoOfTypedDate('')).toBeNull();
    expect(isoOfTypedDate('soon')).toBeNull();
  });

  it('shows a stored date day first, and leaves other text alone', () => {
    expect(typedDateOfIso('1988-05-14')).toBe('14/05/1988');
    expect(typedDateOfIso('14/05')).toBe('14/05');
  });
});
