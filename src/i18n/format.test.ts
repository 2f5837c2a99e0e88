import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatStayDate, weekdayNames } from './format';

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

  it('money in its currency: the host samples in whole dollars, the guest extras in euros and cents', () => {
    expect(formatMoney(8650, 'USD', 'en', 0)).toBe('$8,650');
    expect(formatMoney(299, 'USD', 'en', 2)).toBe('$299.00');
    expect(formatMoney(62, 'EUR', 'en')).toBe('€62.00');
    expect(formatMoney(62, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('62,00 €');
    expect(formatMoney(7, 'EUR', 'es').replace(/\s/g, ' ')).toBe('7,00 €');
    expect(formatMoney(62, 'EUR', 'ar')).toContain('€');
    // Arabic as written in Morocco keeps Latin digits, as the shop showed them.
    expect(formatMoney(30, 'EUR', 'ar')).toMatch(/30/);
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

describe('stay dates (formatStayDate)', () => {
  it('formats en-US style with year, short month and day', () => {
    expect(formatStayDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
  });
  it('never shifts the calendar day, whatever the time zone', () => {
    expect(formatStayDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatStayDate('2026-12-31', 'en')).toBe('Dec 31, 2026');
  });
  it('localizes for French, Spanish and Arabic', () => {
    expect(formatStayDate('2026-11-24', 'fr')).toBe('24 nov. 2026');
    expect(formatStayDate('2026-11-24', 'es')).toMatch(/^24 nov\.? 2026$/);
    expect(formatStayDate('2026-11-24', 'ar')).toContain('2026');
    expect(formatStayDate('2026-11-24', 'ar')).not.toContain('Nov');
  });
  it('leaves a malformed value as it is', () => {
    expect(formatStayDate('soon', 'en')).toBe('soon');
  });
});
