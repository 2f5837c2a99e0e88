/**
 * Every date, time, money amount and percentage the app shows, formatted for the reader's language:
 * one locale table and one rule per kind, for every screen (guest, host and site).
 */
import type { LanguageCode } from './languages';
import { toLanguageCode } from './languages';

/** English dates are en-US; the others use their own conventions (Arabic as written in Morocco). */
const intlLocales: Record<LanguageCode, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', ar: 'ar-MA' };

export function intlLocale(language: string | undefined): string {
  return intlLocales[toLanguageCode(language)];
}

function parse(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

export function formatDate(value: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(parse(value));
}

export function formatShortDate(value: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'short', day: 'numeric' }).format(
    parse(value),
  );
}

export function formatTime(value: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit' }).format(
    parse(value),
  );
}

export function formatDateTime(value: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(parse(value));
}

export function formatMonth(value: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(
    parse(value),
  );
}

export function formatMonthShort(monthIndex: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'short' }).format(
    new Date(2025, monthIndex, 1),
  );
}

/** A day of the week: 0 Sunday, 1 Monday ... 6 Saturday (as Date#getDay and Mantine's DayOfWeek). */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The first day of the week, one rule per language, for every calendar the app draws (the host's
 * month calendar, the guest's date picker). The stays are in Morocco, whose weeks start on Monday:
 * - ar: Moroccan Arabic (ar-MA) calendars start on Monday (CLDR's MA rule), unlike the Gulf's Saturday.
 * - fr: France and Morocco both start on Monday.
 * - es: Spain starts on Monday.
 * - en: the guests reading English are mostly European travellers (Monday, ISO 8601) and a host team
 *   switching languages must see the same weeks; en-US's Sunday would shift every week by a day.
 */
const firstDayOfWeekByLanguage: Record<LanguageCode, DayOfWeek> = { en: 1, fr: 1, es: 1, ar: 1 };

export function weekStartOf(language: string | undefined): DayOfWeek {
  return firstDayOfWeekByLanguage[toLanguageCode(language)];
}

/** Short weekday names in the reader's language, starting on weekStart. */
export function weekdayNames(language: string | undefined, weekStart: DayOfWeek): string[] {
  return weekdayNamesIn(language, 'short', weekStart);
}

/** Weekday names of one width (long, short, narrow), starting on weekStart (0: Sunday first). */
export function weekdayNamesIn(
  language: string | undefined,
  width: 'long' | 'short' | 'narrow',
  weekStart: DayOfWeek = 0,
): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: width });
  // 2025-01-05 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(2025, 0, 5 + weekStart + index)));
}

/**
 * The twelve month names (January first) of one width, from the same Intl locale as every formatted
 * date: the stay view, the host screens and the date pickers (src/i18n/dates-locale.ts) read these.
 */
export function monthNames(language: string | undefined, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: width });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(2025, index, 1)));
}

/**
 * An amount in a currency, with the currency's own decimals (EUR and USD: two) unless told otherwise:
 * the shop, the extras, their total and the checkout all read "€30.00".
 */
export function formatMoney(
  amount: number,
  currency: string,
  language: string | undefined,
  fractionDigits?: number,
): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    ...(fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  }).format(amount);
}

export function formatSignedPercent(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value / 100);
}

export function formatPercent(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );
}

/** A stay date (YYYY-MM-DD, the property's calendar day) as "Nov 24, 2026", localized; never shifted by time zones. */
export function formatStayDate(isoDate: string, language: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A moment (milliseconds) with its date and time, as "Nov 24, 09:30", localized. */
export function formatUpdatedAt(timestamp: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(timestamp));
}
