import { describe, expect, it } from 'vitest';
import { dayIn, groupByDate, monthGrid, monthIn, monthOf, shiftMonth, wireMonth } from './month-grid';

describe('month grid', () => {
  it('April 2025 starts on a Tuesday and fills whole weeks', () => {
    const sundayWeeks = monthGrid('2025-04-01', 0);
    expect(sundayWeeks).toHaveLength(5);
    expect(sundayWeeks[0]?.[0]).toEqual({ date: '2025-03-30', day: 30, inMonth: false });
    expect(sundayWeeks[0]?.[2]).toEqual({ date: '2025-04-01', day: 1, inMonth: true });
    expect(sundayWeeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
    const mondayWeeks = monthGrid('2025-04-01', 1);
    expect(mondayWeeks[0]?.[1]?.date).toBe('2025-04-01');
  });

  it('fills whole weeks whatever the month: no leading days, a leap February, a clock change', () => {
    // June 2026 starts on a Monday: no day of May before it; 30 days end on a Tuesday.
    const june = monthGrid('2026-06-01', 1);
    expect(june[0]?.[0]).toEqual({ date: '2026-06-01', day: 1, inMonth: true });
    expect(june).toHaveLength(5);
    expect(june[4]?.[6]).toEqual({ date: '2026-07-05', day: 5, inMonth: false });
    // February 2028 has 29 days; March 2026 holds Europe's clock change (29 March) and stays 31 days.
    expect(
      monthGrid('2028-02-01', 1)
        .flat()
        .filter((day) => day.inMonth),
    ).toHaveLength(29);
    const march = monthGrid('2026-03-01', 1)
      .flat()
      .filter((day) => day.inMonth);
    expect(march.map((day) => day.day)).toEqual(Array.from({ length: 31 }, (_, index) => index + 1));
    // 1 March 2026 is a Sunday: six whole weeks, each day once.
    expect(
      new Set(
        monthGrid('2026-03-01', 1)
          .flat()
          .map((day) => day.date),
      ).size,
    ).toBe(42);
  });

  it('moves across years', () => {
    expect(shiftMonth('2025-01-01', -1)).toBe('2024-12-01');
    expect(shiftMonth('2025-12-01', 1)).toBe('2026-01-01');
    expect(monthOf(new Date(2026, 10, 22))).toBe('2026-11-01');
  });

  it('takes today and this month in the properties’ time zone, whatever the tablet’s', () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in Morocco (UTC+1), still 31 March in New York.
    const now = new Date('2026-03-31T23:30:00Z');
    expect(dayIn(now, 'Africa/Casablanca')).toBe('2026-04-01');
    expect(monthIn(now, 'Africa/Casablanca')).toBe('2026-04-01');
    expect(monthIn(now, 'America/New_York')).toBe('2026-03-01');
    expect(wireMonth('2026-04-01')).toBe('2026-04');
  });

  it('groups items by day', () => {
    const map = groupByDate([
      { date: '2025-04-14', id: 1 },
      { date: '2025-04-14', id: 2 },
      { date: '2025-04-15', id: 3 },
    ]);
    expect(map.get('2025-04-14')).toHaveLength(2);
    expect(map.get('2025-04-16')).toBeUndefined();
  });
});

describe('month grid and the language rule', () => {
  it('starts on the week day the language starts on: Monday in all four, as in Morocco', async () => {
    const { weekStartOf } = await import('@/i18n/format');
    for (const language of ['en', 'fr', 'es', 'ar']) {
      const weeks = monthGrid('2025-04-01', weekStartOf(language));
      // 2025-03-31 is a Monday; April 1st is the Tuesday of that first week.
      expect(weeks[0]?.[0]?.date).toBe('2025-03-31');
      expect(weeks[0]?.[1]).toEqual({ date: '2025-04-01', day: 1, inMonth: true });
    }
  });
});
