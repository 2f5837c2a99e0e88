import { intlLocale } from '@/i18n/format';

/** A stay day (YYYY-MM-DD) as "Wed, Nov 26", in the reader's language; never shifted by time zones. */
export function formatShortStayDate(isoDate: string, language: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
