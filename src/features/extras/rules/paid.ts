import type { BookingExtraRecord } from '@shared/api-types.ts';

/**
 * The receipt's address: Stripe's as it is; the local test checkout's own (a same-origin path) in
 * the guest's language.
 */
export function receiptHref(url: string, language: string): string {
  if (!url.startsWith('/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language.split('-')[0] ?? 'en')}`;
}

export interface PaidSummary {
  lines: BookingExtraRecord[];
  /** Minor units. */
  total: number;
  currency: string;
  /** Each receipt once, in the order of the lines. */
  receipts: string[];
  /** The latest payment (ISO), if known. */
  lastPaidAt: string | null;
}

/** What the booking shows as paid, its total and its receipts. */
export function paidSummary(records: readonly BookingExtraRecord[]): PaidSummary {
  const lines = records.filter((record) => record.payment_status === 'paid');
  const receipts = [...new Set(lines.flatMap((line) => (line.receipt_url ? [line.receipt_url] : [])))];
  const dates = lines.flatMap((line) => (line.paid_at ? [line.paid_at] : [])).sort();
  return {
    lines,
    total: lines.reduce((sum, line) => sum + (line.amount ?? 0), 0),
    currency: (lines[0]?.currency ?? 'eur').toUpperCase(),
    receipts,
    lastPaidAt: dates.at(-1) ?? null,
  };
}
