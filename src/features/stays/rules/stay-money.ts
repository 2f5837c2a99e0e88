/** Money and dates on the stays pages, through the app's one formatter (src/i18n/format.ts). Pure. */
import { isolateFor } from '@/i18n/bidi';
import { formatMoney, formatStayDate } from '@/i18n/format';

/**
 * An amount in minor units of its own currency (EUR and MAD have two decimals): never converted.
 * Isolated in Arabic, so its digits and symbol keep their order inside a right-to-left sentence.
 */
export function formatMinor(
  amount: number,
  currency: string,
  language: string,
  { cents = false }: { cents?: boolean } = {},
): string {
  // A round "from" price reads "€120"; a quote's lines keep their cents so that they add up on screen.
  const digits = cents || amount % 100 !== 0 ? 2 : 0;
  return isolateFor(language)(formatMoney(amount / 100, currency, language, digits));
}

/** A stay's day (YYYY-MM-DD) as "Mar 10, 2027", isolated in Arabic. */
export function formatDay(day: string, language: string): string {
  return isolateFor(language)(formatStayDate(day, language));
}

/** A time of day as the server gives it (HH:MM), isolated in Arabic. */
export function formatClock(time: string, language: string): string {
  return isolateFor(language)(time);
}
