/**
 * The Declarations screen's rules (issue 31): which day and property the screen shows (from its
 * address, else today in Morocco), why a download is not possible, what a failure means, and how a
 * guest's form reads in a list. Pure.
 */
import type { DeclarationGap, DeclaredGuest } from '@shared/host-api-types-checkin.ts';
import type { TextKey } from '@/i18n/text-keys';
import type { HostFunctionError } from '@/lib/host-functions';
import { hostErrorKey } from './host-error-text';
import { dayIn } from './month-grid';

const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string | null): value is string {
  if (!value || !isoDay.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The day and property the screen shows: `?date=` and `?property=` when given (links from View
 * Details), else today in `timeZone` (the properties' Morocco, not the tablet's zone) and all.
 */
export function declarationsFilter(
  params: URLSearchParams,
  now: Date,
  timeZone: string,
): { date: string; propertyId: string | null } {
  const date = params.get('date');
  return {
    date: isDay(date) ? date : dayIn(now, timeZone),
    propertyId: params.get('property') || null,
  };
}

/** Why Download CSV and PDF are off: nobody arrives that day, or no connection; null when they work. */
export function downloadBlock(state: {
  guests: number | null;
  online: boolean;
}): 'loading' | 'nobody' | 'offline' | null {
  if (!state.online) return 'offline';
  if (state.guests === null) return 'loading';
  return state.guests === 0 ? 'nobody' : null;
}

/** The host texts' key explaining a failed read or download of the declaration. */
export function declarationErrorKey(
  error: Pick<HostFunctionError, 'kind' | 'code'>,
  download = false,
): TextKey<'host'> {
  if (error.code === 'not_configured') return 'declarations.errors.notConfigured';
  if (error.code === 'invalid_request') return 'declarations.errors.invalidRequest';
  if (error.code === 'pdf_unavailable') return 'declarations.errors.pdfUnavailable';
  if (download && error.kind === 'network') return 'declarations.errors.downloadOffline';
  if (download && error.kind === 'server') return 'declarations.errors.downloadFailed';
  return hostErrorKey(error);
}

/** A country's name in the host's language ("MA": "Morocco", "Maroc", "المغرب"), the code if unknown. */
export function countryName(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([language ?? 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function guestName(guest: Pick<DeclaredGuest, 'firstName' | 'lastName'>): string {
  return `${guest.firstName} ${guest.lastName}`.trim();
}

/** "1 of 2 forms", or "No form yet" when the guest has not started; `count` picks the plural form. */
export function gapFormsText(gap: Pick<DeclarationGap, 'adults' | 'received'>): {
  key: TextKey<'host'>;
  values?: Record<string, number>;
} {
  if (gap.adults === null || gap.adults < 1) return { key: 'declarations.missing.noForms' };
  return {
    key: 'declarations.missing.forms',
    values: { received: Math.min(gap.received, gap.adults), count: gap.adults },
  };
}
