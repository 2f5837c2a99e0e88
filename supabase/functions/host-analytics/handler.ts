/**
 * host-analytics: the Performance Analytics screen's figures for the caller's portfolio (an owner:
 * the properties they own; the team: every property). The call's contract (request, answer):
 * _shared/contracts/host-analytics.contract.ts. Row Level Security decides which properties and
 * bookings count.
 *
 * Definitions, in the properties' local days (Africa/Casablanca), on confirmed bookings only:
 * - revenue: `stay_total` of the stays checking in within the month or period (a stay counts whole
 *   where it checks in, as on the dashboard); never converted: per currency by month, and the
 *   figures in `currency` (EUR when any revenue is in EUR, else the largest).
 * - occupancy: the booked nights that fall within the month or period / (properties x its days),
 *   percent with one decimal (a night is the one starting on that day; the check-out day is not one).
 * - average daily rate: revenue / nights of the stays checking in within the period.
 * - booking sources: the bookings checking in within the period, by source (all five, in order).
 * - periods (_shared/analytics-periods.ts): last30 the 30 days to today, quarter the last complete calendar quarter,
 *   ytd 1 January to today, custom from..to; each compared with the period before it (ytd: the same
 *   days last year). Changes: percent (one decimal, null without a base), occupancy in points.
 *
 */

import {
  addDays,
  changePercent,
  comparedPeriod,
  daysBetween,
  daysInMonth,
  monthStart,
  oneDecimal,
  percentOf,
} from '../_shared/analytics-periods.ts';
import type { AnswerOf } from '../_shared/contract.ts';
import { hostAnalytics } from '../_shared/contracts/host-analytics.contract.ts';
import type { Queryable } from '../_shared/database.ts';
import { type BookingSourceName, bookingSources } from '../_shared/host-api-types-guests.ts';
import { localDay } from '../_shared/host-data.ts';
import { serve } from '../_shared/procedure.ts';

type AnalyticsAnswer = AnswerOf<typeof hostAnalytics>;
type AnalyticsFigures = AnalyticsAnswer['current'];

interface MonthRow {
  month: string;
  nights: number;
}
interface RevenueRow {
  month: string;
  currency: string;
  amount: number;
}
interface PeriodRow {
  range: 'current' | 'previous';
  currency: string | null;
  revenue: number;
  nights: number;
  bookings: number;
}

// $1 the first month, $2 the month after the last. Nights of each month: the part of every stay within it.
const monthsSql = `
  SELECT to_char(m.start, 'YYYY-MM-DD') AS month,
         coalesce((SELECT sum(least(b.check_out_date, m.next) - greatest(b.check_in_date, m.start))
                     FROM bookings b
                    WHERE b.status = 'confirmed' AND b.check_in_date < m.next AND b.check_out_date > m.start),
                  0)::float8 AS nights
    FROM generate_series($1::date, ($2::date - 1), interval '1 month') AS g(d),
         LATERAL (SELECT g.d::date AS start, (g.d + interval '1 month')::date AS next) AS m
   ORDER BY m.start`;

const revenueSql = `
  SELECT to_char(date_trunc('month', check_in_date), 'YYYY-MM-DD') AS month, upper(currency) AS currency,
         sum(stay_total)::float8 AS amount
    FROM bookings
   WHERE status = 'confirmed' AND stay_total IS NOT NULL AND check_in_date >= $1::date AND check_in_date < $2::date
   GROUP BY 1, 2`;

// $1..$4: the period's and the previous period's first day and the day after their last. One row per
// range and currency (revenue and nights of the stays checking in), and one per range with the nights
// booked within it (currency null) and the bookings checking in (whether their total is known or not).
const periodSql = `
  WITH r(span, start, stop) AS (VALUES ('current', $1::date, $2::date), ('previous', $3::date, $4::date))
  SELECT r.span AS range, upper(b.currency) AS currency, sum(b.stay_total)::float8 AS revenue,
         sum(b.check_out_date - b.check_in_date)::float8 AS nights, 0 AS bookings
    FROM r JOIN bookings b ON b.status = 'confirmed' AND b.stay_total IS NOT NULL
                          AND b.check_in_date >= r.start AND b.check_in_date < r.stop
   GROUP BY r.span, b.currency
  UNION ALL
  SELECT r.span AS range, NULL, 0,
         coalesce(sum(least(b.check_out_date, r.stop) - greatest(b.check_in_date, r.start)), 0)::float8,
         count(b.id) FILTER (WHERE b.check_in_date >= r.start)::int
    FROM r LEFT JOIN bookings b ON b.status = 'confirmed' AND b.check_in_date < r.stop AND b.check_out_date > r.start
   GROUP BY r.span`;

const sourcesSql = `
  SELECT source, count(*)::int AS count FROM bookings
   WHERE status = 'confirmed' AND check_in_date >= $1::date AND check_in_date < $2::date
   GROUP BY source`;

