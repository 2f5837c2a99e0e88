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
import {
  guestBookingSelect,
  type HostGuestBooking,
  hostAccount,
  localDay,
  notAHost,
} from '../_shared/host-data.ts';
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
 * (after folding: NFKD turns a full-width ％ into %), and matched anywhere in the folded guest name
 * or property name.
 */
const matches = (n: number) => `($${n}::text IS NULL OR (
      SELECT rihla_fold_name(concat_ws(' ', b.guest_first_name, b.guest_last_name)) LIKE q.pattern ESCAPE '!'
          OR rihla_fold_name(p.name) LIKE q.pattern ESCAPE '!'
        FROM (SELECT '%' || regexp_replace(rihla_fold_name($${n}::text), '([!%_])', '!\\1', 'g') || '%' AS pattern) q))`;

const countSql = `SELECT count(*)::int AS total
    FROM bookings b JOIN properties p ON p.id = b.property_id
   WHERE ${matches(1)}`;

const pageSql = (order: 'asc' | 'desc') => `${guestBookingSelect}
   WHERE ${matches(2)}
   ORDER BY b.check_in_date ${order}, name, b.id
   LIMIT $3 OFFSET $4`;
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
    async (tx) => {
      if (!(await hostAccount(tx))) return null;
      const text = term || null;
      const counted = await tx.query<{ total: number }>(countSql, [text], { name: 'host_guests_count' });
      const total = counted.rows[0]?.total ?? 0;
      const offset = (page - 1) * pageSize;
      const rows =
        offset < total
          ? (
              await tx.query<HostGuestBooking>(pageSqls[order], [today, text, pageSize, offset], {
                name: `host_guests_page_${order}`,
              })
            ).rows
          : [];
      return { total, rows };
    },
    opened.caller.claims,
  );
  if (!result) return notAHost();

  const body: HostGuestsPage = {
    bookings: result.rows,
    total: result.total,
    page,
    pageSize,
    pageCount: Math.ceil(result.total / pageSize),
  };
  return json(body);
});
