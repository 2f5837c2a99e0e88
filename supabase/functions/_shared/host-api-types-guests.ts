/**
 * The answers of the Dashboard, Guests (with View Details) and Analytics host functions, as the app
 * reads them: host-dashboard, host-guests, host-booking and host-analytics. Types and plain constants
 * only (the app imports this file: no zod, no I/O). Money in minor units unless said otherwise,
 * currencies ISO 4217 upper case ("EUR"), dates YYYY-MM-DD (the properties' local dates).
 */
import type { z } from 'zod';
import type { AnswerOf, RequestOf } from './contract.ts';
import type { bookingExtraLine, listedBooking } from './contracts/booking-shapes.ts';
import type { analyticsFigures, analyticsMonth, hostAnalytics } from './contracts/host-analytics.contract.ts';
import type { checkInChange, hostBooking, hostCheckInSummary } from './contracts/host-booking.contract.ts';
import type { earlyCheckInWarning, hostDashboard } from './contracts/host-dashboard.contract.ts';
import type { hostGuests } from './contracts/host-guests.contract.ts';

export type { CheckInStatus } from './api-types.ts';

export const bookingSources = ['direct', 'airbnb', 'booking_com', 'vrbo', 'others'] as const;
export type BookingSourceName = (typeof bookingSources)[number];

/** Where a stay is, seen from today (check-out day included in checkedIn), or cancelled. */
export const stayStatuses = ['upcoming', 'checkedIn', 'checkedOut', 'cancelled'] as const;
export type StayStatus = (typeof stayStatuses)[number];

/** A booking as the host lists it (Guests table, upcoming check-ins): contracts/booking-shapes.ts. */
export type ListedBooking = z.infer<typeof listedBooking>;

/** host-dashboard's answer: contracts/host-dashboard.contract.ts. */
export type DashboardAnswer = AnswerOf<typeof hostDashboard>;
/** A paid early check-in whose day's cleaning is not completed (the Dashboard's warnings). */
export type EarlyCheckInWarning = z.infer<typeof earlyCheckInWarning>;

/** host-guests' request and answer: contracts/host-guests.contract.ts. */
export type GuestsRequest = RequestOf<typeof hostGuests>;
export type GuestsAnswer = AnswerOf<typeof hostGuests>;

/** host-booking (View Details) request and answer: contracts/host-booking.contract.ts. */
export type BookingRequest = RequestOf<typeof hostBooking>;
export type BookingDetailsAnswer = AnswerOf<typeof hostBooking>;

/** pending: in checkout; released: not paid (abandoned or failed); refunded: paid, then given back. */
export type ExtraLineStatus = BookingExtraLine['status'];

/** One extra of a booking, as the guest chose it: contracts/booking-shapes.ts. */
export type BookingExtraLine = z.infer<typeof bookingExtraLine>;

/** A booking's online check-in as View Details shows it: contracts/host-booking.contract.ts. */
export type HostCheckInSummary = z.infer<typeof hostCheckInSummary>;

/** One form received by guest-checkin, as the booking's history keeps it. */
export type CheckInChange = z.infer<typeof checkInChange>;

/** The Analytics screen's period buttons. */
export const analyticsPeriods = ['last30', 'quarter', 'ytd', 'custom'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
/** The monthly charts' spans. */
export const analyticsMonthSpans = [6, 12] as const;
/** The longest custom period, in days. */
export const maxCustomPeriodDays = 366;

/** host-analytics' request and answer: contracts/host-analytics.contract.ts. */
export type AnalyticsRequest = RequestOf<typeof hostAnalytics>;
export type AnalyticsAnswer = AnswerOf<typeof hostAnalytics>;
export type AnalyticsMonth = z.infer<typeof analyticsMonth>;
export type AnalyticsFigures = z.infer<typeof analyticsFigures>;
