/**
 * host-dashboard: the Dashboard screen's figures for the caller's portfolio. Pure (zod only); served
 * by supabase/functions/host-dashboard.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import type { CleaningTaskStatus } from '../host-api-types-cleaning.ts';
import { listedBooking } from './booking-shapes.ts';
import { count, currency, day, id, minorUnits } from './shapes.ts';

/** A cleaning task's status as the screens show it (`assigned`: a pending task with a cleaner). */
const cleaningStatuses = [
  'pending',
  'assigned',
  'inProgress',
  'completed',
] as const satisfies CleaningTaskStatus[];

/** A percent change, one decimal; null without a base to compare with. */
const percentChange = z.number().nullable();

/** Revenue of one currency, this month and last (stays counted whole in their check-in month). */
export const currencyRevenue = z.strictObject({
  currency,
  thisMonth: minorUnits,
  lastMonth: minorUnits,
  /** This month against last month, one decimal; null without revenue last month. */
  trendPercent: percentChange,
});

/** A paid early check-in, today to 7 days on, whose day's cleaning is not completed. */
export const earlyCheckInWarning = z.strictObject({
  bookingId: id,
  guestName: z.string(),
  propertyName: z.string(),
  /** The check-in day. */
  date: day,
  /** The day's open cleaning task's status; null when the day has no cleaning task at all. */
  cleaningStatus: z.enum(cleaningStatuses).nullable(),
});

export const hostDashboard = defineContract({
  function: 'host-dashboard',
  caller: 'host',
  summary:
    "The Dashboard's figures for the caller's portfolio (properties, this month's revenue and its trend, active bookings, pending cleaning tasks), revenue per currency, the next check-ins and the paid early check-ins whose cleaning is not done.",
  request: z.strictObject({
    /** How many upcoming check-ins (default 5). */
    upcomingLimit: z.number().int().min(1).max(20).optional(),
  }),
  answer: z.strictObject({
    host: z.strictObject({ displayName: z.string(), role: z.enum(['owner', 'team']) }),
    /** Today, the properties' local date. */
    today: day,
    /** First day of this month. */
    month: day,
    stats: z.strictObject({
      totalProperties: count,
      /** Distinct cities of those properties (the card's hint). */
      cities: count,
      /** Major units of `revenueCurrency` (8650 for €8,650.00). */
      monthlyRevenue: z.number(),
      revenueCurrency: currency,
      /** This month against last month, one decimal; null without revenue last month. */
      revenueTrendPercent: percentChange,
      /** Confirmed bookings checking out today or later. */
      activeBookings: count,
      pendingCleaningTasks: count,
    }),
    /** Per currency, the card's currency first (EUR when present, else the largest this month). */
    revenue: z.array(currencyRevenue),
    /** The next bookings checking in today or later, by check-in date then name. */
    upcomingCheckIns: z.array(listedBooking),
    /** Paid early check-ins, today to 7 days on, whose day's cleaning is not completed: a warning each. */
    earlyCheckInWarnings: z.array(earlyCheckInWarning),
  }),
  invalidMessage: 'The request may only hold upcomingLimit, a whole number from 1 to 20.',
});
