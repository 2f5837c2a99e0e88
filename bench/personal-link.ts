/**
 * The personal link of Booking A (issue 45), as its host hands it over: the bench signs in as the
 * demo host on the running server, finds Booking A's id by the guest lookup, and asks host-guest-link
 * for the link. Lighthouse then opens `/s/<token>` as a fresh phone would (network calls to the
 * bench's own server only).
 */
import type { bookingA as bookingAOf, demoHost } from './servers';

export async function personalLinkPath(
  serverUrl: string,
  host: typeof demoHost,
  booking: ReturnType<typeof bookingAOf>,
): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const signedIn = await post('/auth/v1/token?grant_type=password', host);
  const found = await post('/functions/v1/find-booking-by-details', {
    lastName: booking.lastName,
    checkInDate: booking.checkInDate,
  });
  const bookingId = found.id as string | undefined;
  if (!bookingId) throw new Error('Booking A was not found by the lookup');
  const link = await post(
    '/functions/v1/host-guest-link',
    { action: 'get', bookingId, language: 'en' },
    signedIn.access_token as string,
  );
  return new URL(link.url as string).pathname;
}
