import type { FindBookingRequest } from '@shared/api-types.ts';

/** True when the value parses as an absolute http(s) URL. */
export function isValidUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A maps search URL for the address. */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** The URL to put in the walkthrough iframe: YouTube and Vimeo pages become their embed players. */
export function walkthroughEmbedUrl(value: string): string {
  const url = new URL(value);
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  if (host === 'youtube.com' && url.pathname === '/watch' && url.searchParams.get('v')) {
    return `https://www.youtube-nocookie.com/embed/${url.searchParams.get('v')}`;
  }
  if (host === 'youtu.be' && url.pathname.length > 1) {
    return `https://www.youtube-nocookie.com/embed${url.pathname}`;
  }
  if (host === 'vimeo.com' && /^\/\d+$/.test(url.pathname)) {
    return `https://player.vimeo.com/video${url.pathname}`;
  }
  return url.toString();
}

export type FindFormCheck =
  | { ok: true; request: Extract<FindBookingRequest, { lastName: string }> }
  | { ok: false; reason: 'incomplete' };

/** Both fields are required; the last name is trimmed and the date is already a calendar day YYYY-MM-DD. */
export function checkFindForm(input: { checkInDate: string | null; lastName: string }): FindFormCheck {
  const lastName = input.lastName.trim();
  const checkInDate = input.checkInDate?.slice(0, 10) ?? '';
  if (!lastName || !/^\d{4}-\d{2}-\d{2}$/.test(checkInDate)) return { ok: false, reason: 'incomplete' };
  return { ok: true, request: { lastName, checkInDate } };
}

/** The position after a step in the gallery, wrapping at both ends. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

export type PaymentReturn =
  | { kind: 'success'; bookingId: string; returnToken: string | null }
  | { kind: 'cancel'; bookingId: string | null }
  | null;

/**
 * Reads `?payment=success&bookingId=` (with the checkout's `returnToken`, issue 41, or without it
 * on the device that paid) or `?payment=cancel`. The page takes the address's query away once read.
 */
export function readPaymentReturn(search: string): PaymentReturn {
  const params = new URLSearchParams(search);
  const payment = params.get('payment');
  const bookingId = params.get('bookingId')?.trim() || null;
  const returnToken = params.get('returnToken')?.trim() || null;
  if (payment === 'success' && bookingId) return { kind: 'success', bookingId, returnToken };
  if (payment === 'cancel') return { kind: 'cancel', bookingId };
  return null;
}

/** A failed lookup of a saved stay by its id, as the functions client reports it. */
export type RefreshFailure =
  | { ok: false; kind: 'http'; status: number; code?: string | null }
  | { ok: false; kind: 'network' };

/**
 * What the device does with a saved stay whose background refresh failed: `forget` it only when
 * the server said the booking is not there (404 `not_found`: cancelled by the host, as an unknown
 * id answers); `findAgain` when it refused the stay's guest token (401 `guest_token_invalid`: the
 * stay keeps showing and the page asks for one new lookup); keep it on anything else (offline, rate
 * limited, a server error, a 404 or 401 from something that is not the function).
 */
export function refreshFailureVerdict(failure: RefreshFailure): 'forget' | 'findAgain' | 'keep' {
  if (failure.kind !== 'http') return 'keep';
  if (failure.status === 404 && failure.code === 'not_found') return 'forget';
  if (failure.status === 401 && failure.code === 'guest_token_invalid') return 'findAgain';
  return 'keep';
}
