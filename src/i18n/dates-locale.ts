/**
 * The dayjs locale of the date pickers (Mantine dates formats with dayjs), built from the same Intl
 * locale as every other date in the app (format.ts), so a month has one name per language: Arabic
 * reads "نونبر" in the stay view and in the picker alike (dayjs's own "ar" said "نوفمبر").
 * Side effect: registers the locale with dayjs (locally, the global locale stays as it is).
 */
import dayjs from 'dayjs';
import { monthNames, weekdayNamesIn } from './format';
import { type LanguageCode, toLanguageCode } from './languages';

/** Narrow weekday initials where the short names are whole words too wide for a picker's column. */
const pickerWeekdayWidth: Record<LanguageCode, 'short' | 'narrow'> = {
  en: 'short',
  fr: 'short',
  es: 'short',
  ar: 'narrow',
};

const registered = new Set<string>();

/** The dayjs locale name for a language, registered on first use: pass it to Mantine's DatesProvider. */
export function datesLocale(language: string | undefined): string {
  const code = toLanguageCode(language);
  const name = `rihla-${code}`;
  if (registered.has(name)) return name;
  dayjs.locale(
    {
      name,
      months: monthNames(code, 'long'),
      monthsShort: monthNames(code, 'short'),
      weekdays: weekdayNamesIn(code, 'long'),
      weekdaysShort: weekdayNamesIn(code, 'short'),
      weekdaysMin: weekdayNamesIn(code, pickerWeekdayWidth[code]).map((day) => day.replace(/\.$/, '')),
      ordinal: (day: number) => String(day),
      formats: {},
      relativeTime: {},
    },
    undefined,
    true,
  );
  registered.add(name);
  return name;
}
