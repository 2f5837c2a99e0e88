/**
 * host-guests: the Guests screen's table for the caller's portfolio, with search and paging. The
 * call's contract (request, answer, caller): _shared/contracts/host-guests.contract.ts. Row Level
 * Security decides which bookings exist. The search matches the guest's name (first and last) or the
 * property's name, anywhere in it, ignoring case and accents ("lefevre" finds Lefèvre, "MOGADOR" Dar
 * Mogador). Rows are sorted by check-in date, then guest name and id, so pages never overlap.
 */
import type { AnswerOf } from '../_shared/contract.ts';
import { defaultGuestsPageSize, hostGuests } from '../_shared/contracts/host-guests.contract.ts';
import { guestBookingColumns, localDay } from '../_shared/host-data.ts';
import { answerText, serve } from '../_shared/procedure.ts';

/**
 * The search condition; `$n` is the search text or null. The text is folded as the guest lookup
 * folds last names (rihla_fold_name: case, accents, spaces), then its LIKE wildcards are escaped
 * (after folding: NFKD turns a full-width ％ into %), and matched anywhere in the guest's folded
 * name (first and last) or the property's, both stored folded with their rows (migration 0019).
 * The pattern is an uncorrelated subquery, computed once per statement, and escaped there too
 * (like_escape, what `LIKE ... ESCAPE '!'` calls): given the escape clause, PostgreSQL called it
 * again for every row and both names, nearly a tenth of the Guests statement on the demo data.
 */
const searchPattern = (n: number) =>
  `(SELECT like_escape('%' || regexp_replace(rihla_fold_name($${n}::text), '([!%_])', '!\\1', 'g') || '%', '!'))`;
const matches = (n: number) => `($${n}::text IS NULL
      OR b.guest_name_folded LIKE ${searchPattern(n)}
      OR p.name_folded LIKE ${searchPattern(n)})`;

interface GuestsRow {
  isHost: boolean;
  total: number;
  /** The page's bookings as JSON text (listed bookings), handed to the answer as they are. */
  bookings: string;
}

// One statement, one round trip: whether the caller is a host, the count of matches and the page.
// The matches are read once (the CTE), so Row Level Security asks its helpers once per table; they
// keep their raw columns, and only the page's rows, once sorted and cut, are made into listed
// bookings (name, status, JSON): made for every match before the sort, they cost an eighth of the
// statement on the demo data.
// The host row is asked for by `(SELECT auth.uid())`, computed once (auth.uid() parses the claims'
// JSON at every call); on the primary key's index it also spares other hosts' rows the policy's
// question whether the caller is the team.
// $1 today, $2 the search text or null, $3 the page size, $4 the offset.
const pageSql = (order: 'asc' | 'desc') => `
  WITH matched AS MATERIALIZED (
    SELECT b.id, b.guest_first_name, b.guest_last_name, b.check_in_date, b.check_out_date, b.source,
           b.status, b.guests_count, b.checkin_adults, b.checkin_completed_at, p.name AS property_name,
           concat_ws(' ', b.guest_first_name, b.guest_last_name) AS sort_name
      FROM bookings b JOIN properties p ON p.id = b.property_id
     WHERE ${matches(2)})
  SELECT EXISTS (SELECT 1 FROM hosts WHERE id = (SELECT auth.uid())) AS "isHost",
         (SELECT count(*)::int FROM matched) AS total,
         (SELECT coalesce(json_agg(r ORDER BY r."checkIn" ${order}, r.name, r.id), '[]'::json)::text FROM (
            SELECT ${guestBookingColumns('m', 'm.property_name')}
              FROM (SELECT * FROM matched ORDER BY check_in_date ${order}, sort_name, id LIMIT $3 OFFSET $4) m
          ) r) AS bookings`;
export const pageSqls = { asc: pageSql('asc'), desc: pageSql('desc') } as const;

export const handler = serve(hostGuests, async ({ body, deps, queryAsCaller, notAHost }) => {
  const { search, page = 1, pageSize = defaultGuestsPageSize, order = 'desc' } = body;
  const today = localDay(deps.now());
  const term = search?.trim() ?? '';

  const { rows } = await queryAsCaller<GuestsRow>(
    pageSqls[order],
    [today, term || null, pageSize, (page - 1) * pageSize],
    { name: `host_guests_${order}` },
  );
  const result = rows[0];
  if (!result?.isHost) return notAHost();

  // The answer, written as text around the bookings' JSON from the database: parsing the page
  // into objects only to write it out again cost about 25 microseconds of Node's time per request.
  const numbers: Omit<AnswerOf<typeof hostGuests>, 'bookings'> = {
    total: result.total,
    page,
    pageSize,
    pageCount: Math.ceil(result.total / pageSize),
  };
  return answerText(`{"bookings":${result.bookings},${JSON.stringify(numbers).slice(1)}`);
});
