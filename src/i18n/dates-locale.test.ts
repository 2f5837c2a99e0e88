import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { datesLocale } from './dates-locale';
import { formatMonth, formatStayDate, weekdayNames, weekStartOf } from './format';
import { languageCodes } from './languages';

const months = Array.from({ length: 12 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}-15`);

describe('one month name per language', () => {
  for (const language of languageCodes) {
    it(`the date picker's locale names every month as the stay view does (${language})`, () => {
      const locale = datesLocale(language);
      for (const date of months) {
        // The picker's field ("D MMM YYYY") and the stay view's dates: the same short month.
        const pickerShort = dayjs(date).locale(locale).format('MMM');
        expect(formatStayDate(date, language)).toContain(pickerShort);
        // The picker's month heading ("MMMM YYYY") and the host calendar's month title.
        const pickerLong = dayjs(date).locale(locale).format('MMMM');
        expect(formatMonth(date, language)).toContain(pickerLong);
      }
    });
  }

  it('Arabic uses the Moroccan month names everywhere (نونبر, not نوفمبر)', () => {
    const locale = datesLocale('ar');
    expect(formatStayDate('2026-11-24', 'ar')).toContain('نونبر');
    expect(dayjs('2026-11-24').locale(locale).format('D MMMM YYYY')).toBe('24 نونبر 2026');
    expect(dayjs('2026-08-01').locale(locale).format('MMMM')).toBe('غشت');
    expect(formatMonth('2026-11-01', 'ar')).not.toContain('نوفمبر');
  });

  it('leaves the global dayjs locale alone', () => {
    datesLocale('fr');
    expect(dayjs.locale()).toBe('en');
  });
});

describe('one first day of the week per language', () => {
  it('every language starts its weeks on Monday, as Morocco does', () => {
    for (const language of languageCodes) expect(weekStartOf(language)).toBe(1);
    expect(weekdayNames('en', weekStartOf('en'))[0]).toBe('Mon');
    expect(weekdayNames('ar', weekStartOf('ar'))[0]).toBe('الاثنين');
  });
});
