import type { LanguageCode } from '../../i18n/languages';
import { toLanguageCode } from '../../i18n/languages';

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

/** Narrow weekday names starting on weekStart (0 Sunday, 1 Monday). */
export function weekdayNames(language: string | undefined, weekStart: 0 | 1): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short' });
  // 2025-01-05 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(2025, 0, 5 + weekStart + index)));
}

export function weekStartOf(language: string | undefined): 0 | 1 {
  return toLanguageCode(language) === 'en' ? 0 : 1;
}

export function formatMoney(amount: number, language: string | undefined, fractionDigits = 0): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
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
