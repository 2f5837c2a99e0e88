/**
 * host-dashboard: the Dashboard screen's figures for the caller's portfolio (an owner: the properties
 * they own; the team: every property). The call's contract (request, answer, caller):
 * _shared/contracts/host-dashboard.contract.ts.
 *
 * Definitions, all in the properties' time zone (Africa/Casablanca) and on confirmed bookings only:
 * - this month: the calendar month of today; its revenue is the sum of `stay_total` of the bookings
 *   whose check-in falls in it (a stay is counted whole in its check-in month), last month likewise;
 *   bookings with no known total count for nothing.
 * - money is never converted: revenue is given per currency (`revenue`, minor units), and the card's
 *   figure (`monthlyRevenue`, major units as the screen formats it) is the first of them: EUR when
 *   there is any EUR revenue in the two months (every price of Rihla is in EUR today), else the
 *   currency with the most revenue this month. `revenueTrendPercent`: this month against last month,
 *   one decimal; null when last month had none (no trend to show).
 * - active bookings: bookings that are not over: check-out today or later, i.e. the guest is in the
 *   property (check-out day included: they leave that morning) or arrives later. The same bookings
 *   the Guests screen shows as checked in or upcoming.
 * - pending cleaning tasks: tasks with status `pending` (assigned to a cleaner or not), whatever their
 *   date; in progress and completed ones are not.
 * - upcoming check-ins: the next bookings checking in today or later, by check-in date then name.
 * - early check-in warnings: bookings checking in today or in the next 7 days with a paid early
 *   check-in, whose day has no completed cleaning at the property: the day's open task's status, or
 *   null when there is no task that day; by date, then guest.
 */
import type { AnswerOf } from '../_shared/contract.ts';
import { hostDashboard } from '../_shared/contracts/host-dashboard.contract.ts';
import { taskStatusSql } from '../_shared/host-cleaning-data.ts';
import { guestBookingSelectFrom, type HostAccount, localDay, monthStart } from '../_shared/host-data.ts';
import { answerText, serve } from '../_shared/procedure.ts';

type DashboardAnswer = AnswerOf<typeof hostDashboard>;
type CurrencyRevenue = DashboardAnswer['revenue'][number];

/** How many days after today a paid early check-in still warns (today included). */
export const earlyCheckInWarningDays = 7;

interface DashboardRow {
  /** Null when the caller has no host row (RLS shows an owner only their own). */
  host: HostAccount | null;
  properties: number;
  cities: number;
  active: number;
  pending: number;
  revenue: { currency: string; this_month: number | string; last_month: number | string }[];
  /** The upcoming check-ins as JSON text (listed bookings), handed to the answer as they are. */
  upcoming: string;
  /** The early check-in warnings as JSON text (EarlyCheckInWarning[]). */
  warnings: string;
}