/** EUR first when there is any EUR revenue, then by revenue, largest first. */
export function currencyOrder(totals: Map<string, number>): string[] {
  return [...totals]
    .sort(([a, x], [b, y]) => Number(b === 'EUR') - Number(a === 'EUR') || y - x || a.localeCompare(b))
    .map(([currency]) => currency);
}

function figures(rows: PeriodRow[], currency: string, properties: number, days: number): AnalyticsFigures {
  const sold = rows.find((row) => row.currency === currency);
  const booked = rows.find((row) => row.currency === null)?.nights ?? 0;
  const revenue = sold?.revenue ?? 0;
  const nights = sold?.nights ?? 0;
  return {
    revenue,
    occupancyPercent: percentOf(booked, properties * days),
    averageDailyRate: nights > 0 ? Math.round(revenue / nights) : null,
    bookings: rows.reduce((sum, row) => sum + row.bookings, 0),
  };
}

async function readFigures(
  tx: Queryable,
  months: number,
  period: ReturnType<typeof comparedPeriod>,
  today: string,
) {
  const first = monthStart(today, 1 - months);
  const after = monthStart(today, 1);
  const options = (name: string) => ({ name: `host_analytics_${name}` });
  const { rows: counted } = await tx.query<{ properties: number }>(
    'SELECT count(*)::int AS properties FROM properties',
    [],
    options('properties'),
  );
  const nights = await tx.query<MonthRow>(monthsSql, [first, after], options('months'));
  const revenue = await tx.query<RevenueRow>(revenueSql, [first, after], options('revenue'));
  const periods = await tx.query<PeriodRow>(
    periodSql,
    [period.from, addDays(period.to, 1), period.previous.from, addDays(period.previous.to, 1)],
    options('periods'),
  );
  const sources = await tx.query<{ source: BookingSourceName; count: number }>(
    sourcesSql,
    [period.from, addDays(period.to, 1)],
    options('sources'),
  );
  return {
    properties: counted[0]?.properties ?? 0,
    months: nights.rows,
    revenue: revenue.rows.map((row) => ({ ...row, amount: Number(row.amount) })),
    periods: periods.rows.map((row) => ({
      ...row,
      revenue: Number(row.revenue),
      nights: Number(row.nights),
      bookings: Number(row.bookings),
    })),
    sources: sources.rows,
  };
}

export const handler = serve(hostAnalytics, async ({ body, deps, asHost }) => {
  const today = localDay(deps.now());
  const { months = 6, period: kind = 'last30', from, to } = body;
  const period = comparedPeriod(kind, today, from && to ? { from, to } : undefined);

  const read = await asHost((tx) => readFigures(tx, months, period, today));

  const totals = new Map<string, number>();
  const add = (code: string | null, amount: number) => {
    if (code) totals.set(code, (totals.get(code) ?? 0) + amount);
  };
  for (const row of read.revenue) add(row.currency, row.amount);
  for (const row of read.periods) add(row.currency, row.revenue);
  const currencies = currencyOrder(totals);
  const currency = currencies[0] ?? 'EUR';
  const current = figures(
    read.periods.filter((row) => row.range === 'current'),
    currency,
    read.properties,
    period.days,
  );
  const previous = figures(
    read.periods.filter((row) => row.range === 'previous'),
    currency,
    read.properties,
    daysBetween(period.previous.from, period.previous.to),
  );
  const sourceTotal = read.sources.reduce((sum, row) => sum + row.count, 0);

  const answer: AnalyticsAnswer = {
    today,
    properties: read.properties,
    currency,
    currencies,
    months: read.months.map((row) => {
      const days = daysInMonth(row.month);
      const bookedNights = Number(row.nights);
      return {
        month: row.month,
        days,
        revenue: currencies.map((code) => ({
          currency: code,
          amount:
            read.revenue.find((line) => line.month === row.month && line.currency === code)?.amount ?? 0,
        })),
        bookedNights,
        availableNights: read.properties * days,
        occupancyPercent: percentOf(bookedNights, read.properties * days),
      };
    }),
    period: {
      kind,
      from: period.from,
      to: period.to,
      days: period.days,
      previousFrom: period.previous.from,
      previousTo: period.previous.to,
    },
    current,
    previous,
    change: {
      revenuePercent: changePercent(current.revenue, previous.revenue),
      occupancyPoints: oneDecimal(current.occupancyPercent - previous.occupancyPercent),
      averageDailyRatePercent:
        current.averageDailyRate === null
          ? null
          : changePercent(current.averageDailyRate, previous.averageDailyRate),
    },
    sources: bookingSources.map((source) => {
      const count = read.sources.find((row) => row.source === source)?.count ?? 0;
      return { source, count, sharePercent: percentOf(count, sourceTotal) };
    }),
  };
  return answer;
});
