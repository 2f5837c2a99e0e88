/**
 * Guest tokens for the tests (issue 41): the token a lookup would give for a booking, signed with
 * the test configuration's GUEST_TOKEN_SECRET, without spending a lookup (nor its rate limit).
 */
import type { Queryable } from '../functions/_shared/database.ts';
import { issueGuestAccess, issueReturnToken } from '../functions/_shared/guest-token.ts';
import type { ServerConfig } from '../functions/_shared/handler-types.ts';
import { isUuid } from '../functions/_shared/uuid.ts';
import { testConfig } from './databases.ts';

/**
 * A guest token of `bookingId` at its current access version (1 for an id not in the database),
 * valid until `expiresAt` (default: far in the future, so a test's clock never outlives it).
 */
export async function guestTokenOf(
  db: Queryable,
  bookingId: string,
  options: { expiresAt?: string; config?: ServerConfig; accessVersion?: number } = {},
): Promise<string> {
  // An id that is not a UUID (a test of a malformed request) is in no row: version 1.
  const { rows } = isUuid(bookingId)
    ? await db.query<{ guest_access_version: number }>(
        'SELECT guest_access_version FROM bookings WHERE id = $1::uuid',
        [bookingId],
      )
    : { rows: [] };
  const access = await issueGuestAccess(
    options.config ?? testConfig(),
    {
      id: bookingId,
      accessVersion: options.accessVersion ?? Number(rows[0]?.guest_access_version ?? 1),
      expiresAt: options.expiresAt ?? '2099-12-31T00:00:00.000Z',
    },
    new Date(),
  );
  return access.token;
}

/** A payment return token of an order (any id) of `bookingId`, valid until `expiresAt` (default: far ahead). */
export function returnTokenOf(
  bookingId: string,
  options: { orderId?: string; expiresAt?: Date; config?: ServerConfig } = {},
): Promise<string> {
  return issueReturnToken(options.config ?? testConfig(), {
    orderId: options.orderId ?? crypto.randomUUID(),
    bookingId,
    expiresAt: options.expiresAt ?? new Date('2099-12-31T00:00:00Z'),
  });
}

/**
 * A guest request as the app sends it after a lookup: `body` with the guest token of its
 * `bookingId` added (a body that is not an object with a string `bookingId`, or that already has a
 * `guestToken` key, is left as it is).
 */
export async function withGuestToken<T>(db: Queryable, body: T): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { bookingId } = body as { bookingId?: unknown };
  if (typeof bookingId !== 'string' || 'guestToken' in body) return body;
  return { ...body, guestToken: await guestTokenOf(db, bookingId) };
}
