import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, weekdayNames } from './format';

describe('host formats', () => {
  it('dates are en-US in English and localized otherwise', () => {
    expect(formatDate('2025-04-15', 'en')).toBe('Apr 15, 2025');
    expect(formatDate('2025-04-15', 'fr')).toMatch(/15 avr\.? 2025/);
    expect(formatDate('2025-04-15', 'es')).toMatch(/15 abr\.? 2025/);
  });

  it('weeks start on Sunday in English and Monday in French', () => {
    expect(weekdayNames('en', 0)[0]).toBe('Sun');
    expect(weekdayNames('fr', 1)[0]).toMatch(/^lun/);
  });

  it('money is in US dollars', () => {
    expect(formatMoney(8650, 'en')).toBe('$8,650');
    expect(formatMoney(299, 'en', 2)).toBe('$299.00');
  });
});

describe('signed percentages', () => {
  it('carry their sign the way the language writes it', async () => {
    const { formatSignedPercent } = await import('./format');
    expect(formatSignedPercent(16.9, 'en')).toBe('+16.9%');
    expect(formatSignedPercent(-2.1, 'en')).toBe('-2.1%');
    expect(formatSignedPercent(4.2, 'fr')).toMatch(/^\+4,2\s?%$/);
  });
});
