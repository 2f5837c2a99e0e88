/** The Analytics periods (from today, with the period each is compared with) and the rounding. */
import { describe, expect, it } from 'vitest';
import { changePercent, comparedPeriod, oneDecimal, percentOf } from './analytics-periods.ts';

describe('analytics periods and arithmetic', () => {
  it('finds each period and the one it is compared with', () => {
    expect(comparedPeriod('quarter', '2026-01-15')).toMatchObject({
      from: '2025-10-01',
      to: '2025-12-31',
      previous: { from: '2025-07-01', to: '2025-09-30' },
    });
    expect(comparedPeriod('quarter', '2026-05-31')).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      days: 90,
    });
    expect(comparedPeriod('ytd', '2024-02-29')).toMatchObject({
      from: '2024-01-01',
      days: 60,
      previous: { from: '2023-01-01', to: '2023-02-28' },
    });
    expect(comparedPeriod('last30', '2026-03-01')).toMatchObject({
      from: '2026-01-31',
      previous: { from: '2026-01-01', to: '2026-01-30' },
    });
    expect(comparedPeriod('custom', '2026-03-10', { from: '2026-03-10', to: '2026-03-10' })).toMatchObject({
      days: 1,
      previous: { from: '2026-03-09', to: '2026-03-09' },
    });
  });
  it('rounds to one decimal and has no change without a base', () => {
    expect(percentOf(2, 62)).toBe(3.2);
    expect(percentOf(1, 0)).toBe(0);
    expect(oneDecimal(-0.25)).toBe(-0.3);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(5, null)).toBeNull();
    expect(changePercent(15, 10)).toBe(50);
  });
});
