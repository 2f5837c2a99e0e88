/**
 * host-analytics: the Performance Analytics screen's figures. Pure (zod only); served by
 * supabase/functions/host-analytics.
 */
import { z } from 'zod';
import { daysBetween, isCalendarDay } from '../analytics-periods.ts';
import { defineContract } from '../contract.ts';
import { analyticsPeriods, bookingSources, maxCustomPeriodDays } from '../host-api-types-guests.ts';
import { count, currency, day, minorUnits } from './shapes.ts';

/** A real calendar day, YYYY-MM-DD, between the years 2000 and 2100. */
const requestDay = z.string().refine(isCalendarDay);
/** A percent (or percentage points), one decimal. */
const percent = z.number();

/** One month of the monthly charts. */
export const analyticsMonth = z.strictObject({
  /** First day of the month. */
  month: day,
  days: count,
  /** Revenue of the stays checking in that month, per currency of `currencies` (zeros included). */
  revenue: z.array(z.strictObject({ currency, amount: minorUnits })),
  /** Confirmed nights that fall in the month, and the nights the portfolio could sell. */
  bookedNights: count,
  availableNights: count,
  /** bookedNights / availableNights in percent, one decimal (0 without properties). */
  occupancyPercent: percent,
});

/** A period's figures, in the answer's `currency`. */
export const analyticsFigures = z.strictObject({
  /** Revenue of the stays checking in within the period, in `currency`. */
  revenue: minorUnits,
  /** Booked nights within the period / (properties x days), percent, one decimal. */
  occupancyPercent: percent,
  /** Revenue / nights of the stays checking in within the period, in `currency`; null without any. */
  averageDailyRate: minorUnits.nullable(),
  /** Confirmed bookings checking in within the period (with a known total or not). */
  bookings: count,
});

export const hostAnalytics = defineContract({
  function: 'host-analytics',
  caller: 'host',
  summary:
    "Performance Analytics for the caller's portfolio: revenue and occupancy by month (6 or 12), and a period's revenue, occupancy, average daily rate and booking sources, compared with the period before it.",
  request: z
    .strictObject({
      /** The monthly charts' span (6, the default, or 12). */
      months: z.union([z.literal(6), z.literal(12)]).optional(),
      /** "last30" (the default), "quarter" (the last complete one), "ytd" or "custom". */
      period: z.enum(analyticsPeriods).optional(),
      /** Both, and only, with "custom" (inclusive; at most 366 days). */
      from: requestDay.optional(),
      to: requestDay.optional(),
    })
    .refine((body) =>
      body.period === 'custom'
        ? body.from !== undefined &&
          body.to !== undefined &&
          body.from <= body.to &&
          daysBetween(body.from, body.to) <= maxCustomPeriodDays
        : body.from === undefined && body.to === undefined,
    ),
  answer: z.strictObject({
    today: day,
    properties: count,
    /** The figures' currency: EUR when any revenue is in EUR, else the largest. */
    currency,
    /** Every currency with revenue in the months or the periods, `currency` first. */
    currencies: z.array(currency),
    /** Oldest first, this month last. */
    months: z.array(analyticsMonth),
    period: z.strictObject({
      kind: z.enum(analyticsPeriods),
      from: day,
      to: day,
      days: count,
      previousFrom: day,
      previousTo: day,
    }),
    current: analyticsFigures,
    previous: analyticsFigures,
    change: z.strictObject({
      /** Percent change against the previous period, one decimal; null when it had none. */
      revenuePercent: percent.nullable(),
      /** Difference in percentage points, one decimal. */
      occupancyPoints: percent,
      averageDailyRatePercent: percent.nullable(),
    }),
    /** Confirmed bookings checking in within the period, by source: all five, in this order. */
    sources: z.array(z.strictObject({ source: z.enum(bookingSources), count, sharePercent: percent })),
  }),
  invalidMessage: `Send months (6 or 12) and period ("last30", "quarter", "ytd" or "custom"), each optional; with "custom" only, from and to as YYYY-MM-DD, from not after to, at most ${maxCustomPeriodDays} days.`,
});
