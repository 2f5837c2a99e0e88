/**
 * host-guests: the Guests screen's table (Guest Name, Check-in Date, Check-out Date, Property,
 * Booking Source, Status) for the caller's portfolio, with search and paging. POST with
 * `Authorization: Bearer <access token>`; Row Level Security decides which bookings exist.
 *
 * Request body (every field optional; empty means `{}`):
 *   { "search"?: string (at most 100 characters), "page"?: integer >= 1 (1), "pageSize"?: 1..50 (20),
 *     "order"?: "desc" | "asc" ("desc": latest check-in first) }
 * The search matches the guest's name (first and last) or the property's name, anywhere in it,
 * ignoring case and accents ("lefevre" finds Lefèvre, "MOGADOR" Dar Mogador); blank is no search.
 * Rows are sorted by check-in date, then guest name and id, so pages never overlap.
 *
 * Answer: { bookings, total, page, pageSize, pageCount } (a page past the end is empty, with the
 * total). Errors: 400 `invalid_request` / `invalid_text`, 401 `unauthorized`, 403 `not_a_host`,
 * 405, 413, 503 `not_configured`, 500 `server_error`.
 */
import { z } from 'zod';
import { asUser } from '../_shared/as-user.ts';
import type { FunctionHandler } from '../_shared/handler-types.ts';
import { openHostRequest } from '../_shared/host-auth.ts';
import { guestBookingSelect, type HostGuestBooking, localDay, notAHost } from '../_shared/host-data.ts';
import { errorResponse, guarded, json } from '../_shared/http.ts';

export const maxPageSize = 50;
export const defaultPageSize = 20;

export const guestsRequestSchema = z.strictObject({
  search: z.string().max(100).optional(),
  page: z.number().int().min(1).max(100_000).optional(),
  pageSize: z.number().int().min(1).max(maxPageSize).optional(),
  order: z.enum(['desc', 'asc']).optional(),
});

export const invalidGuestsMessage = `Send search (text, at most 100 characters), page (1 or more), pageSize (1 to ${maxPageSize}) and order ("desc" or "asc"), each optional.`;

export interface HostGuestsPage {
  bookings: HostGuestBooking[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * The search condition; `$n` is the search text or null. The text is folded as the guest lookup
 * folds last names (rihla_fold_name: case, accents, spaces), then its LIKE wildcards are escaped
 * (after folding: NFKD turns a full-width ％ into %), and matched anywhere in the guest's folded
 * name (first and last) or the property's, both stored folded with their rows (migration 0019);
 * the pattern is an uncorrelated subquery, computed once per statement.
 */
const searchPattern = (n: number) =>
  `(SELECT '%' || regexp_replace(rihla_fold_name($${n}::text), '([!%_])', '!\\1', 'g') || '%')`;
const matches = (n: number) => `($${n}::text IS NULL
      OR b.guest_name_folded LIKE ${searchPattern(n)} ESCAPE '!'
      OR p.name_folded LIKE ${searchPattern(n)} ESCAPE '!')`;

interface GuestsRow {
  isHost: boolean;
  total: number;
  bookings: HostGuestBooking[];
}

// One statement, one round trip: whether the caller is a host, the count of matches and the page.
// The matches are read once (the CTE), so Row Level Security asks its helpers once per table.
// $1 today, $2 the search text or null, $3 the page size, $4 the offset.
const pageSql = (order: 'asc' | 'desc') => `
  WITH matched AS MATERIALIZED (${guestBookingSelect}
     WHERE ${matches(2)})
  SELECT EXISTS (SELECT 1 FROM hosts WHERE id = auth.uid()) AS "isHost",
         (SELECT count(*)::int FROM matched) AS total,
         (SELECT coalesce(json_agg(r ORDER BY r."checkIn" ${order}, r.name, r.id), '[]'::json) FROM (
            SELECT * FROM matched ORDER BY "checkIn" ${order}, name, id LIMIT $3 OFFSET $4) r) AS bookings`;
const pageSqls = { asc: pageSql('asc'), desc: pageSql('desc') } as const;

export const handler: FunctionHandler = guarded('host-guests', async (request, deps) => {
  const opened = await openHostRequest(request, deps, guestsRequestSchema, () =>
    errorResponse(400, invalidGuestsMessage, 'invalid_request'),
  );
  if (!opened.ok) return opened.response;
  const { search, page = 1, pageSize = defaultPageSize, order = 'desc' } = opened.data;
  const today = localDay(deps.now());
  const term = search?.trim() ?? '';

  const result = await asUser(
    deps.db,
    opened.caller.userId,
    async (tx) =>
      (
        await tx.query<GuestsRow>(pageSqls[order], [today, term || null, pageSize, (page - 1) * pageSize], {
          name: `host_guests_${order}`,
        })
      ).rows[0],
    opened.caller.claims,
  );
  if (!result?.isHost) return notAHost();

  const body: HostGuestsPage = {
    bookings: result.bookings,
    total: result.total,
    page,
    pageSize,
    pageCount: Math.ceil(result.total / pageSize),
  };
  return json(body);
});