// One statement, one round trip: the caller's host row, the four figures, revenue per currency and
// the upcoming check-ins and the early check-in warnings. Each table is read once (the CTEs), so Row Level Security asks its helper
// once per table, not once per figure. The host row is asked for by `(SELECT auth.uid())`, computed
// once (auth.uid() parses the claims' JSON at every call); on the primary key's index it also spares
// other hosts' rows the policy's question whether the caller is the team.
// $1 today, $2 last month's first day, $3 this month's, $4 next month's, $5 how many upcoming
// check-ins.
export const dashboardSql = `
  WITH visible_properties AS MATERIALIZED (SELECT id, name, city FROM properties),
       recent_bookings AS MATERIALIZED (
         SELECT id, property_id, guest_first_name, guest_last_name, check_in_date, check_out_date,
                source, status, guests_count, stay_total, currency, checkin_adults, checkin_completed_at
           FROM bookings
          WHERE status = 'confirmed' AND (check_out_date >= $1::date OR check_in_date >= $2::date))
  SELECT (SELECT json_build_object('displayName', display_name, 'role', role)
            FROM hosts WHERE id = (SELECT auth.uid())) AS host,
         (SELECT count(*) FROM visible_properties)::int AS properties,
         (SELECT count(DISTINCT city) FROM visible_properties)::int AS cities,
         (SELECT count(*) FROM recent_bookings WHERE check_out_date >= $1::date)::int AS active,
         (SELECT count(*) FROM cleaning_tasks WHERE status = 'pending')::int AS pending,
         (SELECT coalesce(json_agg(r ORDER BY r.currency), '[]'::json) FROM (
            SELECT currency,
                   coalesce(sum(stay_total) FILTER (WHERE check_in_date >= $3::date), 0) AS this_month,
                   coalesce(sum(stay_total) FILTER (WHERE check_in_date < $3::date), 0) AS last_month
              FROM recent_bookings
             WHERE stay_total IS NOT NULL AND check_in_date >= $2::date AND check_in_date < $4::date
             GROUP BY currency) r) AS revenue,
         (SELECT coalesce(json_agg(u ORDER BY u."checkIn", u.name, u.id), '[]'::json) FROM (${guestBookingSelectFrom('recent_bookings', 'visible_properties')}
             WHERE b.check_in_date >= $1::date
             ORDER BY b.check_in_date, name, b.id
             LIMIT $5) u)::text AS upcoming,
         (SELECT coalesce(json_agg(w ORDER BY w.date, w."guestName", w."bookingId"), '[]'::json) FROM (
            SELECT b.id AS "bookingId", concat_ws(' ', b.guest_first_name, b.guest_last_name) AS "guestName",
                   p.name AS "propertyName", b.check_in_date AS date,
                   (SELECT ${taskStatusSql('t')} FROM cleaning_tasks t
                     WHERE t.property_id = b.property_id AND t.scheduled_date = b.check_in_date
                     ORDER BY t.scheduled_time NULLS LAST, t.id LIMIT 1) AS "cleaningStatus"
              FROM recent_bookings b JOIN visible_properties p ON p.id = b.property_id
             WHERE b.check_in_date BETWEEN $1::date AND $1::date + ${earlyCheckInWarningDays}
               AND EXISTS (SELECT 1 FROM booking_extras e
                            WHERE e.booking_id_fk = b.id AND e.extra_id = 'early_checkin' AND e.payment_status = 'paid')
               AND NOT EXISTS (SELECT 1 FROM cleaning_tasks t
                                WHERE t.property_id = b.property_id AND t.scheduled_date = b.check_in_date
                                  AND t.status = 'completed')) w)::text AS warnings`;

/** Percent change, one decimal; null without a base to compare with. */
export function trendPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth <= 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** Per currency, the card's currency first (EUR when present, else the largest this month). */
export function revenueByCurrency(rows: DashboardRow['revenue']): CurrencyRevenue[] {
  const list = rows.map((row) => {
    const thisMonth = Number(row.this_month);
    const lastMonth = Number(row.last_month);
    return {
      currency: row.currency.toUpperCase(),
      thisMonth,
      lastMonth,
      trendPercent: trendPercent(thisMonth, lastMonth),
    };
  });
  return list.sort(
    (a, b) =>
      Number(b.currency === 'EUR') - Number(a.currency === 'EUR') ||
      b.thisMonth - a.thisMonth ||
      a.currency.localeCompare(b.currency),
  );
}

export const handler = serve(hostDashboard, async ({ body, deps, queryAsCaller, notAHost }) => {
  const today = localDay(deps.now());
  const month = monthStart(today);
  const limit = body.upcomingLimit ?? 5;

  const { rows } = await queryAsCaller<DashboardRow>(
    dashboardSql,
    [today, monthStart(today, -1), month, monthStart(today, 1), limit],
    { name: 'host_dashboard' },
  );
  const result = rows[0];
  if (!result?.host) return notAHost();

  const revenue = revenueByCurrency(result.revenue);
  const card = revenue[0] ?? { currency: 'EUR', thisMonth: 0, lastMonth: 0, trendPercent: null };
  // The answer, with the upcoming check-ins' and the warnings' JSON from the database put in as
  // text (last keys), not parsed into objects only to be written out again.
  const answer: Omit<DashboardAnswer, 'upcomingCheckIns' | 'earlyCheckInWarnings'> = {
    host: result.host,
    today,
    month,
    stats: {
      totalProperties: result.properties,
      cities: result.cities,
      monthlyRevenue: card.thisMonth / 100,
      revenueCurrency: card.currency,
      revenueTrendPercent: card.trendPercent,
      activeBookings: result.active,
      pendingCleaningTasks: result.pending,
    },
    revenue,
  };
  return answerText<DashboardAnswer>(
    `${JSON.stringify(answer).slice(0, -1)},"upcomingCheckIns":${result.upcoming},"earlyCheckInWarnings":${result.warnings}}`,
  );
});
