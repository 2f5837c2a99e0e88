/**
 * The guest's personal link, /s/<token> (issue 45, docs/guest-access.md#the-personal-link).
 *
 * The token is HMAC-SHA-256(GUEST_TOKEN_SECRET, "rihla-guest-link\n<booking id>\n<link version>"),
 * 256 bits written in base64url (43 characters): the server gives the host the same link again at
 * any time, and nothing secret is stored. The database keeps (booking_guest_links, migration 0042)
 * the link's version and the token's SHA-256 (base64url), which the anonymous open-guest-link call
 * looks the booking up by; "New link" raises the version, so the old token no longer hashes to a
 * row. Side effects: the database (the booking's link row, the booking's guest access version).
 */
import type { Queryable } from './database.ts';
import { hasGuestTokenSecret } from './guest-token.ts';
import type { ServerConfig } from './handler-types.ts';

/** A link token as it appears in /s/<token>: 43 base64url characters (256 bits). */
export const guestLinkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** The link token of a booking at a link version (throws without a usable GUEST_TOKEN_SECRET). */
export async function guestLinkToken(
  config: ServerConfig,
  bookingId: string,
  version: number,
): Promise<string> {
  if (!hasGuestTokenSecret(config)) throw new Error('GUEST_TOKEN_SECRET is not set');
  const data = new TextEncoder().encode(`rihla-guest-link\n${bookingId.toLowerCase()}\n${version}`);
  return base64url(await crypto.subtle.sign('HMAC', await keyOf(config.guestTokenSecret), data));
}

/** What the database keeps of a token: its SHA-256, base64url. */
export async function guestLinkHash(token: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
}

/** The address a guest opens. */
export function guestLinkUrl(config: ServerConfig, token: string): string {
  return `${config.siteUrl.replace(/\/+$/, '')}/s/${token}`;
}

/**
 * The booking's link token, in the caller's transaction (a host's: Row Level Security decides which
 * bookings have one). The first call makes the row (version 1); `renew` raises the version (the old
 * link dead at once) and the booking's guest access version (the guest tokens the old link gave are
 * revoked too). Concurrent calls are ordered by the row's lock.
 */
export async function bookingLinkToken(
  tx: Queryable,
  config: ServerConfig,
  bookingId: string,
  options: { renew: boolean; now: Date },
): Promise<string> {
  const first = await guestLinkToken(config, bookingId, 1);
  const inserted = await tx.query(
    `INSERT INTO booking_guest_links (booking_id, link_version, token_hash, created_at)
     VALUES ($1::uuid, 1, $2, $3::timestamptz) ON CONFLICT (booking_id) DO NOTHING RETURNING booking_id`,
    [bookingId, await guestLinkHash(first), options.now.toISOString()],
  );
  if (inserted.rows.length > 0 && !options.renew) return first;
  const { rows } = await tx.query<{ link_version: number }>(
    'SELECT link_version FROM booking_guest_links WHERE booking_id = $1::uuid FOR UPDATE',
    [bookingId],
  );
  const current = Number(rows[0]!.link_version);
  if (!options.renew) return guestLinkToken(config, bookingId, current);
  const next = current + 1;
  const token = await guestLinkToken(config, bookingId, next);
  await tx.query(
    `UPDATE booking_guest_links SET link_version = $2, token_hash = $3, rotated_at = $4::timestamptz
      WHERE booking_id = $1::uuid`,
    [bookingId, next, await guestLinkHash(token), options.now.toISOString()],
  );
  await tx.query('UPDATE bookings SET guest_access_version = guest_access_version + 1 WHERE id = $1::uuid', [
    bookingId,
  ]);
  return token;
}

/** The booking id a link token opens, or null (unknown, or replaced by a newer link). */
export async function bookingOfLink(db: Queryable, token: string): Promise<string | null> {
  if (!guestLinkTokenPattern.test(token)) return null;
  const { rows } = await db.query<{ booking_id: string }>(
    'SELECT booking_id FROM booking_guest_links WHERE token_hash = $1',
    [await guestLinkHash(token)],
    { name: 'rihla_guest_link_open' },
  );
  return rows[0]?.booking_id ?? null;
}
